import { Badge, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCc, dayFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { SNS_STATUS_COLOR } from "../../../lib/statuses";
import type { SnsSubmission } from "../types/sns";
import { SharedPostLink } from "../../../components/shared-post-link";

/** The user's own submissions with their status, reward and the reviewer's note. */
export function MySubmissionsTable({ items }: { items: SnsSubmission[] }) {
  const { t } = useTranslation("sns");
  const lang = currentLanguage();
  const date = dayFormat(lang);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="sns-my-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("table.date")}</Table.Th>
            <Table.Th>{t("table.platform")}</Table.Th>
            <Table.Th>{t("table.url")}</Table.Th>
            <Table.Th>{t("table.status")}</Table.Th>
            <Table.Th ta="right">{t("table.reward")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((s) => (
            <Table.Tr key={s.id} data-testid={`sns-my-row-${s.id}`}>
              <Table.Td>{date.format(new Date(s.created_at))}</Table.Td>
              <Table.Td>{t(`platforms.${s.platform}`)}</Table.Td>
              <Table.Td maw={320}>
                <SharedPostLink url={s.url} />
                {s.admin_note ? (
                  <Text size="xs" c="dimmed">
                    {t("table.note", { note: s.admin_note })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge color={SNS_STATUS_COLOR[s.status]} variant="light" data-testid={`sns-status-${s.id}`}>
                  {t(`status.${s.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                {s.reward_cc !== null ? t("ccAmount", { amount: formatCc(s.reward_cc, lang) }) : "—"}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
