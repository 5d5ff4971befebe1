import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from "@mantine/core";
import { findTerm, type TermCategory } from "../../shared/vehicle-terms";

/**
 * The filter of a searchable maker or model select (options valued by the Korean term): an option
 * is found by its label, its Korean name or a spelling by sound (the term's aliases). The labels
 * name makes and models as registered ("Hyundai", issue 42), while a Russian or Mongolian buyer
 * may still type "Хендай" or "Хёндэ". These selects have no option groups.
 */
export function termOptionsFilter(category: TermCategory): OptionsFilter {
  return ({ options, search, limit }) => {
    const q = search.trim().toLowerCase();
    const isItem = (o: ComboboxParsedItem): o is ComboboxItem => !("group" in o);
    return options
      .filter(isItem)
      .filter((o) =>
        [o.label, o.value, ...(findTerm(category, o.value)?.aliases ?? [])].some((s) => s.toLowerCase().includes(q)),
      )
      .slice(0, limit);
  };
}

export const makerFilter = termOptionsFilter("maker");
export const modelFilter = termOptionsFilter("model");
