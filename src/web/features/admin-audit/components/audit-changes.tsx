import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTimeFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import type { AuditEntry } from "../api/list-audit";

/** Fields shown before "Show all": a created car has some thirty. */
const FIRST_FIELDS = 6;
const MAX_VALUE_LENGTH = 160;
/** A timestamp as the database writes it in JSON ("2026-11-28T12:31:24.071+00:00"). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;

type Fields = Record<string, unknown>;

/** A summary row of a statement that changed many rows: `{rows, first_ids}` and no target id. */
function summaryCount(entry: AuditEntry): number | null {
  const after = entry.after as Fields | null;
  if (entry.target.id !== null || !after || typeof after.rows !== "number" || !("first_ids" in after)) return null;
  return after.rows;
}

/**
 * What an audit row changed, field by field: the old value struck through, then the new one
 * (a creation shows only new values, a deletion only old ones). Secrets arrive as "***".
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation("admin-audit");
  const [all, setAll] = useState(false);
  const date = dateTimeFormat(currentLanguage());
  const count = summaryCount(entry);
  if (count !== null) {
    return (
      <Text size="xs" data-testid="audit-summary">
        {t("summary", { count })}
      </Text>
    );
  }
  const before = (entry.before ?? null) as Fields | null;
  const after = (entry.after ?? null) as Fields | null;
  // A creation or a deletion lists the row's fields that hold something; a change, what changed.
  const whole = before === null || after === null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
    .filter((key) => !whole || (before ?? after)![key] !== null)
    .sort((a, b) => (a === "id" ? -1 : b === "id" ? 1 : a.localeCompare(b)));
  if (keys.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t("noFields")}
      </Text>
    );
  }
  const show = (value: unknown) => {
    if (value === null || value === undefined || value === "") return t("values.empty");
    if (value === "***") return t("values.hidden");
    if (typeof value === "boolean") return value ? t("values.yes") : t("values.no");
    if (typeof value === "string" && TIMESTAMP.test(value)) return date.format(new Date(value));
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
  };
  const shown = all ? keys : keys.slice(0, FIRST_FIELDS);
  return (
    <Stack gap={2} data-testid="audit-changes">
      {shown.map((key) => {
        const had = before !== null && key in before;
        const has = after !== null && key in after;
        return (
          <Text key={key} size="xs" style={{ overflowWrap: "anywhere" }} data-field={key}>
            <Text span size="xs" fw={600}>
              {key}
            </Text>
            {": "}
            {had ? (
              <Text span size="xs" c="red.8" td={has ? "line-through" : undefined} data-part="before">
                {show(before[key])}
              </Text>
            ) : null}
            {had && has ? " → " : null}
            {has ? (
              <Text span size="xs" c="green.9" data-part="after">
                {show(after[key])}
              </Text>
            ) : null}
          </Text>
        );
      })}
      {keys.length > FIRST_FIELDS ? (
        <Button
          variant="subtle"
          size="compact-xs"
          style={{ alignSelf: "flex-start" }}
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
        >
          {all ? t("showLess") : t("showAll", { count: keys.length })}
        </Button>
      ) : null}
    </Stack>
  );
}
