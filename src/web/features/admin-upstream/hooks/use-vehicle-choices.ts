import { DEFAULT_TRANSLATIONS, modelsOfMaker, translateTerm } from "../../../../shared/vehicle-terms";
import { currentLanguage } from "../../../lib/i18n";

// The upstream filters by the Korean maker and model names, so the values stay Korean.
const MAKERS = [...new Set(DEFAULT_TRANSLATIONS.filter((e) => e.category === "maker").map((e) => e.ko))];

/** Maker and model choices (Korean values, labels in the page language) for the upstream's filters. */
export function useVehicleChoices(maker: string | null) {
  const lang = currentLanguage();
  // Several Korean spellings share one translation (벤츠 / 메르세데스-벤츠): show both.
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
