import { Select, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PROTECTION_LIMITS } from "../../shared/api/protection-values";
import type { Refund } from "../../shared/api/protection";
import { isApiError } from "../lib/api-client";
import { useErrorMessage } from "../lib/api-error-message";
import { dayFormat } from "../lib/format";
import { currentLanguage } from "../lib/i18n";
import { notifySuccess } from "../lib/notify";
import { useRecordRefund } from "../lib/order-money/admin-money";
import { draftReady, emptyDraft, RecordFields, RecordFooter, type RecordDraft } from "./money-record-fields";
import { useUsd } from "./money-statement";

/** The sentence for a refused payment or refund, in the admin's language. */
export function useMoneyErrorMessage() {
  const { t } = useTranslation("admin-orders");
  const message = useErrorMessage();
  const usd = useUsd();
  return (error: unknown) => {
    if (!isApiError(error)) return message(error);
    if (error.code === "refund_exceeds_paid") {
      const refundable = (error.details as { refundable_usd?: number } | undefined)?.refundable_usd ?? 0;
      return t("money.errors.refund_exceeds_paid", { amount: usd(refundable) });
    }
    if (error.code === "invalid_transition") return t("money.errors.invalid_transition");
    if (error.status === 422 && Array.isArray(error.details)) {
      const fields = (error.details as Array<{ field?: string }>).map((d) => d?.field ?? "");
      if (fields.some((f) => f.includes("claim_id"))) return t("money.errors.claim");
      if (fields.some((f) => f.includes("amount_usd"))) return t("money.errors.amount");
      if (fields.some((f) => f.includes("paid_on") || f.includes("received_on"))) return t("money.errors.date");
    }
    return message(error);
  };
}

export type RefundClaimOption = { id: number; label: string };

/**
 * An admin records a refund sent to the buyer: amount, day, bank reference, reason and the
 * accepted claim it settles, then confirms (the record is kept for good and the buyer is told).
 */
export function RefundForm({
  orderId,
  email,
  refundableUsd,
  claims = [],
  initial = {},
  onDone,
}: {
  orderId: number;
  email: string;
  /** What may still go back (paid minus refunded), when known. */
  refundableUsd?: number;
  claims?: RefundClaimOption[];
  initial?: { amount?: number; claimId?: number; reason?: string };
  /** Called with the refund once it is recorded. */
  onDone?: (refund: Refund) => void;
}) {
  const { t } = useTranslation("admin-orders");
  const day = dayFormat(currentLanguage());
  const usd = useUsd();
  const errorOf = useMoneyErrorMessage();
  const mutation = useRecordRefund();
  const [draft, setDraft] = useState<RecordDraft>({ ...emptyDraft(), amount: initial.amount ?? "" });
  const [reason, setReason] = useState(initial.reason ?? "");
  const [claimId, setClaimId] = useState<string | null>(initial.claimId ? String(initial.claimId) : null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const ask = () => {
    if (!draftReady(draft)) return setProblem(t("money.required"));
    if (reason.trim() === "") return setProblem(t("money.reasonRequired"));
    setProblem(null);
    setConfirming(true);
  };
  const record = () =>
    mutation.mutate(
      {
        orderId,
        body: {
          amount_usd: Number(draft.amount),
          paid_on: draft.day,
          reference: draft.reference.trim(),
          reason: reason.trim(),
          ...(claimId ? { claim_id: Number(claimId) } : {}),
        },
      },
      {
        onSuccess: (refund) => {
          notifySuccess(t("money.refundSaved"));
          setConfirming(false);
          setDraft(emptyDraft());
          setReason("");
          setClaimId(null);
          onDone?.(refund);
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <Stack gap="sm" data-testid="refund-form">
      <RecordFields
        prefix="refund"
        cols={2}
        draft={draft}
        onChange={(d) => {
          setDraft(d);
          setConfirming(false);
        }}
        dayLabel={t("money.paidOn")}
        amountHint={refundableUsd !== undefined ? t("money.refundable", { amount: usd(refundableUsd) }) : undefined}
      >
        {claims.length > 0 ? (
          <Select
            label={t("money.claim")}
            placeholder={t("money.claimNone")}
            clearable
            data={claims.map((c) => ({ value: String(c.id), label: c.label }))}
            value={claimId}
            onChange={setClaimId}
            comboboxProps={{ withinPortal: false }}
            data-testid="refund-claim"
          />
        ) : null}
      </RecordFields>
      <Textarea
        label={t("money.reason")}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={PROTECTION_LIMITS.reasonMax}
        autosize
        minRows={2}
        data-testid="refund-reason"
      />
      <RecordFooter
        prefix="refund"
        color="orange"
        confirmText={
          confirming
            ? t("money.confirmRefund", {
                amount: usd(Number(draft.amount)),
                email: email || "—",
                date: day.format(draft.day),
              })
            : null
        }
        error={problem ?? (mutation.isError ? errorOf(mutation.error) : null)}
        pending={mutation.isPending}
        saveLabel={t("money.saveRefund")}
        onBack={() => setConfirming(false)}
        onSave={ask}
        onConfirm={record}
      />
    </Stack>
  );
}
