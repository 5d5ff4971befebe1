import {
  ActionIcon,
  Box,
  Button,
  Card,
  CopyButton,
  Group,
  Image,
  Input,
  List,
  PinInput,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { useEnableTotp } from "../api/enable-totp";
import type { TotpSetup } from "../api/start-totp-setup";

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/** Scan (or type) the secret, then confirm with the first code; `onEnabled` gets the recovery codes. */
export function TotpSetupCard(props: {
  setup: TotpSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("account");
  const message = useErrorMessage();
  const enable = useEnableTotp();
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const complete = /^\d{6}$/.test(code);
  const serverError = enable.isError
    ? isApiError(enable.error, 422)
      ? t("security.setup.wrongCode")
      : message(enable.error)
    : null;
  const error = serverError ?? (touched && !complete ? t("security.setup.codeIncomplete") : null);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="totp-setup">
      <Stack gap="md">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Box
            p={4}
            mx={{ base: "auto", xs: 0 }}
            bg="white"
            style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8, flexShrink: 0 }}
          >
            <Image
              src={props.setup.qr_data_url}
              alt={t("security.setup.qrAlt")}
              w={184}
              h={184}
              data-testid="totp-qr"
            />
          </Box>
          <Stack gap="sm" style={{ flex: "1 1 240px", minWidth: 0 }}>
            <List type="ordered" spacing="xs" size="sm">
              <List.Item>{t("security.setup.stepApp")}</List.Item>
              <List.Item>{t("security.setup.stepScan")}</List.Item>
              <List.Item>{t("security.setup.stepCode")}</List.Item>
            </List>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t("security.setup.manualKey")}
              </Text>
              <Group gap="xs" wrap="nowrap" align="center">
                <Text
                  ff="monospace"
                  size="sm"
                  style={{ overflowWrap: "anywhere", minWidth: 0 }}
                  data-testid="totp-secret"
                  data-secret={props.setup.secret}
                >
                  {grouped(props.setup.secret)}
                </Text>
                <CopyButton value={props.setup.secret} timeout={2000}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t("security.copied") : t("security.setup.copyKey")} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? "green" : "gray"}
                        onClick={copy}
                        aria-label={copied ? t("security.copied") : t("security.setup.copyKey")}
                      >
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Stack>
        </Group>
        <form
          noValidate
          data-testid="totp-enable-form"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!complete) return;
            enable.mutate(code, { onSuccess: (result) => props.onEnabled(result.recovery_codes) });
          }}
        >
          <Stack gap="sm">
            <Input.Wrapper label={t("security.setup.codeLabel")} error={error} required>
              <PinInput
                length={6}
                type="number"
                oneTimeCode
                value={code}
                onChange={(value) => {
                  setCode(value);
                  if (enable.isError) enable.reset();
                }}
                error={!!error}
                aria-label={t("security.setup.codeLabel")}
                data-testid="totp-enable-code"
              />
            </Input.Wrapper>
            <Group gap="sm">
              <Button type="submit" loading={enable.isPending} data-testid="totp-enable-submit">
                {t("security.setup.confirm")}
              </Button>
              <Button variant="default" onClick={props.onCancel}>
                {t("security.cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
