import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { TopUpLink } from "../../../components/top-up-link";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { isApiError } from "../../../lib/api-client";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { makerFilter, modelFilter } from "../../../lib/term-filter";
import { notifySuccess } from "../../../lib/notify";
import { FUEL_VALUES, yearOptions } from "../../../lib/vehicle-options";
import { useMakerOptions, useModelOptions } from "../../../lib/promo/get-maker-options";
import { useCreateVehicleRequest } from "../api/create-vehicle-request";
import { LocalNumberInput } from "../../../components/local-number-input";
import { currencySign, formatWon, mileageUnit } from "../../../lib/format";
import { useMoney } from "../../../lib/money";

type Values = {
  maker: string | null;
  model: string | null;
  grade: string;
  year: string | null;
  fuel: string | null;
  mileage: number | string;
  budget: number | string;
  note: string;
};

const numberOrNull = (v: number | string) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The vehicle request form (maker, model, grade, year, fuel, mileage, budget, note). */
export function RequestForm({ canRequest }: { canRequest: boolean }) {
  const { t } = useTranslation("inquiry");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const create = useCreateVehicleRequest();
  // The budget is typed in the visitor's currency, as prices are shown, and sent in won.
  const money = useMoney();
  const budgetKrw = (amount: number | null) => (amount === null ? null : money.toKrw(amount));
  const form = useForm<Values>({
    initialValues: {
      maker: null,
      model: null,
      grade: "",
      year: null,
      fuel: null,
      mileage: "",
      budget: "",
      note: "",
    },
    validate: { maker: (v) => (v ? null : t("form.makerRequired")) },
  });
  const makers = useMakerOptions();
  const models = useModelOptions(form.values.maker);
  const makerData = (makers.data ?? []).map((ko) => ({ value: ko, label: translateTerm("maker", ko, lang) }));
  const modelData = (models.data ?? []).map((ko) => ({ value: ko, label: translateTerm("model", ko, lang) }));
  const fuelData = FUEL_VALUES.map((ko) => ({ value: ko, label: translateTerm("fuel", ko, lang) }));
  const years = yearOptions().map((y) => ({ value: String(y), label: String(y) }));

  const submit = form.onSubmit((v) =>
    create.mutate(
      {
        maker: v.maker!,
        model: v.model,
        grade: v.grade.trim() || null,
        year: v.year ? Number(v.year) : null,
        fuel: v.fuel,
        mileage: numberOrNull(v.mileage),
        budget_krw: budgetKrw(numberOrNull(v.budget)),
        note: v.note.trim() || null,
      },
      {
        onSuccess: () => {
          notifySuccess(t("form.sent"));
          form.reset();
        },
        onError: (error) => form.setErrors(getFieldErrors(error)),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} data-testid="request-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t("form.maker")}
            placeholder={t("form.choose")}
            data={makerData}
            searchable
            filter={makerFilter}
            required
            data-testid="request-maker"
            {...form.getInputProps("maker")}
            onChange={(value) => {
              form.setFieldValue("maker", value);
              form.setFieldValue("model", null);
            }}
          />
          <Select
            label={t("form.model")}
            placeholder={t("form.any")}
            data={modelData}
            searchable
            filter={modelFilter}
            clearable
            disabled={!form.values.maker}
            data-testid="request-model"
            {...form.getInputProps("model")}
          />
          <TextInput
            label={t("form.grade")}
            placeholder={t("form.gradePlaceholder")}
            maxLength={200}
            data-testid="request-grade"
            {...form.getInputProps("grade")}
          />
          <Select
            label={t("form.year")}
            placeholder={t("form.any")}
            data={years}
            searchable
            clearable
            data-testid="request-year"
            {...form.getInputProps("year")}
          />
          <Select
            label={t("form.fuel")}
            placeholder={t("form.any")}
            data={fuelData}
            clearable
            data-testid="request-fuel"
            {...form.getInputProps("fuel")}
          />
          <LocalNumberInput
            label={t("form.mileage")}
            description={t("form.mileageHint")}
            min={0}
            max={3_000_000}
            step={10_000}
            grouped
            suffix={` ${mileageUnit(lang)}`}
            allowDecimal={false}
            data-testid="request-mileage"
            {...form.getInputProps("mileage")}
          />
          <LocalNumberInput
            label={t("form.budget", { currency: money.currency })}
            description={
              money.currency !== "KRW" && typeof form.values.budget === "number"
                ? `≈ ${formatWon(money.toKrw(form.values.budget), lang)}`
                : undefined
            }
            min={0}
            max={Math.floor(100_000_000_000 / money.rate)}
            step={money.currency === "KRW" ? 1_000_000 : 1_000}
            grouped
            prefix={currencySign(money.currency, lang)}
            allowDecimal={false}
            data-testid="request-budget"
            data-currency={money.currency}
            {...form.getInputProps("budget")}
          />
        </SimpleGrid>
        <Textarea
          label={t("form.note")}
          placeholder={t("form.notePlaceholder")}
          autosize
          minRows={3}
          maxLength={2000}
          data-testid="request-note"
          {...form.getInputProps("note")}
        />
        {create.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {isApiError(create.error, 402) ? (
              <>
                {t("needCc")} <TopUpLink />
              </>
            ) : (
              message(create.error)
            )}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconSend size={18} aria-hidden />}
            loading={create.isPending}
            disabled={!canRequest}
            data-testid="request-submit"
          >
            {t("form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
