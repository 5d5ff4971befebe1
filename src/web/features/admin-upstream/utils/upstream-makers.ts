import { DEFAULT_TRANSLATIONS, modelsOfMaker } from "../../../../shared/vehicle-terms";

/**
 * The makers the upstream's filters offer (Korean values: the upstream filters by them), one per
 * maker: the dictionary keeps other spellings of a name (메르세데스-벤츠 beside 벤츠, 도요타 beside
 * 토요타) so that listings in either spelling translate, but a list shows the maker once, under the
 * spelling that owns its models. Renamed makers (르노삼성 → 르노코리아) stay: their names differ.
 */
export function upstreamMakers(): string[] {
  const makers = DEFAULT_TRANSLATIONS.filter((e) => e.category === "maker");
  const chosen = new Map<string, string>();
  for (const entry of makers) {
    const current = chosen.get(entry.en);
    if (current === undefined || (modelsOfMaker(current).length === 0 && modelsOfMaker(entry.ko).length > 0)) {
      chosen.set(entry.en, entry.ko);
    }
  }
  return [...new Set(chosen.values())];
}
