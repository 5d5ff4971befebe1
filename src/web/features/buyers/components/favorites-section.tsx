import { Button, Group, Image, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { CarPrice } from "../../../components/car-price";
import { FavoriteButton } from "../../../components/favorite-button";
import { QueryError } from "../../../components/query-error";
import { useMyFavorites } from "../../../lib/buyers/favorites";
import { carTitle } from "../../../lib/car-format";
import { currentLanguage } from "../../../lib/i18n";
import { paths } from "../../../config/paths";

const AVAILABILITY_COLOR = { available: "teal", reserved: "orange", sold_out: "gray" } as const;

/** My page → Favourites: each car with its availability and price in the chosen currency. */
export function FavoritesSection() {
  const { t } = useTranslation("buyers");
  const lang = currentLanguage();
  const favorites = useMyFavorites(true, 1, 100);
  if (favorites.isPending) return <Skeleton height={120} radius="md" />;
  if (favorites.isError) return <QueryError error={favorites.error} onRetry={() => void favorites.refetch()} />;
  const items = favorites.data.items;
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="favorites-empty">
        {t("favorites.empty")}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="favorites-list">
      {items.map((car) => (
        <Paper key={car.id} withBorder radius="md" p="sm" data-testid="favorite-item">
          <Group justify="space-between" wrap="nowrap" align="center">
            <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
              {car.main_image ? <Image src={car.main_image} alt="" w={80} h={60} radius="sm" fit="cover" /> : null}
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Button
                  component={Link}
                  to={paths.car(car.id)}
                  variant="subtle"
                  px={0}
                  justify="flex-start"
                  data-testid="favorite-item-link"
                >
                  {carTitle(car, lang)}
                </Button>
                <Text size="sm" c={AVAILABILITY_COLOR[car.availability]} fw={600} data-testid="favorite-availability">
                  {t(`availability.${car.availability}`)}
                </Text>
              </Stack>
            </Group>
            <Group wrap="nowrap" gap="sm">
              <CarPrice car={car} testId="favorite-price" />
              <FavoriteButton carId={car.id} favorite />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
