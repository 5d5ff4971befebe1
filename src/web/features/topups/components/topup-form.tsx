import { Alert, Button, Group, NumberInput, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatCc, usdExact } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { usePublicSettings } from "../../../lib/public-settings";
import { round2 } from "../../../../shared/price-chain";
import { useCreateTopup, type Topup } from "../api/topups";

const FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 };

const hasAtMost3Decimals = (n: number) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

type Props = {
  defaultName: string;
  onCreated: (t: Topup) => void;
  /** The bank details of a request are on screen: the fields are read-only until `onNew`. */
  locked?: boolean;
  onNew?: () => void;
};

/** Amount (with its USD price), payer name and note of a top-up request. */
export function TopupForm({ defaultName, onCreated, locked = false, onNew }: Props) {
  const { t } = useTranslation("topups");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const settings = usePublicSettings();
  const create = useCreateTopup();
  const min = settings.data?.topup_min_cc ?? 1;
  const max = settings.data?.topup_max_cc ?? 1000;
  const price = settings.data?.cc_price_usd ?? 1;
  const [amount, setAmount] = useState<number | string>(10);
  const [payer, setPayer] = useState(defaultName);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; payer?: string }>({});
  const value = typeof amount === "number" ? amount : Number(amount);
  const usd = Number.isFinite(value) ? round2(value * price) : 0;
  const usdText = usdExact(usd, lang);

  const submit = () => {
    const next: typeof errors = {};
    if (amount === "" || !Number.isFinite(value)) next.amount = t("form.amountRequired");
    else if (value < min || value > max)
      next.amount = t("form.amountRange", { min: formatCc(min, lang), max: formatCc(max, lang) });
    else if (!hasAtMost3Decimals(value)) next.amount = t("form.amountDecimals");
    if (!payer.trim()) next.payer = t("form.payerRequired");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    create.mutate(
      { amount_cc: value, payer_name: payer.trim(), note: note.trim() || null },
      { onSuccess: (topup) => onCreated(topup) },
    );
  };

  const form = (
    <fieldset disabled={locked} style={FIELDSET} data-testid="topup-form">
      <Stack gap="sm">
        <Group align="flex-start" gap="md" grow>
          <NumberInput
            label={t("form.amount")}
            value={amount}
            onChange={setAmount}
            min={min}
            max={max}
            decimalScale={3}
            error={errors.amount}
            data-testid="topup-amount"
          />
          <div>
            <Text size="sm" fw={500}>
              {t("form.price")}
            </Text>
            <Text fz="xl" fw={700} mt={4} data-testid="topup-usd">
              {usdText}
            </Text>
            <Text size="xs" c="dimmed">
              {t("form.rate", {
                price: usdExact(price, lang),
              })}
            </Text>
          </div>
        </Group>
        <TextInput
          label={t("form.payer")}
          description={t("form.payerHint")}
          value={payer}
          onChange={(e) => setPayer(e.currentTarget.value)}
          maxLength={120}
          error={errors.payer}
          data-testid="topup-payer"
        />
        <Textarea
          label={t("form.note")}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          data-testid="topup-note"
        />
        {create.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {isApiError(create.error, 409) ? t("form.tooManyPending") : message(create.error)}
          </Alert>
        ) : null}
        {locked ? null : (
          <Group justify="flex-end">
            <Button onClick={submit} loading={create.isPending} data-testid="topup-submit">
              {t("form.submit")}
            </Button>
          </Group>
        )}
      </Stack>
    </fieldset>
  );
  if (!locked) return form;
  // The way to a second request is outside the disabled fieldset and says what it does.
  return (
    <>
      {form}
      <Group justify="flex-end" gap="sm" mt="sm">
        <Text size="sm" c="dimmed" data-testid="topup-locked">
          {t("form.lockedHint")}
        </Text>
        <Button variant="default" onClick={onNew} data-testid="topup-new">
          {t("form.newRequest")}
        </Button>
      </Group>
    </>
  );
}
