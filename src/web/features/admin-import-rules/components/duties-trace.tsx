import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ComponentVerdict, ComponentWhen, DutiesPreview } from "../../../../shared/api/import-rules";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { formatRulesMoney } from "../../../lib/duties/format";
import { currentLanguage, type Language } from "../../../lib/i18n";
import { formatDisplacement, formatNumber, formatPower, numberFormat, sameEverywhere } from "../../../lib/format";

type T = ReturnType<typeof useTranslation>["t"];

function range(t: T, min: string | undefined, max: string | undefined): string {
  if (min !== undefined && max !== undefined) return t("preview.trace.range.between", { min, max });
  if (min !== undefined) return t("preview.trace.range.atLeast", { min });
  return t("preview.trace.range.atMost", { max });
}

/** A component's conditions in words: "age up to 2 · 1,001–2,000 cm³ · 161–190 hp". */
function conditions(when: ComponentWhen | undefined, currency: string, t: T, lang: Language): string {
  if (!when) return t("preview.trace.anyCar");
  const whole = (n: number | undefined) => (n === undefined ? undefined : formatNumber(n, lang));
  // Bounds of value keep their cents (8,500.01 follows 8,500), in the rules' currency.
  const money = (n: number | undefined) =>
    n === undefined
      ? undefined
      : sameEverywhere(
          numberFormat(lang, {
            style: "currency",
            currency,
            currencyDisplay: "narrowSymbol",
            minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
            maximumFractionDigits: 2,
          }).format(n),
          lang,
        );
  const parts: string[] = [];
  const bound = (key: "age" | "cc" | "hp" | "value", min?: string, max?: string) => {
    if (min !== undefined || max !== undefined)
      parts.push(t(`preview.trace.bound.${key}`, { range: range(t, min, max) }));
  };
  bound("age", whole(when.min_age), whole(when.max_age));
  bound("cc", whole(when.min_cc), whole(when.max_cc));
  bound("hp", whole(when.min_hp), whole(when.max_hp));
  bound("value", money(when.min_value), money(when.max_value));
  if (when.fuels) {
    const list = when.fuels.map((f) => translateTerm("fuel", f, lang)).join(", ");
    parts.push(t("preview.trace.bound.fuels", { list }));
  }
  return parts.length > 0 ? parts.join(" · ") : t("preview.trace.anyCar");
}

function VerdictRow({ c, preview }: { c: ComponentVerdict; preview: DutiesPreview }) {
  const { t } = useTranslation("admin-import-rules");
  const lang = currentLanguage();
  const currency = preview.currency ?? "USD";
  const status =
    c.status === "applied" ? (
      <Badge color="teal" variant="light" tt="none">
        {t("preview.trace.applied")}
        {c.amount !== null ? ` · ${formatRulesMoney(c.amount, currency, lang)}` : ""}
      </Badge>
    ) : c.status === "needs" ? (
      <Badge color="orange" variant="light" tt="none">
        {t(`preview.trace.needs_${c.missing ?? "power"}`)}
      </Badge>
    ) : (
      <Text size="xs" c="dimmed">
        {t("preview.trace.notMet", {
          conditions: c.failed.map((f) => t(`preview.trace.condition.${f}`)).join(", "),
        })}
      </Text>
    );
  return (
    <Stack gap={2} data-testid="rules-trace-row" data-status={c.status}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Text size="sm" fw={c.status === "left_out" ? 400 : 600} style={{ flex: "1 1 220px", minWidth: 0 }}>
          {c.name}
        </Text>
        {status}
      </Group>
      <Text size="xs" c="dimmed">
        {conditions(c.when, currency, t, lang)}
      </Text>
    </Stack>
  );
}

/**
 * Which band the car fell in: its age, engine size, power, fuel and customs value, then each
 * component that applied (with its conditions) or needs what the car does not state; those left
 * out are one click away, each with the condition the car did not meet.
 */
export function DutiesTrace({ preview }: { preview: DutiesPreview }) {
  const { t } = useTranslation("admin-import-rules");
  const lang = currentLanguage();
  const [showLeftOut, setShowLeftOut] = useState(false);
  if (preview.components.length === 0) return null;
  const { car } = preview;
  const facts = t("preview.trace.facts", {
    age: t("preview.trace.age", { count: car.age }),
    cc: car.displacement_cc === null ? t("preview.trace.ccUnknown") : formatDisplacement(car.displacement_cc, lang),
    hp: car.power_hp === null ? t("preview.trace.hpUnknown") : formatPower(car.power_hp, lang),
    fuel: translateTerm("fuel", car.fuel, lang),
    value:
      preview.customs_value === null || preview.currency === null
        ? "—"
        : formatRulesMoney(preview.customs_value, preview.currency, lang),
  });
  const shown = preview.components.filter((c) => c.status !== "left_out");
  const leftOut = preview.components.filter((c) => c.status === "left_out");
  return (
    <Stack gap="xs" data-testid="rules-trace">
      <Text size="sm" fw={600}>
        {t("preview.trace.title")}
      </Text>
      <Text size="xs" c="dimmed" data-testid="rules-trace-facts">
        {facts}
      </Text>
      {shown.map((c, i) => (
        <VerdictRow key={`shown-${i}`} c={c} preview={preview} />
      ))}
      {leftOut.length > 0 ? (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t("preview.trace.leftOut", { count: leftOut.length })}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => setShowLeftOut((v) => !v)}
            data-testid="rules-trace-toggle"
          >
            {showLeftOut ? t("preview.trace.hideLeftOut") : t("preview.trace.showLeftOut")}
          </Anchor>
        </Group>
      ) : null}
      {showLeftOut ? leftOut.map((c, i) => <VerdictRow key={`out-${i}`} c={c} preview={preview} />) : null}
    </Stack>
  );
}
