import { Anchor, Badge, Spoiler, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminColumn } from "../../../components/admin-table";
import { currentLanguage } from "../../../lib/i18n";
import type { ContactMessage } from "../api/list-contact-messages";
import { dateTimeFormat } from "../../../lib/format";

const replyHref = (m: ContactMessage, prefix: string) =>
  `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`${prefix} ${m.subject}`)}`;

/** Contact messages' columns: sender, subject, the message (folded when long) and a reply link. */
export function useContactColumns(): AdminColumn<ContactMessage>[] {
  const { t } = useTranslation("admin-contact");
  const date = dateTimeFormat(currentLanguage());
  return [
    { key: "date", header: t("columns.date"), nowrap: true, cell: (m) => date.format(new Date(m.created_at)) },
    {
      key: "from",
      header: t("columns.from"),
      cell: (m) => (
        <>
          <Text size="sm">{m.name}</Text>
          <Text size="xs" c="dimmed">
            {m.email}
          </Text>
          {m.user_id ? (
            <Badge size="xs" variant="light" mt={4} maw="none">
              {t("member", { id: m.user_id })}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      key: "subject",
      header: t("columns.subject"),
      maxWidth: 220,
      cell: (m) => (
        <Text size="sm" fw={600}>
          {m.subject}
        </Text>
      ),
    },
    {
      key: "message",
      header: t("columns.message"),
      maxWidth: 420,
      cell: (m) => (
        <Spoiler maxHeight={72} showLabel={t("more")} hideLabel={t("less")}>
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {m.message}
          </Text>
        </Spoiler>
      ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (m) => (
        <Anchor href={replyHref(m, t("replyPrefix"))} size="sm">
          {t("reply")}
        </Anchor>
      ),
    },
  ];
}
