import { Box, Button, Container, EmptyState, Group, Stack, Text, Title } from "@mantine/core";
import { IconCarGarage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../lib/document-title";

export function HomePage() {
  const { t } = useTranslation("common");
  useDocumentTitle();

  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-hero-title"
        c="white"
        py={{ base: 48, md: 80 }}
        style={{
          background: "linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 100%)",
        }}
        data-testid="home-hero"
      >
        <Container size="xl">
          <Stack gap="md" maw={640}>
            <Title id="home-hero-title" order={1} fz={{ base: 30, md: 44 }} lh={1.15}>
              {t("home.heroTitle")}
            </Title>
            <Text fz={{ base: "md", md: "lg" }}>{t("home.heroSubtitle")}</Text>
            <Group gap="sm" mt="sm">
              <Button component={Link} to="/cars" size="md" variant="white" color="brand">
                {t("home.browseCars")}
              </Button>
              <Button
                component={Link}
                to="/inquiry"
                size="md"
                variant="outline"
                color="white"
                styles={{ root: { borderColor: "rgba(255,255,255,0.85)" } }}
              >
                {t("home.requestCar")}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py="xl" component="section" aria-labelledby="home-featured-title">
        <Title id="home-featured-title" order={2} mb="md">
          {t("home.featuredTitle")}
        </Title>
        <EmptyState
          data-testid="empty-state"
          py="xl"
          variant="light"
          icon={<IconCarGarage aria-hidden />}
          title={t("home.emptyTitle")}
          description={t("home.emptyDescription")}
        />
      </Container>
    </>
  );
}
