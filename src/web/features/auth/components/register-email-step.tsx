import { Alert, Anchor, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { useSendPreregister } from "../api/send-preregister";
import { paths } from "../../../config/paths";
import { EmailForm } from "./email-form";

/** Step 1: the email address, to which a 6-digit code is sent. */
export function RegisterEmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation("auth");
  const message = useErrorMessage();
  const send = useSendPreregister();
  const taken = send.error instanceof ApiError && send.error.code === "email_taken";

  return (
    <EmailForm
      initialEmail={initialEmail}
      onSubmit={(email) => send.mutate(email, { onSuccess: () => onSent(email) })}
      submitLabel={t("register.sendCode")}
      pending={send.isPending}
      testIds={{ form: "register-email-form", email: "register-email", submit: "register-send-code" }}
    >
      {(email) => (
        <>
          <Text size="sm" c="dimmed">
            {t("register.emailHint")}
          </Text>
          {taken ? (
            <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="register-email-taken">
              <Text size="sm">{t("register.emailTaken")}</Text>
              <Anchor component={Link} to={paths.login} size="sm" fw={600} mr="md">
                {t("register.goToLogin")}
              </Anchor>
              <Anchor component={Link} to={paths.forgotPasswordFor(email.trim())} size="sm" fw={600}>
                {t("forgot.link")}
              </Anchor>
            </Alert>
          ) : send.isError ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="register-error">
              {message(send.error)}
            </Alert>
          ) : null}
        </>
      )}
    </EmailForm>
  );
}
