import { Alert, Button, Group, SimpleGrid, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PROTECTION_LIMITS } from "../../shared/api/protection-values";
import { localToday } from "../lib/order-money/admin-money";
import { LocalNumberInput } from "./local-number-input";

/** A payment's or a refund's amount, day and bank reference as the admin types them. */
export type RecordDraft = { amount: number | string; day: string; reference: string };

export const emptyDraft = (): RecordDraft => ({ amount: "", day: localToday(), reference: "" });

/** Whether the three fields are filled: an amount above 0, a day, a reference. */
export const draftReady = (d: RecordDraft) =>
  d.amount !== "" && Number(d.amount) > 0 && d.day !== "" && d.reference.trim() !== "";

/**
 * The amount (USD, 2 decimals), the day (not after today) and the bank reference of a record,
 * with the form's other fields after them (`children`). Test ids: `<prefix>-amount`, `-date`,
 * `-reference`.
 */
export function RecordFields({
  prefix,
  draft,
  onChange,
  dayLabel,
  amountHint,
  cols,
  children,
}: {
  prefix: string;
  draft: RecordDraft;
  onChange: (draft: RecordDraft) => void;
  dayLabel: string;
  amountHint?: string;
  cols: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin-orders");
  return (
    <SimpleGrid cols={{ base: 1, xs: cols }}>
      <LocalNumberInput
        label={t("money.amount")}
        description={amountHint}
        value={draft.amount}
        onChange={(amount) => onChange({ ...draft, amount })}
        min={0}
        decimalScale={2}
        grouped
        leftSection="$"
        data-testid={`${prefix}-amount`}
      />
      <TextInput
        type="date"
        label={dayLabel}
        value={draft.day}
        max={localToday()}
        onChange={(e) => onChange({ ...draft, day: e.currentTarget.value })}
        data-testid={`${prefix}-date`}
      />
      <TextInput
        label={t("money.reference")}
        value={draft.reference}
        onChange={(e) => onChange({ ...draft, reference: e.currentTarget.value })}
        maxLength={PROTECTION_LIMITS.referenceMax}
        data-testid={`${prefix}-reference`}
      />
      {children}
    </SimpleGrid>
  );
}

/**
 * A record's last step: what will be recorded (asked once more: it is kept for good and the buyer
 * is told), the refusal if any, and the buttons. Test ids: `<prefix>-confirm-text`, `-error`,
 * `-save`, `-confirm`.
 */
export function RecordFooter({
  prefix,
  confirmText,
  error,
  pending,
  color,
  saveLabel,
  onBack,
  onSave,
  onConfirm,
}: {
  prefix: string;
  /** The sentence to confirm, while confirming; null before. */
  confirmText: string | null;
  error: string | null;
  pending: boolean;
  color: string;
  saveLabel: string;
  onBack: () => void;
  onSave: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("admin-orders");
  const confirming = confirmText !== null;
  return (
    <>
      {confirming ? (
        <Alert color={color} data-testid={`${prefix}-confirm-text`}>
          {confirmText}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" data-testid={`${prefix}-error`}>
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {confirming ? (
          <Button variant="default" onClick={onBack}>
            {t("money.back")}
          </Button>
        ) : null}
        <Button
          color={color}
          loading={pending}
          onClick={confirming ? onConfirm : onSave}
          data-testid={confirming ? `${prefix}-confirm` : `${prefix}-save`}
        >
          {confirming ? t("money.confirm") : saveLabel}
        </Button>
      </Group>
    </>
  );
}
