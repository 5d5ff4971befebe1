import { Anchor, Badge, Spoiler, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import type { ContactMessage } from "../api/list-contact-messages";

const replyHref = (m: ContactMessage, prefix: string) =>
  `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`${prefix} ${m.subject}`)}`;

/** Contact messages, newest first, each with a reply link. */
export function ContactMessagesTable({ messages }: { messages: ContactMessage[] }) {
  const { t } = useTranslation("admin-contact");
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium", timeStyle: "short" });
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="sm" data-testid="admin-contact-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.date")}</Table.Th>
            <Table.Th>{t("columns.from")}</Table.Th>
            <Table.Th>{t("columns.subject")}</Table.Th>
            <Table.Th>{t("columns.message")}</Table.Th>
            <Table.Th>{t("columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((m) => (
            <Table.Tr key={m.id} data-testid="admin-contact-row">
              <Table.Td style={{ whiteSpace: "nowrap" }}>{date.format(new Date(m.created_at))}</Table.Td>
              <Table.Td>
                <Text size="sm">{m.name}</Text>
                <Text size="xs" c="dimmed">
                  {m.email}
                </Text>
                {m.user_id ? (
                  <Badge size="xs" variant="light" mt={4}>
                    {t("member", { id: m.user_id })}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" fw={600}>
                  {m.subject}
                </Text>
              </Table.Td>
              <Table.Td maw={420}>
                <Spoiler maxHeight={72} showLabel={t("more")} hideLabel={t("less")}>
                  <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                    {m.message}
                  </Text>
                </Spoiler>
              </Table.Td>
              <Table.Td>
                <Anchor href={replyHref(m, t("replyPrefix"))} size="sm">
                  {t("reply")}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
