import { Group, MultiSelect, Select, Stack, Table, Text, Textarea, VisuallyHidden } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { LocalNumberInput } from "../../../components/local-number-input";
import { currentLanguage } from "../../../lib/i18n";
import { FUEL_VALUES } from "../../../lib/vehicle-options";
import {
  COMPONENT_KINDS,
  NAME_LANGS,
  PERCENT_BASES,
  rowErrorsOf,
  type ComponentForm,
  type ComponentKind,
  type PercentBase,
  type RowErrors,
} from "./rules-form";
import { MoveActions, RowAction } from "../../../components/row-actions";

type RowProps = {
  row: ComponentForm;
  i: number;
  count: number;
  currency: string;
  fuels: Array<{ value: string; label: string }>;
  errors: RowErrors;
  onPatch(i: number, patch: Partial<ComponentForm>): void;
  onMove(i: number, by: -1 | 1): void;
  onRemove(i: number): void;
};

/**
 * One component: its names, its calculation and which cars it applies to. Memoised: typing in one
 * row of Russia's sixty draws that row again, not the others.
 */
const ComponentRow = memo(function ComponentRow({
  row,
  i,
  count,
  currency,
  fuels,
  errors,
  onPatch,
  onMove,
  onRemove,
}: RowProps) {
  const { t } = useTranslation("admin-import-rules");
  const number = (field: keyof ComponentForm, apiField: string, label: string, decimals = true) => (
    <LocalNumberInput
      size="xs"
      label={label}
      value={row[field] as number | string}
      onChange={(value) => onPatch(i, { [field]: value })}
      allowDecimal={decimals}
      allowNegative
      grouped={decimals}
      error={errors.fields[apiField]}
      data-testid={`rule-${apiField.replace(/^when\./, "").replace(/_/g, "-")}`}
    />
  );
  return (
    <Table.Tr data-testid="rule-row" style={{ verticalAlign: "top" }}>
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
              onChange={(e) => onPatch(i, { name: { ...row.name, [l]: e.currentTarget.value } })}
              error={errors.fields[`name.${l}`]}
              data-testid={`rule-name-${l}`}
            />
          ))}
          {errors.other.map((message) => (
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
            onChange={(kind) => kind && onPatch(i, { kind: kind as ComponentKind })}
            allowDeselect={false}
            error={errors.fields.kind}
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
                onChange={(ratePct) => onPatch(i, { ratePct })}
                allowNegative
                error={errors.fields.rate}
                data-testid="rule-rate"
              />
              <Select
                size="xs"
                label={t("fields.of")}
                data={PERCENT_BASES.map((b) => ({ value: b, label: t(`of.${b}`) }))}
                value={row.of}
                onChange={(of) => of && onPatch(i, { of: of as PercentBase })}
                allowDeselect={false}
                error={errors.fields.of}
                comboboxProps={{ withinPortal: true }}
                data-testid="rule-of"
              />
              {number("minPerCc", "min_per_cc", t("fields.minPerCc"))}
            </>
          ) : (
            number("amount", "amount", row.kind === "per_cc" ? t("fields.amountPerCc") : t("fields.amount"))
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Group gap={6} grow wrap="nowrap" align="flex-start">
            {number("minAge", "when.min_age", t("fields.whenMinAge"), false)}
            {number("maxAge", "when.max_age", t("fields.whenMaxAge"), false)}
          </Group>
          <Group gap={6} grow wrap="nowrap" align="flex-start">
            {number("minCc", "when.min_cc", t("fields.minCc"), false)}
            {number("maxCc", "when.max_cc", t("fields.maxCc"), false)}
          </Group>
          <Group gap={6} grow wrap="nowrap" align="flex-start">
            {number("minHp", "when.min_hp", t("fields.minHp"), false)}
            {number("maxHp", "when.max_hp", t("fields.maxHp"), false)}
          </Group>
          <Group gap={6} grow wrap="nowrap" align="flex-start">
            {number("minValue", "when.min_value", t("fields.minValue", { currency }))}
            {number("maxValue", "when.max_value", t("fields.maxValue", { currency }))}
          </Group>
          <MultiSelect
            size="xs"
            label={t("fields.fuels")}
            placeholder={row.fuels.length === 0 ? t("fields.anyFuel") : undefined}
            data={fuels}
            value={row.fuels}
            onChange={(value) => onPatch(i, { fuels: value })}
            error={errors.fields["when.fuels"]}
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
            count={count}
            onMove={(delta) => onMove(i, delta)}
            labels={{ up: t("moveUp"), down: t("moveDown") }}
            testIds={{ up: "rule-up", down: "rule-down" }}
          />
          <RowAction
            label={t("removeComponent")}
            icon={IconTrash}
            danger
            onClick={() => onRemove(i)}
            testId="rule-remove"
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

type Props = {
  rows: ComponentForm[];
  /** The rules' currency, which the bounds on the customs value are in. */
  currency: string;
  /** Applies an edit to the rows as they are when it runs (the same function on every draw). */
  onChange(update: (rows: ComponentForm[]) => ComponentForm[]): void;
  /** The server's 422 messages by field ("components.3.when.min_hp"), if any. */
  errors: Record<string, string>;
};

/**
 * The components of a country's rules, in the order they apply: the name in four languages, how the
 * amount is computed, and which cars it applies to (age, engine size, power, customs value, fuels).
 * Rows move up and down.
 */
export function ComponentsTable({ rows, currency, onChange, errors }: Props) {
  const { t } = useTranslation("admin-import-rules");
  const lang = currentLanguage();
  const { onPatch, onMove, onRemove } = useMemo(
    () => ({
      onPatch: (i: number, patch: Partial<ComponentForm>) =>
        onChange((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r))),
      onMove: (i: number, by: -1 | 1) =>
        onChange((rs) => {
          const next = [...rs];
          [next[i], next[i + by]] = [next[i + by], next[i]];
          return next;
        }),
      onRemove: (i: number) => onChange((rs) => rs.filter((_, j) => j !== i)),
    }),
    [onChange],
  );
  // The site's fuel values, and any other a row already names (rules may list "가솔린하이브리드", "경유", …).
  const named = rows.flatMap((r) => r.fuels).join("\u0000");
  const fuels = useMemo(() => {
    const values = [...new Set([...FUEL_VALUES, ...(named ? named.split("\u0000") : [])])];
    const labelled = values.map((f) => ({ value: f, label: translateTerm("fuel", f, lang) }));
    // Two values of one name ("가솔린" and "휘발유" are both petrol) are told apart by the original.
    return labelled.map((o) =>
      labelled.some((x) => x !== o && x.label === o.label) && o.label !== o.value
        ? { ...o, label: `${o.label} (${o.value})` }
        : o,
    );
  }, [named, lang]);
  const rowErrors = useMemo(() => rowErrorsOf(errors, rows.length), [errors, rows.length]);

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
            <ComponentRow
              key={row.key}
              row={row}
              i={i}
              count={rows.length}
              currency={currency}
              fuels={fuels}
              errors={rowErrors[i]}
              onPatch={onPatch}
              onMove={onMove}
              onRemove={onRemove}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
