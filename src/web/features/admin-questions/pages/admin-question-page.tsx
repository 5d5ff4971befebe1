import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconMessageOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Link } from "../../../lib/lang-router";
import { QueryError } from "../../../components/query-error";
import { QuestionMessages, QuestionReplyBox } from "../../../components/question-thread";
import { StatusPage } from "../../../components/status-page";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { carTitle } from "../../../lib/car-format";
import { useDocumentTitle } from "../../../lib/document-title";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useAdminQuestion, useAnswerQuestion } from "../api/admin-questions";
import { paths } from "../../../config/paths";

/** /admin/questions/{id}: a buyer's thread and the staff's answer box (the buyer is notified by email). */
export function AdminQuestionPage() {
  const { t } = useTranslation("questions");
  const lang = currentLanguage();
  const id = Number(useParams().threadId);
  const thread = useAdminQuestion(id);
  const answer = useAnswerQuestion(id);
  const message = useErrorMessage();
  const name = thread.data ? carTitle(thread.data.car, lang) : undefined;
  useDocumentTitle(name ? t("threadTitle", { car: name }) : t("admin.title"));

  if (!Number.isInteger(id) || id <= 0 || (thread.isError && isApiError(thread.error, 404))) {
    return (
      <StatusPage
        icon={<IconMessageOff aria-hidden />}
        title={t("notFoundTitle")}
        description={t("notFoundDescription")}
        actionLabel={t("admin.back")}
        actionTo={paths.admin.questions}
        testId="question-not-found"
      />
    );
  }
  if (thread.isError) return <QueryError error={thread.error} onRetry={() => void thread.refetch()} />;
  if (thread.isPending) return <Skeleton height={320} radius="md" />;
  const d = thread.data;
  return (
    <Stack gap="md" data-testid="admin-question-thread">
      <Anchor component={Link} to={paths.admin.questions} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t("admin.back")}
        </Group>
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 22, md: 28 }}>
          {t("threadTitle", { car: name })}
        </Title>
        <Badge color={d.status === "open" ? "orange" : "teal"} variant="light" data-testid="admin-question-status">
          {t(`admin.status.${d.status}`)}
        </Badge>
      </Group>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {t("admin.buyer")}: <b>{d.email}</b> ·{" "}
        <Anchor component={Link} to={paths.car(d.car.id)}>
          {t("openCar")}
        </Anchor>
      </Text>
      <QuestionMessages messages={d.messages} me="staff" />
      <Card withBorder radius="md" padding="md">
        <QuestionReplyBox
          label={t("admin.reply")}
          pending={answer.isPending}
          testId="admin-question-reply"
          onSend={(body) =>
            answer.mutateAsync(body).then(
              () => {
                notifySuccess(t("admin.replied"));
                return thread.refetch();
              },
              (error: unknown) => {
                notifyError(message(error));
                throw error;
              },
            )
          }
        />
      </Card>
    </Stack>
  );
}
