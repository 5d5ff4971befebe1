import { useTranslation } from "react-i18next";
import { usePublicSettings } from "./public-settings";

/** The marketplace name from the server, or the translated default. */
export function useSiteName(): string {
  const { t } = useTranslation("common");
  const { data } = usePublicSettings();
  const name = typeof data?.site_name === "string" ? data.site_name.trim() : "";
  return name || t("site.defaultName");
}
