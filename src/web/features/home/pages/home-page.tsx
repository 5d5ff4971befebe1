import { Container, Skeleton } from "@mantine/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { lazyPage } from "../../../lib/lazy-page";
import { useDocumentTitle } from "../../../lib/document-title";
import { currentLanguage } from "../../../lib/i18n";
import { useHeroBanners } from "../api/get-hero-banners";
import { HeroCarousel } from "../components/hero-carousel";
import { IntroHero } from "../components/intro-hero";

// The car cards need the vehicle-terms dictionary: a chunk of their own, after the first paint.
const LatestCars = lazyPage(() => import("../components/latest-cars"), "LatestCars");
// So is the recently viewed strip (only for a browser that has viewed cars: the server draws
// nothing there, and the browser fills it in after hydration).
const RecentlyViewedStrip = lazyPage(() => import("../../../components/recently-viewed-strip"), "RecentlyViewedStrip");

/** Loads the home page's own chunks ahead of a server render or hydration. */
export const preloadHome = () => Promise.all([LatestCars.preload(), RecentlyViewedStrip.preload()]);

/** Home: the hero banners in the page language (or a welcome section), then the newest cars. */
export function HomePage() {
  const { t } = useTranslation("home");
  useDocumentTitle(t("documentTitle"));
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
      <Container size="xl">
        <Suspense fallback={null}>
          <RecentlyViewedStrip />
        </Suspense>
      </Container>
    </>
  );
}
