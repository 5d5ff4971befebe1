import { AspectRatio, Badge, Box, Card, Group, Image, Stack, Text } from "@mantine/core";
import { IconCar } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../lib/lang-router";
import { currentLanguage } from "../lib/i18n";
import type { CarListItem } from "../../shared/api/cars";
import { carTitle, formatMileage, powertrain } from "../lib/car-format";
import { CarPrice } from "./car-price";
import { CardLandedButton, CardLandedTotal } from "./landed-price";
import { SoldOutOverlay } from "./sold-out-markers";
import { FavoriteButton } from "./favorite-button";
import { CompareButton } from "./compare-button";
import { isRecentPriceDrop } from "../../shared/buyers";
import { useFavoriteIds } from "../lib/buyers/favorites";
import { useMe } from "../lib/session/get-session";
import { PHOTO_THUMB_WIDTH, responsivePhoto } from "../../shared/photo-srcset";
import { NoAccidentBadge } from "./no-accident-badge";
import { paths } from "../config/paths";
import type { ExportStatus } from "../../shared/api/export-restrictions";
import { ExportCardBadge } from "./export-status";

/** The card's photo box is 4:3; the img carries that ratio too, so nothing moves when it loads. */
const CARD_PHOTO_HEIGHT = (PHOTO_THUMB_WIDTH * 3) / 4;

export function CarPhotoPlaceholder() {
  return (
    <Box
      bg="gray.1"
      h="100%"
      w="100%"
      data-testid="car-photo-placeholder"
      style={{ display: "flex", alignItems: "center", justifyContent: "center" }}
    >
      <IconCar size={48} color="var(--mantine-color-gray-5)" aria-hidden />
    </Box>
  );
}

type CarCardProps = {
  car: CarListItem & { landed_total_usd?: number; export_status?: ExportStatus };
  priority?: boolean;
};

/**
 * A car in a list: thumbnail (gray veil when sold), name, year, mileage, powertrain and price.
 * `priority`: the card is in the first view (the first cards of a list): its photo is fetched
 * at once rather than when scrolled near.
 *
 * Memoised: a new filter re-renders the list at once with the previous answer (dimmed) while the
 * new one comes, and those cards are the same objects: 24 cards drawn again for nothing was most
 * of that render on a slow phone.
 */
export const CarCard = memo(function CarCard({ car, priority = false }: CarCardProps) {
  const { t } = useTranslation(["cars", "buyers"]);
  const lang = currentLanguage();
  const me = useMe();
  // One shared query for every card on the page (TanStack Query de-duplicates it).
  const favorite = useFavoriteIds(!!me.data).has(car.id);
  const name = carTitle(car, lang);
  const photo = car.main_image ? responsivePhoto(car.main_image, "card") : null;
  // The heart sits beside the card's link, not inside it (no button within a link).
  return (
    <Box pos="relative">
      <Card
        component={Link}
        to={paths.car(car.id)}
        withBorder
        radius="md"
        padding={0}
        h="100%"
        data-testid="car-card"
        data-soldout={car.soldout ? "true" : "false"}
        aria-label={car.soldout ? `${name} (${t("soldOutStatus")})` : name}
        style={{ overflow: "hidden" }}
      >
        <AspectRatio ratio={4 / 3} pos="relative">
          {photo ? (
            <Image
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={photo.sizes}
              width={PHOTO_THUMB_WIDTH}
              height={CARD_PHOTO_HEIGHT}
              // The attributes give the ratio before the photo arrives; the box sets the size.
              h="auto"
              alt=""
              fit="cover"
              loading={priority ? "eager" : "lazy"}
              decoding="async"
              data-testid="car-card-photo"
              style={car.soldout ? { filter: "grayscale(1)" } : undefined}
            />
          ) : (
            <CarPhotoPlaceholder />
          )}
          {car.soldout ? <SoldOutOverlay variant="list" /> : null}
        </AspectRatio>
        <Stack gap={4} p="md">
          <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
            <Text fw={600} lineClamp={2} lh={1.3} data-testid="car-card-name">
              {name}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {car.availability === "reserved" ? (
                <Badge color="orange" variant="filled" size="sm" data-testid="car-reserved-badge">
                  {t("reserved")}
                </Badge>
              ) : null}
              {!car.soldout && isRecentPriceDrop(car.price_dropped_at) ? (
                <Badge color="teal" variant="filled" size="sm" data-testid="car-price-dropped">
                  {t("priceDropped", { ns: "buyers" })}
                </Badge>
              ) : null}
              {car.is_banner ? (
                <Badge color="grape" variant="light" size="sm">
                  {t("featured")}
                </Badge>
              ) : null}
            </Group>
          </Group>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {car.year} · {formatMileage(car.mileage, lang)}
            </Text>
            <NoAccidentBadge accident={car.accident} />
          </Group>
          <Text size="sm" c="dimmed">
            {powertrain(car, lang)}
          </Text>
          {/* Only a list asked with a port says whether a car can go there. */}
          <ExportCardBadge status={car.export_status} />
          <CarPrice car={car} fz="lg" testId="car-card-price" />
          {/* Only a list asked with a port carries totals: without one the landed parts draw nothing,
              and are not mounted (each would subscribe to the session, ports and settings queries,
              two dozen cards over, in the commit that ends the list's hydration). */}
          {car.landed_total_usd !== undefined ? <CardLandedTotal totalUsd={car.landed_total_usd} /> : null}
        </Stack>
      </Card>
      <Box pos="absolute" top={8} right={8} style={{ zIndex: 2 }}>
        <FavoriteButton carId={car.id} favorite={favorite} size="md" />
      </Box>
      <Box pos="absolute" top={8} left={8} style={{ zIndex: 2 }}>
        <CompareButton carId={car.id} variant="icon" />
      </Box>
      {/* The landed breakdown's button, beside the card's link like the heart (no button in a link). */}
      <Box pos="absolute" bottom={14} right={10} style={{ zIndex: 2 }}>
        {car.landed_total_usd !== undefined ? (
          <CardLandedButton carId={car.id} totalUsd={car.landed_total_usd} />
        ) : null}
      </Box>
    </Box>
  );
});
