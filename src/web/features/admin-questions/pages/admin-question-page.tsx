import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Link } from "../../../lib/lang-router";
import { QuestionMessages, QuestionReplyBox, useThreadPage } from "../../../components/question-thread";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useAdminQuestion, useAnswerQuestion } from "../api/admin-questions";
import { paths } from "../../../config/paths";
import { BackLink } from "../../../components/back-link";

/** /admin/questions/{id}: a buyer's thread and the staff's answer box (the buyer is notified by email). */
export function AdminQuestionPage() {
  const { t } = useTranslation("questions");
  const id = Number(useParams().threadId);
  const thread = useAdminQuestion(id);
  const answer = useAnswerQuestion(id);
  const message = useErrorMessage();
  const page = useThreadPage(id, thread, {
    listTitle: t("admin.title"),
    backLabel: t("admin.back"),
    backTo: paths.admin.questions,
  });
  if (!page.ready) return page.state;
  const { data: d, name } = page;
  return (
    <Stack gap="md" data-testid="admin-question-thread">
      <BackLink to={paths.admin.questions} label={t("admin.back")} />
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
