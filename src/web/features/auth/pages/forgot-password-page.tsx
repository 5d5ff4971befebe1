import { Alert, Container, Paper, Text } from "@mantine/core";
import { IconAlertTriangle, IconMailCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { useErrorMessage } from "../../../lib/api-error-message";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { BackToLogin, EmailForm } from "../components/email-form";

/** Asks for a password reset link (also the way out of a locked account). */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const message = useErrorMessage();
  const [params] = useSearchParams();
  const request = useRequestPasswordReset();

  return (
    <Container size={440} px={0}>
      <PageHeader title={t("forgot.title")} description={t("forgot.subtitle")} />
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {request.isSuccess ? (
          <Alert
            color="green"
            icon={<IconMailCheck aria-hidden />}
            title={t("forgot.sentTitle")}
            data-testid="forgot-sent"
          >
            <Text size="sm">{t("forgot.sentMessage", { email: request.variables })}</Text>
          </Alert>
        ) : (
          <EmailForm
            initialEmail={params.get("email") ?? ""}
            onSubmit={(email) => request.mutate(email)}
            submitLabel={t("forgot.submit")}
            pending={request.isPending}
            testIds={{ form: "forgot-form", email: "forgot-email", submit: "forgot-submit" }}
          >
            {() =>
              request.isError ? (
                <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
                  {message(request.error)}
                </Alert>
              ) : null
            }
          </EmailForm>
        )}
        <BackToLogin />
      </Paper>
    </Container>
  );
}
