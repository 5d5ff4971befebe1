import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { IconPinned, IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { currentLanguage } from "../../../lib/i18n";
import type { BoardPostSummary } from "../types/board";
import { dayFormat, numberFormat } from "../../../lib/format";
import { paths } from "../../../config/paths";

/** The board's table of posts: notices and pinned posts marked, newest after them. */
export function PostList({ posts, showCategory }: { posts: BoardPostSummary[]; showCategory: boolean }) {
  const { t } = useTranslation("board");
  const lang = currentLanguage();
  const date = dayFormat(lang);
  const number = numberFormat(lang);

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="board-post-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("list.title")}</Table.Th>
            <Table.Th w={160}>{t("list.author")}</Table.Th>
            <Table.Th w={130}>{t("list.date")}</Table.Th>
            <Table.Th w={80} ta="right">
              {t("list.views")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {posts.map((p) => (
            <Table.Tr
              key={p.id}
              data-testid={`board-post-row-${p.id}`}
              data-notice={p.is_notice || undefined}
              data-pinned={p.is_pinned || undefined}
              bg={p.is_notice ? "var(--mantine-color-blue-light)" : undefined}
            >
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {p.is_notice ? (
                    <Badge color="blue" size="sm" leftSection={<IconSpeakerphone size={12} aria-hidden />}>
                      {t("list.notice")}
                    </Badge>
                  ) : null}
                  {p.is_pinned ? (
                    <Badge color="orange" variant="light" size="sm" leftSection={<IconPinned size={12} aria-hidden />}>
                      {t("list.pinned")}
                    </Badge>
                  ) : null}
                  {showCategory && p.category_name ? (
                    <Text size="xs" c="dimmed">
                      [{p.category_name}]
                    </Text>
                  ) : null}
                  <Anchor component={Link} to={paths.board.post(p.id)} fw={p.is_notice ? 700 : 500} lineClamp={1}>
                    {p.title}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {p.author_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{date.format(new Date(p.created_at))}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{number.format(p.views)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
