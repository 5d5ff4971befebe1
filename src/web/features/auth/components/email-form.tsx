import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../config/paths";
import { Link } from "../../../lib/lang-router";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A form that asks only for an email address (registration's first step, a reset link): what the
 * page says first (`children`: a hint, the last error), the address, and the button. It checks the
 * address's shape before `onSubmit` gets it, trimmed.
 */
export function EmailForm({
  initialEmail,
  onSubmit,
  submitLabel,
  pending,
  testIds,
  children,
}: {
  initialEmail: string;
  onSubmit: (email: string) => void;
  submitLabel: string;
  pending: boolean;
  testIds: { form: string; email: string; submit: string };
  /** Receives the address as typed (a link may carry it on). */
  children?: (email: string) => ReactNode;
}) {
  const { t } = useTranslation("auth");
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: { email: (v) => (EMAIL_PATTERN.test(v.trim()) ? null : t("register.emailInvalid")) },
  });
  return (
    <form noValidate data-testid={testIds.form} onSubmit={form.onSubmit(({ email }) => onSubmit(email.trim()))}>
      <Stack gap="md">
        {children?.(form.values.email)}
        <TextInput
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          data-testid={testIds.email}
          {...form.getInputProps("email")}
        />
        <Button type="submit" loading={pending} fullWidth data-testid={testIds.submit}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** Under a registration or reset form: the way back to the login page, after `lead` if given. */
export function BackToLogin({ lead }: { lead?: string }) {
  const { t } = useTranslation("auth");
  return (
    <Text size="sm" ta="center" mt="lg">
      {lead ? `${lead} ` : null}
      <Anchor component={Link} to={paths.login} fw={600}>
        {t("register.goToLogin")}
      </Anchor>
    </Text>
  );
}
