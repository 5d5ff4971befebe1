import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { getFieldErrors } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useLogin } from "../api/login";
import { LoginError } from "./login-error";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export function LoginForm() {
  const { t } = useTranslation("common");
  const loginMutation = useLogin();
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: {
      email: (value) =>
        !value.trim() ? t("auth.emailRequired") : EMAIL_PATTERN.test(value.trim()) ? null : t("auth.emailInvalid"),
      password: (value) => (value ? null : t("auth.passwordRequired")),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    loginMutation.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (user) => notifySuccess(t("auth.welcome", { name: user.name || user.email })),
        onError: (error) => form.setErrors(getFieldErrors(error)),
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="login-form">
      <Stack gap="md">
        {loginMutation.isError ? <LoginError error={loginMutation.error} /> : null}
        <TextInput
          label={t("auth.email")}
          type="email"
          autoComplete="username"
          required
          data-autofocus
          data-testid="login-email"
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label={t("auth.password")}
          autoComplete="current-password"
          required
          data-testid="login-password"
          {...form.getInputProps("password")}
        />
        <Button type="submit" loading={loginMutation.isPending} fullWidth data-testid="login-submit">
          {t("auth.submit")}
        </Button>
      </Stack>
    </form>
  );
}
