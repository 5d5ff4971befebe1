import { ActionIcon, Card, Group, MultiSelect, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { LocalNumberInput } from "../../../components/local-number-input";
import { currentLanguage } from "../../../lib/i18n";
import { FUEL_VALUES } from "../../../lib/vehicle-options";
import { BOUNDS, REASON_LANGS, type RuleForm } from "./restrictions-form";

/**
 * One rule of a country's export restrictions: the bounds of the cars it covers (engine size,
 * power, age, fuels; empty: no bound) and its reason in the four languages. The server's
 * objections appear beside the field they name.
 */
export const RuleCard = memo(function RuleCard({
  rule,
  index,
  errors,
  onChange,
  onRemove,
  removable,
}: {
  rule: RuleForm;
  index: number;
  errors: Record<string, string>;
  onChange(index: number, patch: Partial<RuleForm>): void;
  onRemove(index: number): void;
  removable: boolean;
}) {
  const { t } = useTranslation("admin-export-restrictions");
  const lang = currentLanguage();
  const fuels = useMemo(() => {
    const values = [...new Set([...FUEL_VALUES, ...rule.fuels])];
    const labelled = values.map((f) => ({ value: f, label: translateTerm("fuel", f, lang) }));
    // Two values of one name ("가솔린" and "휘발유" are both petrol) are told apart by the original.
    return labelled.map((o) =>
      labelled.some((x) => x !== o && x.label === o.label) && o.label !== o.value
        ? { ...o, label: `${o.label} (${o.value})` }
        : o,
    );
  }, [rule.fuels, lang]);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="restriction-rule" data-index={index}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t("ruleTitle", { n: index + 1 })}
          </Text>
          {removable ? (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onRemove(index)}
              aria-label={t("removeRule", { n: index + 1 })}
              data-testid="restriction-rule-remove"
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        {errors[""] ? (
          <Text size="xs" c="red">
            {errors[""]}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t("whenHint")}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs">
          {BOUNDS.map((b) => (
            <LocalNumberInput
              key={b}
              size="xs"
              label={t(`bounds.${b}`)}
              value={rule.bounds[b]}
              onChange={(value) => onChange(index, { bounds: { ...rule.bounds, [b]: value } })}
              allowDecimal={false}
              allowNegative
              grouped={b.endsWith("_cc")}
              error={errors[`when.${b}`]}
              data-testid={`restriction-${b}`}
            />
          ))}
        </SimpleGrid>
        <MultiSelect
          size="xs"
          label={t("fuels")}
          placeholder={rule.fuels.length === 0 ? t("anyFuel") : undefined}
          data={fuels}
          value={rule.fuels}
          onChange={(value) => onChange(index, { fuels: value })}
          error={Object.entries(errors).find(([k]) => k.startsWith("when.fuels"))?.[1]}
          comboboxProps={{ withinPortal: true }}
          searchable
          data-testid="restriction-fuels"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {REASON_LANGS.map((l) => (
            <Textarea
              key={l}
              size="xs"
              label={t(`reason.${l}`)}
              value={rule.reason[l]}
              // One line of text that wraps to be read whole; a line break is no part of a reason.
              onChange={(e) =>
                onChange(index, { reason: { ...rule.reason, [l]: e.currentTarget.value.replace(/[\r\n]+/g, " ") } })
              }
              autosize
              minRows={2}
              maxLength={300}
              lang={l}
              error={errors[`reason.${l}`]}
              data-testid={`restriction-reason-${l}`}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
});
