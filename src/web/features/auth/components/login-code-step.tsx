import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft, IconShieldLock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { LoginError } from "./login-error";

function detail(error: ApiError, key: string): unknown {
  return error.details && typeof error.details === "object"
    ? (error.details as Record<string, unknown>)[key]
    : undefined;
}

/** The server wants the second factor (none was sent, or it was wrong). */
export const isTotpRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === "totp_required";

/** …because none was sent: the normal way into the second step, not a mistake to show. */
export const isCodeMissing = (error: unknown) => isTotpRequired(error) && detail(error, "reason") === "code_missing";

// What the server takes: 6 digits, or a recovery code (letters, digits, dashes, spaces).
const APP_CODE = /^\s*\d{6}\s*$/;
const RECOVERY_CODE = /^[0-9A-Za-z -]{6,32}$/;

/** Step 2 of logging in: the code from the authenticator app, or one of the recovery codes. */
export function LoginCodeStep(props: {
  /** The last answer, when it is worth showing (a wrong code, a lock). */
  error: unknown;
  pending: boolean;
  onSubmit: (code: string) => void;
  onEdit: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation("auth");
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const valid = recovery ? RECOVERY_CODE.test(code) : APP_CODE.test(code);
  const fieldError = touched && !valid ? (recovery ? t("totp.recoveryInvalid") : t("totp.codeInvalid")) : null;
  const wrong = isTotpRequired(props.error) ? props.error : null;
  const remaining = wrong ? detail(wrong, "remaining_attempts") : undefined;

  return (
    <form
      noValidate
      data-testid="login-totp-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (valid) props.onSubmit(code.trim());
      }}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={22} color="var(--mantine-color-brand-7)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" data-testid="login-totp-explain">
            {recovery ? t("totp.recoveryExplain") : t("totp.explain")}
          </Text>
        </Group>
        {wrong ? (
          <Stack gap="sm">
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="login-totp-error">
              {t("totp.wrong")}
            </Alert>
            {typeof remaining === "number" ? (
              <Alert color="yellow" variant="light" data-testid="login-remaining-attempts">
                {t("totp.remainingAttempts", { count: remaining })}
              </Alert>
            ) : null}
          </Stack>
        ) : props.error ? (
          <LoginError error={props.error} />
        ) : null}
        <TextInput
          key={recovery ? "recovery" : "app"}
          label={recovery ? t("totp.recoveryLabel") : t("totp.codeLabel")}
          placeholder={recovery ? "xxxxx-xxxxx" : "123456"}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          maxLength={32}
          required
          autoFocus
          value={code}
          error={fieldError}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (props.error) props.onEdit();
          }}
          data-testid="login-totp"
        />
        <Button type="submit" loading={props.pending} fullWidth data-testid="login-totp-submit">
          {t("totp.submit")}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              setCode("");
              setTouched(false);
            }}
            data-testid="login-totp-toggle"
          >
            {recovery ? t("totp.useApp") : t("totp.useRecovery")}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="gray.7" onClick={props.onBack}>
            <Group gap={4} wrap="nowrap" component="span">
              <IconArrowLeft size={14} aria-hidden />
              {t("totp.back")}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
