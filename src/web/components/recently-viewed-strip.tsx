import { AspectRatio, Box, Card, Image, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../lib/lang-router";
import { carTitle, formatMileage } from "../lib/car-format";
import { useRecentlyViewed } from "../lib/compare/recently-viewed";
import { currentLanguage } from "../lib/i18n";
import { useMoney } from "../lib/money";
import { CarPhotoPlaceholder } from "./car-card";
import { paths } from "../config/paths";

/** The last cars this browser opened (kept in the browser), as a row that scrolls sideways; nothing when none. */
export function RecentlyViewedStrip() {
  const { t } = useTranslation("compare");
  const lang = currentLanguage();
  const cars = useRecentlyViewed();
  // The price as it was seen, in the visitor's currency at today's rate.
  const money = useMoney();
  if (cars.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recently-viewed-title" data-testid="recently-viewed" my="lg">
      <Title id="recently-viewed-title" order={2} size="h3" mb="sm">
        {t("recentlyViewed")}
      </Title>
      {/* The browser's own sideways scroll (a phone's swipe): Mantine's ScrollArea would bring
          floating-ui's code to the home page for its scrollbars alone. */}
      <Box style={{ overflowX: "auto", paddingBottom: 8 }} tabIndex={0}>
        <Box component="ul" style={{ display: "flex", gap: 12, listStyle: "none", margin: 0, padding: 0 }}>
          {cars.map((car) => (
            <Box component="li" key={car.id} style={{ flex: "0 0 168px" }}>
              <Card
                component={Link}
                to={paths.car(car.id)}
                withBorder
                radius="md"
                padding={0}
                data-testid="recently-viewed-car"
                style={{ overflow: "hidden" }}
              >
                <AspectRatio ratio={4 / 3}>
                  {car.main_image ? (
                    <Image src={car.main_image} alt="" fit="cover" loading="lazy" />
                  ) : (
                    <CarPhotoPlaceholder />
                  )}
                </AspectRatio>
                <Stack gap={2} p="xs">
                  <Text size="sm" fw={600} lineClamp={2} lh={1.3}>
                    {carTitle(car, lang)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {car.year} · {formatMileage(car.mileage, lang)}
                  </Text>
                  <Text size="sm" fw={700} c="brand.7">
                    {money.format(car.price_krw)}
                  </Text>
                </Stack>
              </Card>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
