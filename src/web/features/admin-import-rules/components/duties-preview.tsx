import { Alert, Badge, Card, Group, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { carTitle } from "../../../lib/car-format";
import { formatRulesMoney } from "../../../lib/duties/format";
import { currentLanguage } from "../../../lib/i18n";
import { usePorts } from "../../../lib/ports/ports";
import { useDutiesPreview } from "../api/get-duties-preview";
import { useCarSearch } from "../api/search-cars";
import { usdExact } from "../../../lib/format";
import { DutiesTrace } from "./duties-trace";

const usd = (n: number, lang: string) => usdExact(n, lang);

/**
 * The saved rules applied to one car at one of the country's ports, exactly as the car page's
 * `duties` says (the server computes them), and which components applied and why: a check of the
 * rules before buyers rely on them.
 */
export function DutiesPreview({ country }: { country: string }) {
  const { t } = useTranslation("admin-import-rules");
  const lang = currentLanguage();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const [carId, setCarId] = useState<number | null>(null);
  const [carLabel, setCarLabel] = useState<string | null>(null);
  const ports = (usePorts().data ?? []).filter((p) => p.country === country);
  const [chosenPort, setPortId] = useState<number | null>(null);
  const portId = chosenPort ?? ports[0]?.id ?? null;
  const cars = useCarSearch(debounced);
  const preview = useDutiesPreview(carId, portId, lang);

  const carOptions = (cars.data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: `#${c.id} ${carTitle(c, lang)} (${c.year})`,
  }));
  if (carId !== null && carLabel && !carOptions.some((o) => o.value === String(carId))) {
    carOptions.unshift({ value: String(carId), label: carLabel });
  }

  const duties = preview.data?.duties;
  return (
    <Card withBorder radius="md" padding="md" data-testid="rules-preview">
      <Title order={3} fz="md" mb={4}>
        {t("preview.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("preview.description")}
      </Text>
      {ports.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="rules-preview-no-port">
          {t("preview.noPort")}
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t("preview.car")}
              placeholder={t("preview.carPlaceholder")}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              data={carOptions}
              value={carId !== null ? String(carId) : null}
              onChange={(value, option) => {
                setCarId(value ? Number(value) : null);
                setCarLabel(option?.label ?? null);
              }}
              nothingFoundMessage={t("preview.noCars")}
              comboboxProps={{ withinPortal: true }}
              data-testid="rules-preview-car"
            />
            <Select
              label={t("preview.port")}
              data={ports.map((p) => ({ value: String(p.id), label: p.name[lang] }))}
              value={portId !== null ? String(portId) : null}
              onChange={(value) => setPortId(value ? Number(value) : null)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="rules-preview-port"
            />
          </SimpleGrid>
          {carId === null ? null : preview.isPending ? (
            <Skeleton height={120} />
          ) : preview.isError ? (
            <QueryError error={preview.error} onRetry={() => void preview.refetch()} />
          ) : duties ? (
            <Stack gap={6} data-testid="rules-preview-result" data-eligible={duties.eligible ? "true" : "false"}>
              {!duties.eligible ? (
                <Alert color="orange" variant="light" p="xs" data-testid="rules-preview-too-old">
                  {t("preview.tooOld")}
                </Alert>
              ) : null}
              <Table.ScrollContainer minWidth={320}>
                <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Td>{t("preview.customsValue")}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                        {formatRulesMoney(duties.customs_value, duties.currency, lang)}
                      </Table.Td>
                    </Table.Tr>
                    {duties.items.map((item, i) => (
                      <Table.Tr key={i} data-testid="rules-preview-item">
                        <Table.Td>+ {item.name}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                          {formatRulesMoney(item.amount, duties.currency, lang)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
                      <Table.Td fw={700}>{t("preview.total")}</Table.Td>
                      <Table.Td ta="right" fw={700} style={{ whiteSpace: "nowrap" }} data-testid="rules-preview-total">
                        {formatRulesMoney(duties.total, duties.currency, lang)}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td>{t("preview.doorTotal")}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }} data-testid="rules-preview-door">
                        {usd(duties.door_total_usd, lang)}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ) : (
            <Group gap="xs" data-testid="rules-preview-unavailable">
              <Badge color="gray" variant="light" tt="none">
                {t(`preview.unavailable.${preview.data?.duties_unavailable ?? "no_rules"}`)}
              </Badge>
            </Group>
          )}
          {preview.data ? <DutiesTrace preview={preview.data} /> : null}
        </Stack>
      )}
    </Card>
  );
}
