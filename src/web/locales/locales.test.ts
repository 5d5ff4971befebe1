import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/api/constants";

// Every namespace must exist in every language with the same keys, so that no
// visitor meets an English (or missing) string in a translated page.
const files = import.meta.glob<Record<string, unknown>>("./*/*.json", {
  eager: true,
  import: "default",
});
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

const byNamespace = new Map<string, Map<string, string[]>>();
for (const [path, content] of Object.entries(files)) {
  const [, lng, file] = path.split("/");
  const ns = file.replace(/\.json$/, "");
  if (!byNamespace.has(ns)) byNamespace.set(ns, new Map());
  byNamespace.get(ns)!.set(lng, flatten(content));
}

describe("locale files", () => {
  it("has the common namespace", () => {
    expect(byNamespace.has("common")).toBe(true);
  });

  for (const [ns, languages] of byNamespace) {
    it(`${ns}: exists in every language`, () => {
      expect([...languages.keys()].sort()).toEqual([...LANGUAGES].sort());
    });

    it(`${ns}: has the same keys in every language`, () => {
      const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, "")))].sort();
      const english = base(languages.get("en") ?? []);
      for (const lng of LANGUAGES) {
        expect(base(languages.get(lng) ?? []), `${lng}/${ns}.json`).toEqual(english);
      }
    });

    it(`${ns}: has every plural form each language needs`, () => {
      for (const lng of LANGUAGES) {
        const keys = new Set(languages.get(lng) ?? []);
        const plurals = [...keys].filter((key) => PLURAL_SUFFIX.test(key));
        const stems = new Set(plurals.map((key) => key.replace(PLURAL_SUFFIX, "")));
        const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
        for (const stem of stems) {
          for (const form of forms) {
            expect(keys.has(`${stem}_${form}`), `${lng}/${ns}.json ${stem}_${form}`).toBe(true);
          }
        }
      }
    });
  }
});

/** Every message of a parsed locale file, with its key. */
function messages(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => messages(child, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

describe("Mongolian messages", () => {
  // A Mongolian case ending follows the word's own sounds ("Владивостокт", "Соренто-д" reads as a
  // mistake): it cannot be glued to a name filled in later. Numbers, dates and e-mail addresses
  // take a hyphenated ending by the rules of the language; names of ports, cars and places do not.
  const NAME_WITH_ENDING = /\{\{(port|name|car|complex|country|maker|model|title)\}\}-\p{Script=Cyrillic}/u;
  it("never glue a case ending to a name that is filled in", () => {
    const glued = Object.entries(files)
      .filter(([path]) => path.startsWith("./mn/"))
      .flatMap(([path, content]) => messages(content).map(([key, text]) => [`${path} ${key}`, text] as const))
      .filter(([, text]) => NAME_WITH_ENDING.test(text))
      .map(([where]) => where);
    expect(glued).toEqual([]);
  });
});
