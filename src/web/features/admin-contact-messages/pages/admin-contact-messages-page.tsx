import { Group, Pagination, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { useContactMessages } from "../api/list-contact-messages";
import { ContactMessagesTable } from "../components/contact-messages-table";

const PAGE_SIZE = 20;

/** /admin/contact-messages: what visitors sent through Contact Us. */
export function AdminContactMessagesPage() {
  const { t } = useTranslation("admin-contact");
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ q: debouncedQ, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <TextInput
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
          data-testid="admin-contact-search"
        />
        {messages.isPending ? (
          <Skeleton height={320} radius="md" />
        ) : messages.isError ? (
          <QueryError error={messages.error} onRetry={() => void messages.refetch()} />
        ) : messages.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="admin-contact-empty">
            {t("empty")}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t("total", { count: messages.data.total })}
            </Text>
            <ContactMessagesTable messages={messages.data.items} />
            {messages.data.total > PAGE_SIZE ? (
              <Group justify="center">
                <Pagination total={Math.ceil(messages.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </>
  );
}
