import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FavoritesSection } from "./favorites-section";
import { SavedSearchesSection } from "./saved-searches-section";

/** My page's "Favourites" and "Saved searches". */
export function BuyerSections() {
  const { t } = useTranslation("buyers");
  return (
    <Stack gap="xl" mt="xl">
      <Stack gap="sm" component="section" data-testid="my-favorites">
        <Title order={2} size="h3">
          {t("favorites.title")}
        </Title>
        <FavoritesSection />
      </Stack>
      <Stack gap="sm" component="section" data-testid="my-saved-searches">
        <Title order={2} size="h3">
          {t("savedSearches.title")}
        </Title>
        <SavedSearchesSection />
      </Stack>
    </Stack>
  );
}
