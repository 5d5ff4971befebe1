import { Card, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { originalLanguage } from "../../../lib/original-language";
import type { DealerCommentTranslation } from "../types/car";
import { OriginalNote } from "./original-note";

/**
 * The dealer's comment: its machine translation into the page language first when the server has
 * one of this very text, then the comment as written (Korean, `lang="ko"`), then what the
 * dealer's words are worth against the condition report.
 */
export function DealerComment({ comment, translation }: { comment: string; translation?: DealerCommentTranslation }) {
  const { t } = useTranslation("cars");
  return (
    <Card withBorder radius="md" bg="gray.0" data-testid="dealer-comment">
      <Text fw={600} mb={4}>
        {t("detail.dealerComment")}
      </Text>
      {translation ? (
        <div data-testid="dealer-comment-translation">
          <Text size="xs" c="dimmed" mb={4}>
            {t("detail.machineTranslation")}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap" }} lang={translation.lang} mb="sm">
            {translation.text}
          </Text>
        </div>
      ) : null}
      <OriginalNote text={comment} translated={Boolean(translation)} />
      <Text
        style={{ whiteSpace: "pre-wrap" }}
        // What was translated is Korean by definition (the translation's source); else as the letters tell.
        lang={translation ? "ko" : (originalLanguage(comment) ?? undefined)}
        data-testid="dealer-comment-original"
      >
        {comment}
      </Text>
      {/* A seller's "single owner" beside a report of three owner changes: say which one counts. */}
      <Text size="xs" c="dimmed" mt={6} data-testid="dealer-comment-note">
        {t("detail.dealerCommentNote")}
      </Text>
    </Card>
  );
}
