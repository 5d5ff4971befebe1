import { isEmailLanguage, type EmailLanguage } from "../../shared/country-language.js";

/** The first of the site's languages the browser asks for; English otherwise. */
export function pageLanguage(header: string | undefined): EmailLanguage {
  for (const part of (header ?? "").split(",")) {
    const tag = part.split(";")[0].trim().slice(0, 2).toLowerCase();
    if (isEmailLanguage(tag)) return tag;
  }
  return "en";
}
