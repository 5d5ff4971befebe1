import { Container, Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useDocumentTitle } from "../../../lib/document-title";
import { currentLanguage } from "../../../lib/i18n";
import { useHeroBanners } from "../api/get-hero-banners";
import { HeroCarousel } from "../components/hero-carousel";
import { IntroHero } from "../components/intro-hero";

// The car cards need the vehicle-terms dictionary: a chunk of their own, after the first paint.
const LatestCars = lazy(async () => ({ default: (await import("../components/latest-cars")).LatestCars }));
// So is the recently viewed strip (only for a browser that has viewed cars).
const RecentlyViewedStrip = lazy(async () => ({
  default: (await import("../../../components/recently-viewed-strip")).RecentlyViewedStrip,
}));

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
      <Container size="xl">
        <Suspense fallback={null}>
          <RecentlyViewedStrip />
        </Suspense>
      </Container>
    </>
  );
}
