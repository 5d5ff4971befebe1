import { Group, Pagination, SimpleGrid, Text } from "@mantine/core";
import { memo, startTransition, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CarCard } from "../../../components/car-card";
import { usePagerLabels } from "../../../components/pager-labels";
import { currentLanguage } from "../../../lib/i18n";
import type { CarListPage } from "../../../lib/catalogue/list-cars";
import { formatNumber } from "../../../lib/format";
import { chunk } from "../../../../shared/chunk";

export const PAGE_SIZE = 24;
// Cards are hydrated four at a time (a Suspense boundary each): a tap on a card while a slow phone
// is still hydrating makes React hydrate those four at once, not the grid of 24 (~260-300 ms of the
// tap's wait with the CPU 4× slower). One boundary per card made a filter's answer wait 2.5 s
// while React hydrated them one by one first; four per boundary does not.
const CARDS_PER_HYDRATION = 4;
/** The cards a new answer draws first: two rows of four on a wide screen, more than a phone shows. */
export const FIRST_SCREEN_CARDS = 8;

/**
 * The cards to draw of `items`: every one when the grid is first drawn (the server's HTML has them
 * all, and a return to the list restores its scroll position on the whole grid); after that, a new
 * answer's first screen at once and the rest in a transition of their own, which a tap interrupts.
 */
function useFirstScreenFirst<T>(items: readonly T[]): readonly T[] {
  const [drawn, setDrawn] = useState({ items, count: items.length });
  let count = drawn.count;
  if (drawn.items !== items) {
    // A new answer: adjusted while rendering (React draws again at once, before committing).
    count = Math.min(FIRST_SCREEN_CARDS, items.length);
    setDrawn({ items, count });
  }
  useEffect(() => {
    if (count < items.length) startTransition(() => setDrawn({ items, count: items.length }));
  }, [items, count]);
  return count < items.length ? items.slice(0, count) : items;
}

/**
 * The list's answer: its count, the grid of cards and the pager. Memoised with the answer as its
 * props: the list page draws it from a deferred copy of the answer (cars-page.tsx), so a filter's
 * tap and a new answer's arrival render only what changed at once, and this in the background.
 * `stale`: the answer is the previous filters' (dimmed) while the new one comes.
 */
export const CarResults = memo(function CarResults({
  data,
  page,
  stale,
  onPage,
}: {
  data: CarListPage;
  page: number;
  stale: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("cars");
  const pagerLabels = usePagerLabels();
  const items = useFirstScreenFirst(data.items);
  return (
    // The results are a hydration unit of their own: a tap on a filter while a slow phone is
    // still hydrating makes React hydrate the filter's way at once, not the 24 cards too
    // (~550-850 ms of a tap's wait with the CPU 4× slower). Nothing in it suspends.
    <Suspense fallback={null}>
      <Text size="sm" c="dimmed" data-testid="cars-total" aria-live="polite">
        {t("resultsCount", {
          // A capped total is a floor: "10,000+" (the list counts no further).
          total: `${formatNumber(data.total, currentLanguage())}${data.total_capped ? "+" : ""}`,
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} data-testid="cars-grid" style={{ opacity: stale ? 0.6 : 1 }}>
        {/* The first cards are in the first view on a phone: their photos are not lazy. */}
        {chunk(items, CARDS_PER_HYDRATION).map((cards, c) => (
          <Suspense key={c} fallback={null}>
            {cards.map((car, i) => (
              <CarCard key={car.id} car={car} priority={c === 0 && i < 2} />
            ))}
          </Suspense>
        ))}
      </SimpleGrid>
      {data.total > PAGE_SIZE ? (
        <Group justify="center">
          <Pagination
            getControlProps={pagerLabels}
            total={Math.ceil(data.total / PAGE_SIZE)}
            value={page}
            onChange={onPage}
            data-testid="cars-pagination"
          />
        </Group>
      ) : null}
    </Suspense>
  );
});
