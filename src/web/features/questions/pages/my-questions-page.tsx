import { Group, Pagination, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { QuestionListItem, UnreadBadge } from "../../../components/question-list-item";
import { RequireAuth } from "../../../components/require-auth";
import { useMyQuestions } from "../api/questions";
import { paths } from "../../../config/paths";

const PAGE_SIZE = 20;

function Threads() {
  const { t } = useTranslation("questions");
  const [page, setPage] = useState(1);
  const list = useMyQuestions(page, PAGE_SIZE);
  if (list.isPending) return <Skeleton height={200} radius="md" />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0) {
    return (
      <Text c="dimmed" data-testid="my-questions-empty">
        {t("myEmpty")}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="my-questions">
      {list.data.items.map((thread) => (
        <QuestionListItem
          key={thread.id}
          to={paths.me.question(thread.id)}
          car={thread.car}
          last={thread.last_message}
          badges={<UnreadBadge count={thread.unread} />}
          testId="my-question"
        />
      ))}
      {list.data.total > PAGE_SIZE ? (
        <Group justify="center">
          <Pagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}

/** /me/questions: my questions about cars, latest activity first, with the staff's unread answers. */
export function MyQuestionsPage() {
  const { t } = useTranslation("questions");
  return (
    <RequireAuth>
      {() => (
        <>
          <PageHeader title={t("myTitle")} description={t("myDescription")} />
          <Threads />
        </>
      )}
    </RequireAuth>
  );
}
