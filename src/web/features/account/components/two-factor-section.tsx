import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconShieldCheck, IconShieldLock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatDay } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useDisableTotp } from "../api/disable-totp";
import { useTotpStatus, type TotpStatus } from "../api/get-totp-status";
import { useStartTotpSetup } from "../api/start-totp-setup";
import { RecoveryCodesCard } from "./recovery-codes-card";
import { TotpSetupCard } from "./totp-setup-card";

/** Turning it off: a confirmation that asks for a current code or a recovery code. */
function DisableDialog({ opened, onClose, required }: { opened: boolean; onClose: () => void; required: boolean }) {
  const { t } = useTranslation("account");
  const message = useErrorMessage();
  const disable = useDisableTotp();
  const [code, setCode] = useState("");
  const close = () => {
    setCode("");
    disable.reset();
    onClose();
  };
  const error = disable.isError
    ? isApiError(disable.error, 422)
      ? t("security.disable.wrongCode")
      : message(disable.error)
    : undefined;

  return (
    <Modal opened={opened} onClose={close} title={t("security.disable.title")} centered>
      <form
        noValidate
        data-testid="totp-disable-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!code.trim()) return;
          disable.mutate(code.trim(), {
            onSuccess: () => {
              notifySuccess(t("security.disable.done"));
              close();
            },
          });
        }}
      >
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {required ? t("security.disable.warningAdmin") : t("security.disable.warning")}
          </Alert>
          <TextInput
            label={t("security.disable.codeLabel")}
            description={t("security.disable.codeHint")}
            autoComplete="one-time-code"
            required
            data-autofocus
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              if (disable.isError) disable.reset();
            }}
            error={error}
            maxLength={32}
            data-testid="totp-disable-code"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("security.cancel")}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={disable.isPending}
              disabled={!code.trim()}
              data-testid="totp-disable-confirm"
            >
              {t("security.disable.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function EnabledCard({ status }: { status: TotpStatus }) {
  const { t } = useTranslation("account");
  const [disabling, setDisabling] = useState(false);
  const since = status.enabled_at ? formatDay(status.enabled_at, currentLanguage()) : null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="totp-enabled">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={6} style={{ flex: "1 1 280px", minWidth: 0 }}>
          <Group gap="xs">
            <IconShieldCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
            <Badge color="green" variant="light" data-testid="totp-status">
              {t("security.on")}
            </Badge>
            {since ? (
              <Text size="sm" c="gray.7">
                {t("security.since", { date: since })}
              </Text>
            ) : null}
          </Group>
          <Text size="sm">{t("security.onExplain")}</Text>
          <Text size="sm" c={status.recovery_codes_left <= 3 ? "orange.8" : "gray.7"} data-testid="totp-codes-left">
            {t("security.codesLeft", { count: status.recovery_codes_left })}
            {status.recovery_codes_left <= 3 ? ` ${t("security.codesLow")}` : ""}
          </Text>
        </Stack>
        <Button color="red" variant="outline" onClick={() => setDisabling(true)} data-testid="totp-disable-open">
          {t("security.disable.button")}
        </Button>
      </Group>
      <DisableDialog opened={disabling} onClose={() => setDisabling(false)} required={status.required} />
    </Card>
  );
}

/** My page → Two-step sign-in: set it up (QR code, first code, recovery codes) or turn it off. */
export function TwoFactorSection() {
  const { t } = useTranslation("account");
  const message = useErrorMessage();
  const status = useTotpStatus();
  const start = useStartTotpSetup();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodesCard codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (status.isPending) return <Skeleton height={120} radius="md" />;
  if (status.isError) return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  if (status.data.enabled) return <EnabledCard status={status.data} />;
  if (start.data) {
    return (
      <TotpSetupCard
        setup={start.data}
        onEnabled={(codes) => {
          setRecoveryCodes(codes);
          start.reset();
        }}
        onCancel={() => start.reset()}
      />
    );
  }
  return (
    <Card withBorder radius="md" padding="lg" data-testid="totp-off">
      <Stack gap="sm">
        {status.data.required ? (
          <Alert color="orange" variant="light" icon={<IconShieldLock aria-hidden />} data-testid="totp-required">
            {t("security.requiredForAdmins")}
          </Alert>
        ) : null}
        <Group justify="space-between" align="center" gap="md">
          <Text size="sm" style={{ flex: "1 1 280px", minWidth: 0 }}>
            {t("security.offExplain")}
          </Text>
          <Button
            leftSection={<IconShieldLock size={16} aria-hidden />}
            loading={start.isPending}
            onClick={() => start.mutate()}
            data-testid="totp-start"
          >
            {t("security.start")}
          </Button>
        </Group>
        {start.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {message(start.error)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
