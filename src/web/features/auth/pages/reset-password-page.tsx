import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "../../../lib/lang-router";
import { checkPassword } from "../../../../shared/password-policy";
import { PageHeader } from "../../../components/page-header";
import { useErrorMessage } from "../../../lib/api-error-message";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";
import { PasswordChecklist } from "../../../components/password-checklist";
import { fieldDetail } from "../utils/api-details";
import { paths } from "../../../config/paths";

function BadLink() {
  const { t } = useTranslation("auth");
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("reset.invalidTitle")}
      data-testid="reset-invalid"
    >
      <Text size="sm">{t("reset.invalidMessage")}</Text>
      <Anchor component={Link} to={paths.forgotPassword} size="sm" fw={600}>
        {t("reset.requestNew")}
      </Anchor>
    </Alert>
  );
}

/** /reset-password?token=…: a new password from the emailed single-use link. */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const message = useErrorMessage();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useConfirmPasswordReset();
  const form = useForm({
    initialValues: { password: "", confirm: "" },
    validate: {
      password: (v) => (checkPassword(v).ok ? null : t("password.policyFailed")),
      confirm: (v, values) => (v === values.password ? null : t("password.mismatch")),
    },
  });
  const tokenRefused = !!fieldDetail(confirm.error, "token");
  const passwordRefused = !!fieldDetail(confirm.error, "password");

  let body;
  if (!token || tokenRefused) {
    body = <BadLink />;
  } else if (confirm.isSuccess) {
    body = (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t("reset.doneTitle")} data-testid="reset-done">
        <Text size="sm">{t("reset.doneMessage")}</Text>
        <Anchor component={Link} to={paths.login} size="sm" fw={600}>
          {t("register.goToLogin")}
        </Anchor>
      </Alert>
    );
  } else {
    body = (
      <form
        noValidate
        data-testid="reset-form"
        onSubmit={form.onSubmit(({ password }) => confirm.mutate({ token, password }))}
      >
        <Stack gap="md">
          {confirm.isError && !passwordRefused ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
              {message(confirm.error)}
            </Alert>
          ) : null}
          <PasswordInput
            label={t("fields.newPassword")}
            autoComplete="new-password"
            required
            data-autofocus
            data-testid="reset-password"
            {...form.getInputProps("password")}
            error={form.errors.password ?? (passwordRefused ? t("password.policyFailed") : undefined)}
          />
          <PasswordChecklist password={form.values.password} />
          <PasswordInput
            label={t("fields.confirmPassword")}
            autoComplete="new-password"
            required
            data-testid="reset-confirm"
            {...form.getInputProps("confirm")}
          />
          <Button type="submit" loading={confirm.isPending} fullWidth data-testid="reset-submit">
            {t("reset.submit")}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size={440} px={0}>
      <PageHeader title={t("reset.title")} description={t("reset.subtitle")} />
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {body}
      </Paper>
    </Container>
  );
}
