import { Skeleton } from "@mantine/core";
import { Suspense } from "react";
import { lazyPage } from "../../../app/lazy-page";
import { useDocumentTitle } from "../../../lib/document-title";
import { currentLanguage } from "../../../lib/i18n";
import { useHeroBanners } from "../api/get-hero-banners";
import { HeroCarousel } from "../components/hero-carousel";
import { IntroHero } from "../components/intro-hero";

// The car cards need the vehicle-terms dictionary: a chunk of their own, after the first paint.
const LatestCars = lazyPage(() => import("../components/latest-cars"), "LatestCars");

/** Loads the home page's own chunks ahead of a server render or hydration. */
export const preloadHome = () => LatestCars.preload();

/** Home: the hero banners in the page language (or a welcome section), then the newest cars. */
export function HomePage() {
  useDocumentTitle();
  const banners = useHeroBanners(currentLanguage());

  return (
    <>
      {banners.isPending ? (
        <Skeleton h={{ base: 380, md: 480 }} radius={0} />
      ) : banners.data && banners.data.length > 0 ? (
        <HeroCarousel banners={banners.data} />
      ) : (
        <IntroHero />
      )}
      <Suspense fallback={<Skeleton h={360} m="xl" radius="md" />}>
        <LatestCars />
      </Suspense>
    </>
  );
}
