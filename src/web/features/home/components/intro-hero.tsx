import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { paths } from "../../../config/paths";

/** The welcome section shown while no hero banner is active. */
export function IntroHero() {
  const { t } = useTranslation("common");
  return (
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
            <Button component={Link} to={paths.cars} size="md" variant="white" color="brand">
              {t("home.browseCars")}
            </Button>
            <Button
              component={Link}
              to={paths.inquiry}
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
  );
}
