import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useAdjustCredits } from "../api/user-actions";
import type { AdminUser } from "../api/list-users";
import { LocalNumberInput } from "../../../components/local-number-input";

function AdjustForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation("admin-users");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const mutation = useAdjustCredits();
  // One key per opened form: a double submit or retry moves the money once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<{ amount: number | string; account: "cc" | "cash_cc"; reason: string }>({
    initialValues: { amount: "", account: "cc", reason: "" },
    validate: {
      amount: (v) => (typeof v === "number" && v !== 0 ? null : t("credits.amountRequired")),
      reason: (v) => (v.trim() ? null : t("credits.reasonRequired")),
    },
  });
  const balance = form.values.account === "cc" ? user.cc_balance : user.cash_cc_balance;

  return (
    <form
      noValidate
      data-testid="admin-credits-form"
      onSubmit={form.onSubmit((v) =>
        mutation.mutate(
          {
            userId: user.id,
            amount: Number(v.amount),
            account: v.account,
            reason: v.reason.trim(),
            idempotency_key: idempotencyKey,
          },
          {
            onSuccess: (result) => {
              notifySuccess(
                t("credits.done", {
                  email: user.email,
                  cc: formatCc(result.cc_balance, lang),
                  cash: formatCc(result.cash_cc_balance, lang),
                }),
              );
              onDone();
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <Text size="sm">{t("credits.current", { amount: formatCc(balance, lang) })}</Text>
        {mutation.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {isApiError(mutation.error, 402) ? t("credits.belowZero") : message(mutation.error)}
          </Alert>
        ) : null}
        <SegmentedControl
          fullWidth
          data={[
            { value: "cc", label: t("credits.accounts.cc") },
            { value: "cash_cc", label: t("credits.accounts.cash_cc") },
          ]}
          {...form.getInputProps("account")}
        />
        <LocalNumberInput
          label={t("credits.amount")}
          description={t("credits.amountHint")}
          decimalScale={3}
          required
          data-testid="admin-credits-amount"
          {...form.getInputProps("amount")}
        />
        <Textarea
          label={t("credits.reason")}
          required
          autosize
          minRows={2}
          maxLength={500}
          data-testid="admin-credits-reason"
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={mutation.isPending} data-testid="admin-credits-submit">
            {t("credits.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds or removes CC on a user's account with a reason. */
export function AdjustCreditsModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation("admin-users");
  return (
    <Modal opened={!!user} onClose={onClose} title={user ? t("credits.title", { email: user.email }) : ""} centered>
      {user ? <AdjustForm user={user} onDone={onClose} /> : null}
    </Modal>
  );
}
