import { Alert, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconCoins } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { TopUpLink } from "../../../components/top-up-link";
import { useOpenedOnce } from "../../../hooks/use-opened-once";
import { exportRefusalOf } from "../../../lib/export/export-refusal";

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** CC to be charged. */
  price: number;
  /** What the charge is called in the summary ("Price" unless said). */
  priceLabel?: string;
  /** The current CC balance; undefined while it loads. */
  balance: number | undefined;
  confirmLabel: string;
  onConfirm: () => void;
  loading: boolean;
  error: unknown;
  testId: string;
  /** More to decide before paying (a purchase's destination port). */
  extra?: ReactNode;
}

// An amount stays on one line: "1" above "CC" on a phone reads as two figures.
const NO_WRAP = { whiteSpace: "nowrap" } as const;

// Differences of CC amounts in thousandths, so 1 - 0.9 shows 0.1 and not 0.09999….
const minus = (a: number, b: number) => (Math.round(a * 1000) - Math.round(b * 1000)) / 1000;

/** Asks before spending CC: shows the price, the balance and the balance afterwards. */
export function ChargeConfirmModal(props: Props) {
  const { t } = useTranslation("credits");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const cc = (n: number) => t("amount", { amount: formatCc(n, lang) });
  const enough = props.balance !== undefined && props.balance >= props.price;
  const made = useOpenedOnce(props.opened);
  const refusal = exportRefusalOf(props.error, lang);
  if (!made) return null;

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered data-testid={props.testId}>
      <Stack gap="md">
        <Text size="sm">{props.description}</Text>
        {props.extra}
        <Table withRowBorders={false} verticalSpacing={4} data-testid="charge-summary">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{props.priceLabel ?? t("confirm.price")}</Table.Td>
              <Table.Td ta="right" fw={700} style={NO_WRAP} data-testid="charge-price">
                {cc(props.price)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t("confirm.balance")}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP} data-testid="charge-balance">
                {props.balance === undefined ? "…" : cc(props.balance)}
              </Table.Td>
            </Table.Tr>
            {enough ? (
              <Table.Tr>
                <Table.Td>{t("confirm.after")}</Table.Td>
                <Table.Td ta="right" style={NO_WRAP} data-testid="charge-after">
                  {cc(minus(props.balance!, props.price))}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
        {props.balance !== undefined && !enough ? (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="charge-not-enough">
            {t("confirm.notEnough")} <TopUpLink />
          </Alert>
        ) : null}
        {props.error ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {isApiError(props.error, 402) ? (
              <>
                {t("confirm.notEnough")} <TopUpLink />
              </>
            ) : (
              message(props.error)
            )}
            {refusal ? (
              // The car may not leave Korea for the chosen port: why, in the page language, and the source.
              <Stack gap={4} mt={6} data-testid="charge-export-refusal">
                {refusal.reasons.map((reason) => (
                  <Text key={reason} size="sm" style={{ overflowWrap: "anywhere" }}>
                    {reason}
                  </Text>
                ))}
                {refusal.sources.map((source) => (
                  <Text key={source} size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {source}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t("confirm.cancel")}
          </Button>
          <Button
            leftSection={<IconCoins size={18} aria-hidden />}
            onClick={props.onConfirm}
            loading={props.loading}
            disabled={!enough}
            data-testid="charge-confirm"
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
