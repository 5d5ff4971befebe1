import { Badge, Button, Group } from "@mantine/core";
import { IconMessageQuestion } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { useMyQuestions } from "../api/questions";
import { paths } from "../../../config/paths";

/** My page → "Questions", with the number of the staff's unread answers. */
export function MyQuestionsLink() {
  const { t } = useTranslation("questions");
  const list = useMyQuestions(1, 1);
  const unread = list.data?.unread ?? 0;
  return (
    <Group gap="sm" mt="sm">
      <Button
        component={Link}
        to={paths.me.questions}
        variant="light"
        leftSection={<IconMessageQuestion size={18} aria-hidden />}
        rightSection={
          unread > 0 ? (
            <Badge size="sm" color="red" variant="filled" data-testid="me-questions-unread">
              {t("unreadBadge", { count: unread })}
            </Badge>
          ) : undefined
        }
        data-testid="me-questions-link"
      >
        {t("myTitle")}
      </Button>
    </Group>
  );
}
