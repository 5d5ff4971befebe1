import { Alert, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { checkPassword } from "../../../../shared/password-policy";
import { currentLanguage } from "../../../lib/i18n";
import { CountrySelect, guessCountry } from "../../../components/country-select";
import { PasswordChecklist } from "../../../components/password-checklist";

export interface RegisterDetails {
  name: string;
  country: string;
  password: string;
  referral_code: string;
}

/** What the form holds; kept by the page while the user goes back a step. */
export type RegisterDetailsDraft = RegisterDetails & { confirm: string };

/** Step 3: name, country, password (with the live checklist) and the referral code. */
export function RegisterDetailsStep(props: {
  initialReferralCode: string;
  draft: RegisterDetailsDraft | null;
  pending: boolean;
  /** A translated problem from the server, shown above the form. */
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
  onBack: (draft: RegisterDetailsDraft) => void;
  onSubmit: (details: RegisterDetails, draft: RegisterDetailsDraft) => void;
}) {
  const { t } = useTranslation("auth");
  const form = useForm({
    initialValues: props.draft ?? {
      name: "",
      country: guessCountry(currentLanguage()) ?? "",
      password: "",
      confirm: "",
      referral_code: props.initialReferralCode,
    },
    validate: {
      name: (v) => (v.trim() ? null : t("register.nameRequired")),
      country: (v) => (v ? null : t("register.countryRequired")),
      password: (v) => (checkPassword(v).ok ? null : t("password.policyFailed")),
      confirm: (v, values) => (v === values.password ? null : t("password.mismatch")),
    },
  });
  const errors = { ...props.serverFieldErrors, ...form.errors };

  return (
    <form
      noValidate
      data-testid="register-details-form"
      onSubmit={form.onSubmit((v) =>
        props.onSubmit(
          { name: v.name.trim(), country: v.country, password: v.password, referral_code: v.referral_code.trim() },
          v,
        ),
      )}
    >
      <Stack gap="md">
        {props.serverError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="register-error">
            {props.serverError}
          </Alert>
        ) : null}
        <TextInput
          label={t("fields.name")}
          autoComplete="name"
          required
          data-testid="register-name"
          {...form.getInputProps("name")}
          error={errors.name}
        />
        <CountrySelect
          label={t("fields.country")}
          required
          autoComplete="country"
          data-testid="register-country"
          {...form.getInputProps("country")}
          error={errors.country}
        />
        <PasswordInput
          label={t("fields.password")}
          autoComplete="new-password"
          required
          data-testid="register-password"
          {...form.getInputProps("password")}
          error={errors.password}
        />
        <PasswordChecklist password={form.values.password} />
        <PasswordInput
          label={t("fields.confirmPassword")}
          autoComplete="new-password"
          required
          data-testid="register-confirm"
          {...form.getInputProps("confirm")}
        />
        <TextInput
          label={t("fields.referralCode")}
          description={t("register.referralHint")}
          autoComplete="off"
          data-testid="register-referral"
          {...form.getInputProps("referral_code")}
        />
        <Button type="submit" loading={props.pending} fullWidth data-testid="register-submit">
          {t("register.submit")}
        </Button>
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => props.onBack(form.getValues())}>
            {t("register.back")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
