import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { CarListItem } from "../../cars/types/car";

/** An active banner of GET /api/hero-banners, localised by the server. */
export interface HeroBanner {
  id: number;
  car_id: number;
  position: number;
  title: string;
  subtitle: string | null;
  /** Full-size photo of the car. */
  image: string | null;
  car: CarListItem;
}

export function useHeroBanners(lang: Language) {
  return useQuery({
    queryKey: ["hero-banners", lang],
    queryFn: () => api.get<HeroBanner[]>("/api/hero-banners", { query: { lang } }),
    staleTime: 60_000,
  });
}
