import { Card, Group, Progress, ScrollArea, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { VisitorStats } from "../api/get-visitor-stats";
import { countryName } from "../utils/country-flag";
import { CountryFlag } from "./country-flag";
import { numberFormat } from "../../../lib/format";

/** Every country with its flag, visitors and visits over the stats period, most visitors first. */
export function CountryStatsCard({ stats }: { stats: VisitorStats }) {
  const { t, i18n } = useTranslation("admin-visitors");
  const lang = i18n.resolvedLanguage ?? "en";
  const number = numberFormat(lang);
  const top = Math.max(1, ...stats.per_country.map((c) => c.visitors));

  return (
    <Card withBorder radius="md" padding="lg" data-testid="country-stats">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("countries.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("countries.period", { days: stats.days })}
        </Text>
      </Group>
      {stats.per_country.length === 0 ? (
        <Text c="dimmed">{t("countries.empty")}</Text>
      ) : (
        <ScrollArea.Autosize mah={440} type="auto">
          <Table striped highlightOnHover verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("countries.country")}</Table.Th>
                <Table.Th ta="right">{t("countries.visitors")}</Table.Th>
                <Table.Th ta="right">{t("countries.visits")}</Table.Th>
                <Table.Th w="30%">
                  <VisuallyHidden>{t("countries.share")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.per_country.map((c) => {
                const name = countryName(c.country_code, lang);
                return (
                  <Table.Tr key={c.country_code} data-testid="country-row" data-country={c.country_code}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <CountryFlag code={c.country_code} name={name} />
                        <Text component="span" size="sm">
                          {name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="country-visitors">
                      {number.format(c.visitors)}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="country-visits">
                      {number.format(c.visits)}
                    </Table.Td>
                    <Table.Td>
                      <Progress value={(c.visitors / top) * 100} size="sm" aria-hidden />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}
