import { Alert, Button, Group, Select, Stack, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useRequestWithdrawal } from "../api/request-withdrawal";
import { MIN_WITHDRAWAL_CC, WITHDRAWAL_METHODS, type WithdrawalMethod } from "../types/withdrawal";
import { LocalNumberInput } from "../../../components/local-number-input";
import { CheckedForm } from "../../../components/form-parts";

const hasAtMost3Decimals = (n: number) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

/** Amount, payout method and account details of a withdrawal request. */
export function WithdrawalForm({ available }: { available: number }) {
  const { t } = useTranslation("withdrawals");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const mutation = useRequestWithdrawal();
  const [amount, setAmount] = useState<number | string>("");
  const [method, setMethod] = useState<WithdrawalMethod>("bank_transfer");
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; details?: string }>({});

  const submit = () => {
    const value = typeof amount === "number" ? amount : Number(amount);
    const next: typeof errors = {};
    if (amount === "" || !Number.isFinite(value)) next.amount = t("form.amountRequired");
    else if (value < MIN_WITHDRAWAL_CC) next.amount = t("form.amountMin", { min: formatCc(MIN_WITHDRAWAL_CC, lang) });
    else if (!hasAtMost3Decimals(value)) next.amount = t("form.amountDecimals");
    else if (value > available) next.amount = t("form.amountTooHigh", { available: formatCc(available, lang) });
    if (!details.trim()) next.details = t("form.detailsRequired");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    mutation.mutate(
      { amount: value, method, account_details: details.trim() },
      {
        onSuccess: () => {
          notifySuccess(t("form.requested"));
          setAmount("");
          setDetails("");
        },
      },
    );
  };

  return (
    <CheckedForm onSubmit={submit}>
      <Stack gap="sm" maw={520}>
        {mutation.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" data-testid="withdrawal-error">
            {isApiError(mutation.error, 402) ? t("form.insufficient") : message(mutation.error)}
          </Alert>
        ) : null}
        <LocalNumberInput
          label={t("form.amount")}
          description={t("form.amountHint", {
            min: formatCc(MIN_WITHDRAWAL_CC, lang),
            available: formatCc(available, lang),
          })}
          value={amount}
          onChange={setAmount}
          min={MIN_WITHDRAWAL_CC}
          max={available}
          decimalScale={3}
          step={1}
          suffix=" CC"
          required
          error={errors.amount}
          data-testid="withdrawal-amount"
        />
        <Select
          label={t("form.method")}
          data={WITHDRAWAL_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
          value={method}
          onChange={(v) => v && setMethod(v as WithdrawalMethod)}
          allowDeselect={false}
          data-testid="withdrawal-method"
        />
        <Textarea
          label={t("form.details")}
          description={t(`form.detailsHint.${method}`)}
          value={details}
          onChange={(e) => setDetails(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          error={errors.details}
          data-testid="withdrawal-details"
        />
        <Group>
          <Button
            type="submit"
            loading={mutation.isPending}
            disabled={available < MIN_WITHDRAWAL_CC}
            data-testid="withdrawal-submit"
          >
            {t("form.submit")}
          </Button>
        </Group>
      </Stack>
    </CheckedForm>
  );
}
