import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconLock, IconUserOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { paths } from "../../../config/paths";

function detail(error: ApiError, key: string): unknown {
  return error.details && typeof error.details === "object"
    ? (error.details as Record<string, unknown>)[key]
    : undefined;
}

// The reset link comes from the server; follow only web addresses or site paths.
function safeUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : undefined;
}

/** Explains a failed login: wrong password (with attempts left), locked, disabled, other. */
export function LoginError({ error }: { error: unknown }) {
  const { t } = useTranslation("common");
  const message = useErrorMessage();

  if (error instanceof ApiError && error.status === 401) {
    const remaining = detail(error, "remaining_attempts");
    return (
      <Stack gap="sm">
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="login-error">
          {t("auth.invalidCredentials")}
        </Alert>
        {typeof remaining === "number" ? (
          <Alert color="yellow" variant="light" data-testid="login-remaining-attempts">
            {t("auth.remainingAttempts", { count: remaining })}
          </Alert>
        ) : null}
      </Stack>
    );
  }

  if (error instanceof ApiError && error.status === 423) {
    const resetUrl = safeUrl(detail(error, "reset_url"));
    return (
      <Alert color="orange" icon={<IconLock aria-hidden />} title={t("auth.lockedTitle")} data-testid="login-locked">
        <Text size="sm">{t("auth.lockedMessage")}</Text>
        {resetUrl ? (
          <Anchor href={resetUrl} fw={600} size="sm" data-testid="login-reset-link">
            {t("auth.resetPassword")}
          </Anchor>
        ) : null}
      </Alert>
    );
  }

  if (error instanceof ApiError && error.code === "account_disabled") {
    return (
      <Alert
        color="red"
        icon={<IconUserOff aria-hidden />}
        title={t("auth.disabledTitle")}
        data-testid="login-disabled"
      >
        <Text size="sm">{t("auth.disabledMessage")}</Text>
        <Anchor component={Link} to={paths.contact} fw={600} size="sm">
          {t("nav.contact")}
        </Anchor>
      </Alert>
    );
  }

  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="login-error">
      {message(error)}
    </Alert>
  );
}
