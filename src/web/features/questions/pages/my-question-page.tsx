import { Anchor, Card, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Link } from "../../../lib/lang-router";
import { QuestionMessages, QuestionReplyBox, useThreadPage } from "../../../components/question-thread";
import { RequireAuth } from "../../../components/require-auth";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError } from "../../../lib/notify";
import { useFollowUp, useMyQuestion } from "../api/questions";
import { paths } from "../../../config/paths";
import { BackLink } from "../../../components/back-link";

function Thread({ id }: { id: number }) {
  const { t } = useTranslation("questions");
  const thread = useMyQuestion(id);
  const followUp = useFollowUp(id);
  const message = useErrorMessage();
  const page = useThreadPage(id, thread, {
    listTitle: t("myTitle"),
    backLabel: t("backToList"),
    backTo: paths.me.questions,
  });
  if (!page.ready) return page.state;
  const { data, name } = page;

  return (
    <Stack gap="md" data-testid="my-question-thread">
      <BackLink to={paths.me.questions} label={t("backToList")} />
      <Title order={1} fz={{ base: 22, md: 28 }}>
        {t("threadTitle", { car: name })}
      </Title>
      <Anchor component={Link} to={paths.car(data.car.id)} size="sm">
        {t("openCar")}
      </Anchor>
      <QuestionMessages messages={data.messages} me="buyer" />
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
