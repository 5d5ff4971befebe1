import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconMailCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { useErrorMessage } from "../../../lib/api-error-message";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { paths } from "../../../config/paths";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for a password reset link (also the way out of a locked account). */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const message = useErrorMessage();
  const [params] = useSearchParams();
  const request = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: params.get("email") ?? "" },
    validate: { email: (v) => (EMAIL_PATTERN.test(v.trim()) ? null : t("register.emailInvalid")) },
  });

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
          <form
            noValidate
            data-testid="forgot-form"
            onSubmit={form.onSubmit(({ email }) => request.mutate(email.trim()))}
          >
            <Stack gap="md">
              {request.isError ? (
                <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
                  {message(request.error)}
                </Alert>
              ) : null}
              <TextInput
                label={t("fields.email")}
                type="email"
                autoComplete="email"
                required
                data-autofocus
                data-testid="forgot-email"
                {...form.getInputProps("email")}
              />
              <Button type="submit" loading={request.isPending} fullWidth data-testid="forgot-submit">
                {t("forgot.submit")}
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center" mt="lg">
          <Anchor component={Link} to={paths.login} fw={600}>
            {t("register.goToLogin")}
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
