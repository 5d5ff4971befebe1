import { Anchor, Card, Group, Skeleton, Stack, Title } from "@mantine/core";
import { IconArrowLeft, IconMessageOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Link } from "../../../lib/lang-router";
import { QueryError } from "../../../components/query-error";
import { QuestionMessages, QuestionReplyBox } from "../../../components/question-thread";
import { RequireAuth } from "../../../components/require-auth";
import { StatusPage } from "../../../components/status-page";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { carTitle } from "../../../lib/car-format";
import { useDocumentTitle } from "../../../lib/document-title";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { useFollowUp, useMyQuestion } from "../api/questions";
import { paths } from "../../../config/paths";

function Thread({ id }: { id: number }) {
  const { t } = useTranslation("questions");
  const lang = currentLanguage();
  const thread = useMyQuestion(id);
  const followUp = useFollowUp(id);
  const message = useErrorMessage();
  const name = thread.data ? carTitle(thread.data.car, lang) : undefined;
  useDocumentTitle(name ? t("threadTitle", { car: name }) : t("myTitle"));

  if (!Number.isInteger(id) || id <= 0 || (thread.isError && isApiError(thread.error, 404))) {
    return (
      <StatusPage
        icon={<IconMessageOff aria-hidden />}
        title={t("notFoundTitle")}
        description={t("notFoundDescription")}
        actionLabel={t("backToList")}
        actionTo={paths.me.questions}
        testId="question-not-found"
      />
    );
  }
  if (thread.isError) return <QueryError error={thread.error} onRetry={() => void thread.refetch()} />;
  if (thread.isPending) return <Skeleton height={320} radius="md" />;

  return (
    <Stack gap="md" data-testid="my-question-thread">
      <Anchor component={Link} to={paths.me.questions} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t("backToList")}
        </Group>
      </Anchor>
      <Title order={1} fz={{ base: 22, md: 28 }}>
        {t("threadTitle", { car: name })}
      </Title>
      <Anchor component={Link} to={paths.car(thread.data.car.id)} size="sm">
        {t("openCar")}
      </Anchor>
      <QuestionMessages messages={thread.data.messages} me="buyer" />
      <Card withBorder radius="md" padding="md">
        <QuestionReplyBox
          label={t("followUp")}
          pending={followUp.isPending}
          onSend={(body) =>
            followUp.mutateAsync(body).then(
              () => thread.refetch(),
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

/** /me/questions/{id}: one of my threads with the staff, and a box to write again. */
export function MyQuestionPage() {
  const id = Number(useParams().threadId);
  return <RequireAuth>{() => <Thread id={id} />}</RequireAuth>;
}
