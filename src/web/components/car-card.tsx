import { AspectRatio, Badge, Box, Card, Group, Image, Stack, Text } from "@mantine/core";
import { IconCar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { currentLanguage } from "../lib/i18n";
import type { CarListItem } from "../../shared/api/cars";
import { carTitle, formatMileage, powertrain } from "../lib/car-format";
import { CarPrice } from "./car-price";
import { SoldOutOverlay } from "./sold-out-markers";
import { FavoriteButton } from "./favorite-button";
import { isRecentPriceDrop } from "../../shared/buyers";
import { useFavoriteIds } from "../lib/buyers/favorites";
import { useMe } from "../lib/session/get-session";
import { NoAccidentBadge } from "./no-accident-badge";

export function CarPhotoPlaceholder() {
  return (
    <Box bg="gray.1" h="100%" style={{ display: "flex", alignItems: "center", justifyContent: "center" }}>
      <IconCar size={48} color="var(--mantine-color-gray-5)" aria-hidden />
    </Box>
  );
}

/** A car in a list: thumbnail (gray veil when sold), name, year, mileage, powertrain and price. */
export function CarCard({ car }: { car: CarListItem }) {
  const { t } = useTranslation(["cars", "buyers"]);
  const lang = currentLanguage();
  const me = useMe();
  // One shared query for every card on the page (TanStack Query de-duplicates it).
  const favorite = useFavoriteIds(!!me.data).has(car.id);
  const name = carTitle(car, lang);
  // The heart sits beside the card's link, not inside it (no button within a link).
  return (
    <Box pos="relative">
      <Card
        component={Link}
        to={`/cars/${car.id}`}
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
          {car.main_image ? (
            <Image
              src={car.main_image}
              alt=""
              fit="cover"
              loading="lazy"
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
          <CarPrice car={car} fz="lg" testId="car-card-price" />
        </Stack>
      </Card>
      <Box pos="absolute" top={8} right={8} style={{ zIndex: 2 }}>
        <FavoriteButton carId={car.id} favorite={favorite} size="md" />
      </Box>
    </Box>
  );
}
