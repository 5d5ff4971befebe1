import { Alert, Anchor, Button, Card, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconKey } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PasswordChecklist } from "../../../components/password-checklist";
import { paths } from "../../../config/paths";
import { ApiError, isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { Link } from "../../../lib/lang-router";
import { notifySuccess } from "../../../lib/notify";
import { checkPassword } from "../../../../shared/password-policy";
import { useChangeMyPassword } from "../api/change-password";

/** Attempts left before the account locks, when the server tells. */
function remainingAttempts(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.details as { remaining_attempts?: unknown } | null;
  return typeof details?.remaining_attempts === "number" ? details.remaining_attempts : null;
}

/**
 * My page → Security → Password: the current password, a new one (checked against the shared
 * policy as it is typed) and the same again. Every other device is signed out; this one stays.
 */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const message = useErrorMessage();
  const change = useChangeMyPassword();
  const form = useForm({
    initialValues: { current: "", next: "", again: "" },
    validate: {
      current: (v) => (v ? null : t("password.currentMissing")),
      next: (v) => (checkPassword(v).ok ? null : t("password.policyFailed")),
      again: (v, values) => (v === values.next ? null : t("password.mismatch")),
    },
  });
  const wrongCurrent = isApiError(change.error, 401);
  const locked = isApiError(change.error, 423);
  const left = remainingAttempts(change.error);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="password-change">
      <form
        noValidate
        data-testid="password-change-form"
        onSubmit={form.onSubmit(({ current, next }) =>
          change.mutate(
            { current_password: current, new_password: next },
            {
              onSuccess: () => {
                notifySuccess(t("password.done"));
                form.reset();
              },
            },
          ),
        )}
      >
        <Stack gap="sm" maw={480}>
          <Text size="sm">{t("password.explain")}</Text>
          <PasswordInput
            label={t("password.current")}
            autoComplete="current-password"
            required
            maxLength={1024}
            data-testid="password-current"
            {...form.getInputProps("current")}
            onChange={(event) => {
              form.setFieldValue("current", event.currentTarget.value);
              if (change.isError) change.reset();
            }}
            error={
              form.errors.current ??
              (wrongCurrent
                ? left !== null
                  ? t("password.wrongCurrentLeft", { count: left })
                  : t("password.wrongCurrent")
                : undefined)
            }
          />
          <PasswordInput
            label={t("password.new")}
            autoComplete="new-password"
            required
            maxLength={4096}
            data-testid="password-new"
            {...form.getInputProps("next")}
          />
          <PasswordChecklist password={form.values.next} />
          <PasswordInput
            label={t("password.again")}
            autoComplete="new-password"
            required
            maxLength={4096}
            data-testid="password-again"
            {...form.getInputProps("again")}
          />
          {locked ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="password-locked">
              {t("password.locked")}{" "}
              <Anchor component={Link} to={paths.forgotPasswordFor(email)} fw={600}>
                {t("password.resetByEmail")}
              </Anchor>
            </Alert>
          ) : change.isError && !wrongCurrent ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
              {message(change.error)}
            </Alert>
          ) : null}
          <Group>
            <Button
              type="submit"
              leftSection={<IconKey size={16} aria-hidden />}
              loading={change.isPending}
              data-testid="password-change-submit"
            >
              {t("password.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
