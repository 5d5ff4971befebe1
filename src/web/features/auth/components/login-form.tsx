import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { getFieldErrors } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useLogin } from "../api/login";
import { LoginCodeStep, isCodeMissing, isTotpRequired } from "./login-code-step";
import { LoginError } from "./login-error";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * Email and password; for an account with two-step sign-in, the server answers 401
 * totp_required and the form asks for the code in a second step (the password is kept).
 */
export function LoginForm() {
  const { t } = useTranslation("common");
  const loginMutation = useLogin();
  const [step, setStep] = useState<"password" | "code">("password");
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: {
      email: (value) =>
        !value.trim() ? t("auth.emailRequired") : EMAIL_PATTERN.test(value.trim()) ? null : t("auth.emailInvalid"),
      password: (value) => (value ? null : t("auth.passwordRequired")),
    },
  });

  const logIn = (totp?: string) => {
    const { email, password } = form.getValues();
    loginMutation.mutate(
      { email: email.trim(), password, ...(totp === undefined ? {} : { totp }) },
      {
        onSuccess: (user) => notifySuccess(t("auth.welcome", { name: user.name || user.email })),
        onError: (error) => {
          if (isTotpRequired(error)) setStep("code");
          else if (error instanceof ApiError && error.status === 401) setStep("password");
          else form.setErrors(getFieldErrors(error));
        },
      },
    );
  };

  if (step === "code") {
    return (
      <LoginCodeStep
        error={loginMutation.isError && !isCodeMissing(loginMutation.error) ? loginMutation.error : null}
        pending={loginMutation.isPending}
        onSubmit={(code) => logIn(code)}
        onEdit={() => loginMutation.reset()}
        onBack={() => {
          loginMutation.reset();
          form.setFieldValue("password", "");
          setStep("password");
        }}
      />
    );
  }

  return (
    <form onSubmit={form.onSubmit(() => logIn())} noValidate data-testid="login-form">
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
