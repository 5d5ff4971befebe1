import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPencil, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "../../../lib/lang-router";
import { CountrySelect } from "../../../components/country-select";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { formatDay } from "../../../lib/date-format";
import { countryName } from "../../../lib/display-names";
import { useDocumentTitle } from "../../../lib/document-title";
import { currentLanguage } from "../../../lib/i18n";
import { useImportRules, type ImportRules } from "../api/get-import-rules";
import { DutiesPreview } from "../components/duties-preview";
import { RulesEditor } from "../components/rules-editor";
import { paths } from "../../../config/paths";

function RulesList({ list, onEdit }: { list: ImportRules[]; onEdit(country: string): void }) {
  const { t } = useTranslation("admin-import-rules");
  const lang = currentLanguage();
  if (list.length === 0) {
    return (
      <Text c="dimmed" data-testid="admin-import-rules-empty">
        {t("empty")}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" data-testid="admin-import-rules-table" style={{ whiteSpace: "nowrap" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.country")}</Table.Th>
            <Table.Th>{t("columns.currency")}</Table.Th>
            <Table.Th>{t("columns.asOf")}</Table.Th>
            <Table.Th ta="right">{t("columns.maxAge")}</Table.Th>
            <Table.Th ta="right">{t("columns.components")}</Table.Th>
            <Table.Th>{t("columns.source")}</Table.Th>
            <Table.Th className="pinned-actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((r) => (
            <Table.Tr key={r.country} data-testid={`admin-import-rules-row-${r.country}`}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Text size="sm" fw={600}>
                  {countryName(r.country, lang)}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.country}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {r.currency}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDay(r.as_of, lang)}</Table.Td>
              <Table.Td ta="right">{r.max_age ?? "—"}</Table.Td>
              <Table.Td ta="right">{r.components.length}</Table.Td>
              <Table.Td miw={200}>
                <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere", whiteSpace: "normal" }}>
                  {r.source}
                </Text>
              </Table.Td>
              <Table.Td className="pinned-actions" style={{ whiteSpace: "nowrap", width: "1%" }}>
                <Button
                  styles={{ label: { whiteSpace: "nowrap" }, root: { flexShrink: 0 } }}
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => onEdit(r.country)}
                  data-testid="admin-import-rules-edit"
                >
                  {t("edit")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Admin → Import rules: each destination country's import duties and taxes (the car pages'
 * "To your door"), an editor per country (`?country=MN`) and a preview on a real car.
 */
export function AdminImportRulesPage() {
  const { t } = useTranslation("admin-import-rules");
  useDocumentTitle(t("title"));
  const lang = currentLanguage();
  const rules = useImportRules();
  const [params, setParams] = useSearchParams();
  const raw = params.get("country")?.toUpperCase() ?? null;
  const country = raw && /^[A-Z]{2}$/.test(raw) ? raw : null;
  const [adding, setAdding] = useState<string | null>(null);
  const edit = (code: string | null) => setParams(code ? { country: code } : {});

  if (country) {
    const current = rules.data?.find((r) => r.country === country);
    return (
      <Stack gap="md" data-testid="admin-import-rules">
        <Anchor component={Link} to={paths.admin.importRules} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t("allCountries")}
          </Group>
        </Anchor>
        <PageHeader
          title={t("editTitle", { country: countryName(country, lang) })}
          description={current ? t("editDescription") : t("newDescription")}
        />
        {rules.isPending ? (
          <Skeleton height={320} />
        ) : rules.isError ? (
          <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
        ) : (
          <RulesEditor
            // One editor per country: saving new rules or deleting them keeps it (and its callbacks) mounted.
            key={country}
            country={country}
            rules={current}
            onDone={() => edit(null)}
          />
        )}
        {current ? <DutiesPreview country={country} /> : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="admin-import-rules">
      <PageHeader title={t("title")} description={t("description")} />
      <Card withBorder radius="md" padding="sm">
        <Title order={2} fz="sm" mb="xs">
          {t("addTitle")}
        </Title>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <CountrySelect
            label={t("columns.country")}
            value={adding}
            onChange={setAdding}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: "1 1 220px", maxWidth: 360 }}
            data-testid="admin-import-rules-country"
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!adding}
            onClick={() => edit(adding)}
            data-testid="admin-import-rules-add"
          >
            {rules.data?.some((r) => r.country === adding) ? t("edit") : t("add")}
          </Button>
        </Group>
      </Card>
      {rules.isPending ? (
        <Skeleton height={200} />
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <RulesList list={rules.data} onEdit={edit} />
      )}
    </Stack>
  );
}
