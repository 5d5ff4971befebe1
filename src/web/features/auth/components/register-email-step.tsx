import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { useSendPreregister } from "../api/send-preregister";
import { paths } from "../../../config/paths";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 1: the email address, to which a 6-digit code is sent. */
export function RegisterEmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation("auth");
  const message = useErrorMessage();
  const send = useSendPreregister();
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: { email: (v) => (EMAIL_PATTERN.test(v.trim()) ? null : t("register.emailInvalid")) },
  });
  const taken = send.error instanceof ApiError && send.error.code === "email_taken";

  return (
    <form
      noValidate
      data-testid="register-email-form"
      onSubmit={form.onSubmit(({ email }) => send.mutate(email.trim(), { onSuccess: () => onSent(email.trim()) }))}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("register.emailHint")}
        </Text>
        {taken ? (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="register-email-taken">
            <Text size="sm">{t("register.emailTaken")}</Text>
            <Anchor component={Link} to={paths.login} size="sm" fw={600} mr="md">
              {t("register.goToLogin")}
            </Anchor>
            <Anchor component={Link} to={paths.forgotPasswordFor(form.values.email.trim())} size="sm" fw={600}>
              {t("forgot.link")}
            </Anchor>
          </Alert>
        ) : send.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="register-error">
            {message(send.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          data-testid="register-email"
          {...form.getInputProps("email")}
        />
        <Button type="submit" loading={send.isPending} fullWidth data-testid="register-send-code">
          {t("register.sendCode")}
        </Button>
      </Stack>
    </form>
  );
}
