import { Group, MultiSelect, Select, Stack, Table, Text, Textarea, VisuallyHidden } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { LocalNumberInput } from "../../../components/local-number-input";
import { currentLanguage } from "../../../lib/i18n";
import { FUEL_VALUES } from "../../../lib/vehicle-options";
import {
  COMPONENT_KINDS,
  NAME_LANGS,
  PERCENT_BASES,
  type ComponentForm,
  type ComponentKind,
  type PercentBase,
} from "./rules-form";
import { MoveActions, RowAction } from "../../../components/row-actions";

type Props = {
  rows: ComponentForm[];
  onChange(rows: ComponentForm[]): void;
  /** The server's message for a field of row `i` ("name.en", "rate", "when.min_cc", …), if any. */
  error(i: number, field: string): string | undefined;
  /** The server's messages about row `i` that no input shows. */
  rowErrors(i: number): string[];
};

/**
 * The components of a country's rules, in the order they apply: the name in four languages, how the
 * amount is computed, and which cars it applies to (age, engine size, fuels). Rows move up and down.
 */
export function ComponentsTable({ rows, onChange, error, rowErrors }: Props) {
  const { t } = useTranslation("admin-import-rules");
  const lang = currentLanguage();
  const set = (i: number, patch: Partial<ComponentForm>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  // The site's fuel values, and any other a row already names (rules may list "가솔린하이브리드", "경유", …).
  const fuelValues = [...new Set([...FUEL_VALUES, ...rows.flatMap((r) => r.fuels)])];
  const named = fuelValues.map((f) => ({ value: f, label: translateTerm("fuel", f, lang) }));
  // Two values of one name ("가솔린" and "휘발유" are both petrol) are told apart by the original.
  const fuels = named.map((o) =>
    named.some((x) => x !== o && x.label === o.label) && o.label !== o.value
      ? { ...o, label: `${o.label} (${o.value})` }
      : o,
  );
  const number = (i: number, field: keyof ComponentForm, apiField: string, label: string, decimals = true) => (
    <LocalNumberInput
      size="xs"
      label={label}
      value={rows[i][field] as number | string}
      onChange={(value) => set(i, { [field]: value })}
      allowDecimal={decimals}
      allowNegative
      grouped={decimals}
      error={error(i, apiField)}
      data-testid={`rule-${apiField.replace(/^when\./, "").replace(/_/g, "-")}`}
    />
  );

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" data-testid="rules-components" style={{ tableLayout: "fixed" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th w={230}>{t("columns.name")}</Table.Th>
            <Table.Th w={250}>{t("columns.calculation")}</Table.Th>
            <Table.Th>{t("columns.when")}</Table.Th>
            <Table.Th w={112} className="pinned-actions">
              <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={row.key} data-testid="rule-row" style={{ verticalAlign: "top" }}>
              <Table.Td>
                <Text fw={700} size="sm" pt={4}>
                  {i + 1}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  {NAME_LANGS.map((l) => (
                    <Textarea
                      key={l}
                      size="xs"
                      autosize
                      minRows={1}
                      maxRows={4}
                      leftSectionProps={{ style: { alignItems: "flex-start", paddingTop: 5 } }}
                      aria-label={t(`fields.name_${l}`)}
                      leftSection={
                        <Text size="xs" c="dimmed" fw={600}>
                          {l.toUpperCase()}
                        </Text>
                      }
                      value={row.name[l]}
                      onChange={(e) => set(i, { name: { ...row.name, [l]: e.currentTarget.value } })}
                      error={error(i, `name.${l}`)}
                      data-testid={`rule-name-${l}`}
                    />
                  ))}
                  {rowErrors(i).map((message) => (
                    <Text key={message} size="xs" c="red" data-testid="rule-row-error">
                      {message}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Select
                    size="xs"
                    label={t("fields.kind")}
                    data={COMPONENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                    value={row.kind}
                    onChange={(kind) => kind && set(i, { kind: kind as ComponentKind })}
                    allowDeselect={false}
                    error={error(i, "kind")}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="rule-kind"
                  />
                  {row.kind === "percent" ? (
                    <>
                      <LocalNumberInput
                        size="xs"
                        label={t("fields.rate")}
                        description={t("fields.rateHint")}
                        rightSection="%"
                        value={row.ratePct}
                        onChange={(ratePct) => set(i, { ratePct })}
                        allowNegative
                        error={error(i, "rate")}
                        data-testid="rule-rate"
                      />
                      <Select
                        size="xs"
                        label={t("fields.of")}
                        data={PERCENT_BASES.map((b) => ({ value: b, label: t(`of.${b}`) }))}
                        value={row.of}
                        onChange={(of) => of && set(i, { of: of as PercentBase })}
                        allowDeselect={false}
                        error={error(i, "of")}
                        comboboxProps={{ withinPortal: true }}
                        data-testid="rule-of"
                      />
                      {number(i, "minPerCc", "min_per_cc", t("fields.minPerCc"))}
                    </>
                  ) : (
                    number(i, "amount", "amount", row.kind === "per_cc" ? t("fields.amountPerCc") : t("fields.amount"))
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Group gap={6} grow wrap="nowrap" align="flex-start">
                    {number(i, "minAge", "when.min_age", t("fields.whenMinAge"), false)}
                    {number(i, "maxAge", "when.max_age", t("fields.whenMaxAge"), false)}
                  </Group>
                  <Group gap={6} grow wrap="nowrap" align="flex-start">
                    {number(i, "minCc", "when.min_cc", t("fields.minCc"), false)}
                    {number(i, "maxCc", "when.max_cc", t("fields.maxCc"), false)}
                  </Group>
                  <MultiSelect
                    size="xs"
                    label={t("fields.fuels")}
                    placeholder={row.fuels.length === 0 ? t("fields.anyFuel") : undefined}
                    data={fuels}
                    value={row.fuels}
                    onChange={(value) => set(i, { fuels: value })}
                    error={error(i, "when.fuels")}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="rule-fuels"
                  />
                </Stack>
              </Table.Td>
              {/* Pinned (global.css): on a phone the editor scrolls sideways, its row actions stay. */}
              <Table.Td className="pinned-actions">
                <Group gap={2} wrap="nowrap" justify="flex-end">
                  <MoveActions
                    index={i}
                    count={rows.length}
                    onMove={(delta) => move(i, delta)}
                    labels={{ up: t("moveUp"), down: t("moveDown") }}
                    testIds={{ up: "rule-up", down: "rule-down" }}
                  />
                  <RowAction
                    label={t("removeComponent")}
                    icon={IconTrash}
                    danger
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                    testId="rule-remove"
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
