import { modelsOfMaker, translateTerm } from "../../../../shared/vehicle-terms";
import { currentLanguage } from "../../../lib/i18n";
import { upstreamMakers } from "../utils/upstream-makers";

// The upstream filters by the Korean maker and model names, so the values stay Korean.
const MAKERS = upstreamMakers();

/** Maker and model choices (Korean values, labels in the page language) for the upstream's filters. */
export function useVehicleChoices(maker: string | null) {
  const lang = currentLanguage();
  // The Korean value beside its translation: the upstream is searched by it.
  const label = (category: "maker" | "model", ko: string) => {
    const shown = translateTerm(category, ko, lang);
    return shown === ko ? ko : `${shown} (${ko})`;
  };
  return {
    makers: MAKERS.map((ko) => ({ value: ko, label: label("maker", ko) })),
    models: maker ? modelsOfMaker(maker).map((ko) => ({ value: ko, label: label("model", ko) })) : [],
    label,
  };
}
