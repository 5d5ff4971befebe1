import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { LoginToContinue } from "../../../components/login-to-continue";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError } from "../../../lib/notify";
import { useMe } from "../../../lib/session/get-session";
import { useAskQuestion, useMyQuestions } from "../api/questions";
import { paths } from "../../../config/paths";

// Only a logged-in buyer writes (and a logged-in page is drawn in the browser, never hydrated):
// a visitor's car page loads neither the box nor its Textarea.
const QuestionReplyBox = lazy(async () => ({
  default: (await import("../../../components/question-thread")).QuestionReplyBox,
}));

/** "Ask a question" on a car page: a logged-in buyer writes to the staff; a visitor is asked to log in. */
export function AskQuestion({ carId }: { carId: number }) {
  const { t } = useTranslation("questions");
  const me = useMe();
  const ask = useAskQuestion(carId);
  const message = useErrorMessage();
  const [sentThread, setSentThread] = useState<number | null>(null);
  // A thread about this car already (one per buyer and car): the new question joins it.
  const mine = useMyQuestions(1, 100, !!me.data);
  const existing = mine.data?.items.find((thread) => thread.car.id === carId);
  const threadId = sentThread ?? existing?.id ?? null;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="ask-question">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("askTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("askHint")}
        </Text>
        {!me.data ? (
          <LoginToContinue label={t("loginToAsk")} data-testid="ask-question-login" />
        ) : (
          <>
            <Suspense fallback={null}>
              <QuestionReplyBox
                label={t("yourQuestion")}
                placeholder={t("askPlaceholder")}
                pending={ask.isPending}
                testId="ask-question"
                onSend={(body) =>
                  ask.mutateAsync(body).then(
                    (created) => setSentThread(created.thread_id),
                    (error: unknown) => {
                      notifyError(message(error));
                      throw error;
                    },
                  )
                }
              />
            </Suspense>
            {sentThread ? (
              <Text size="sm" c="teal.8" data-testid="ask-question-sent" role="status">
                {t("sent")}{" "}
                <Anchor component={Link} to={paths.me.question(sentThread)}>
                  {t("openThread")}
                </Anchor>
              </Text>
            ) : threadId ? (
              <Text size="sm" c="dimmed" data-testid="ask-question-existing">
                {t("askedBefore")}{" "}
                <Anchor component={Link} to={paths.me.question(threadId)}>
                  {t("openThread")}
                </Anchor>
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
