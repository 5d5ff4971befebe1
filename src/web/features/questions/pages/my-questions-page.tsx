import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { PagedList } from "../../../components/paged-list";
import { QuestionListItem, UnreadBadge } from "../../../components/question-list-item";
import { RequireAuth } from "../../../components/require-auth";
import { useMyQuestions } from "../api/questions";
import { paths } from "../../../config/paths";

const PAGE_SIZE = 20;

function Threads() {
  const { t } = useTranslation("questions");
  const [page, setPage] = useState(1);
  const list = useMyQuestions(page, PAGE_SIZE);
  return (
    <PagedList
      query={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      empty={t("myEmpty")}
      emptyTestId="my-questions-empty"
      skeleton={{ height: 200, radius: "md" }}
      paginationMt="sm"
    >
      {(data) => (
        <Stack gap="sm" data-testid="my-questions">
          {data.items.map((thread) => (
            <QuestionListItem
              key={thread.id}
              to={paths.me.question(thread.id)}
              car={thread.car}
              last={thread.last_message}
              badges={<UnreadBadge count={thread.unread} />}
              testId="my-question"
            />
          ))}
        </Stack>
      )}
    </PagedList>
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
