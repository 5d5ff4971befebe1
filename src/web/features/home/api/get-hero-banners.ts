import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { PublicBanner as HeroBanner } from "../../../../shared/api/banners";
import { queryKeys } from "../../../lib/query-keys";

export type { HeroBanner };

export function useHeroBanners(lang: Language) {
  return useQuery({
    queryKey: queryKeys.heroBanners.of(lang),
    queryFn: () => api.get("/api/hero-banners", { query: { lang } }),
    staleTime: 60_000,
  });
}
