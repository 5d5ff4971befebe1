import { Anchor, Box, Container, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../lib/lang-router";
import { useSiteName } from "../../lib/use-site-name";
import { paths } from "../../config/paths";
import { SwitchLinks } from "./switch-links";

const FOOTER_LINKS = [
  { to: paths.cars, labelKey: "nav.cars" },
  { to: paths.inquiry, labelKey: "nav.inquiry" },
  { to: paths.reviews, labelKey: "nav.reviews" },
  { to: paths.cost, labelKey: "nav.cost" },
  { to: paths.contact, labelKey: "nav.contact" },
  { to: paths.verify, labelKey: "nav.verify" },
];

export function SiteFooter() {
  const { t } = useTranslation("common");
  const siteName = useSiteName();
  return (
    <Box component="footer" bg="gray.0" py="xl" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
      <Container size="xl">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={4} maw={420}>
            <Text fw={700}>{siteName}</Text>
            <Text size="sm" c="gray.7">
              {t("site.tagline")}
            </Text>
          </Stack>
          <Group component="nav" aria-label={t("a11y.footerNavigation")} gap="lg">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.8">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Group>
        </Group>
        <SwitchLinks inPlace testId="footer-switches" />
        <Text size="sm" c="gray.7" mt="lg">
          {t("footer.copyright", { year: new Date().getFullYear(), site: siteName })}
        </Text>
      </Container>
    </Box>
  );
}
