import { Box, Button, Group, Paper, Skeleton, Stack, Text, Textarea } from "@mantine/core";
import { IconMessageOff, IconSend } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { QUESTION_LIMITS } from "../../shared/api/constants";
import type { QuestionMessage } from "../../shared/api/questions";
import { isApiError } from "../lib/api-client";
import { carTitle } from "../lib/car-format";
import { useDocumentTitle } from "../lib/document-title";
import { dateTimeFormat } from "../lib/format";
import { currentLanguage } from "../lib/i18n";
import { QueryError } from "./query-error";
import { StatusPage } from "./status-page";

/** Unicode code points of the trimmed text, as the server counts them (an emoji is one). */
export const questionLength = (text: string) => [...text.trim()].length;

/**
 * The messages of a question thread, oldest first. `me` is the side reading it (buyer or
 * staff): its own messages sit on the right. Bodies are plain text, drawn as text (React
 * escapes them), with their line breaks.
 */
export function QuestionMessages({ messages, me }: { messages: QuestionMessage[]; me: "buyer" | "staff" }) {
  const { t } = useTranslation("questions");
  const lang = currentLanguage();
  // The buyer reads their own messages as "You"; the staff read them as the buyer's.
  const senderLabel = (from: QuestionMessage["from"]) =>
    from === "staff" ? t("fromStaff") : me === "buyer" ? t("fromBuyer") : t("fromBuyerToStaff");
  return (
    <Stack gap="sm" data-testid="question-messages">
      {messages.map((m) => {
        const mine = m.from === me;
        return (
          <Box key={m.id} style={{ display: "flex", justifyContent: mine ? "flex-end" : "flex-start" }}>
            <Paper
              withBorder
              radius="md"
              p="sm"
              maw="min(560px, 88%)"
              bg={m.from === "staff" ? "blue.0" : "gray.0"}
              data-testid="question-message"
              data-from={m.from}
            >
              <Text size="xs" c="dimmed" mb={4}>
                {senderLabel(m.from)} · {dateTimeFormat(lang).format(m.at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="question-body">
                {m.body}
              </Text>
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}

/** A reply box: 1..2000 characters (code points, after trimming), counted as the server counts. */
export function QuestionReplyBox({
  onSend,
  pending,
  label,
  placeholder,
  testId = "question-reply",
}: {
  onSend: (body: string) => Promise<unknown>;
  pending: boolean;
  label: string;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation("questions");
  const [body, setBody] = useState("");
  const length = questionLength(body);
  const tooLong = length > QUESTION_LIMITS.body;
  const send = async () => {
    if (length === 0 || tooLong) return;
    await onSend(body);
    setBody("");
  };
  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        placeholder={placeholder}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={10}
        error={tooLong ? t("tooLong", { max: QUESTION_LIMITS.body }) : undefined}
        data-testid={`${testId}-input`}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c={tooLong ? "red.7" : "dimmed"} aria-live="polite">
          {t("counter", { count: length, max: QUESTION_LIMITS.body })}
        </Text>
        <Button
          onClick={() => void send()}
          loading={pending}
          disabled={length === 0 || tooLong}
          leftSection={<IconSend size={16} aria-hidden />}
          data-testid={`${testId}-send`}
        >
          {t("send")}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * What a thread page shows before its thread: the tab is named after the car (the list's title
 * until it loads); a bad id or an unknown thread is "not found" with the way back to the list;
 * then the load error, or a skeleton while it loads. Once the thread is here: it and the car's name.
 */
export function useThreadPage<T extends { car: { car_name: string } }>(
  id: number,
  thread: UseQueryResult<T>,
  { listTitle, backLabel, backTo }: { listTitle: string; backLabel: string; backTo: string },
): { ready: false; state: ReactElement } | { ready: true; data: T; name: string } {
  const { t } = useTranslation("questions");
  const name = thread.data ? carTitle(thread.data.car, currentLanguage()) : undefined;
  useDocumentTitle(name ? t("threadTitle", { car: name }) : listTitle);
  if (!Number.isInteger(id) || id <= 0 || (thread.isError && isApiError(thread.error, 404))) {
    const state = (
      <StatusPage
        icon={<IconMessageOff aria-hidden />}
        title={t("notFoundTitle")}
        description={t("notFoundDescription")}
        actionLabel={backLabel}
        actionTo={backTo}
        testId="question-not-found"
      />
    );
    return { ready: false, state };
  }
  if (thread.isError) {
    return { ready: false, state: <QueryError error={thread.error} onRetry={() => void thread.refetch()} /> };
  }
  if (thread.isPending || name === undefined) return { ready: false, state: <Skeleton height={320} radius="md" /> };
  return { ready: true, data: thread.data, name };
}
