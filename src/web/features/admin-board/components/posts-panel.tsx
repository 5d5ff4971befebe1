import { ActionIcon, Anchor, Group, Select, Stack, Switch, Table, Text, Title, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { ListSearchInput, PagedList, useListPaging } from "../../../components/paged-list";
import { useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import type { PostSummary as BoardPostSummary } from "../../../../shared/api/board";
import { useAdminCategories, useAdminDeletePost, useAdminPosts, useTogglePostFlag } from "../api/admin-board";
import { ConfirmDialog } from "./confirm-dialog";
import { dayFormat } from "../../../lib/date-format";
import { paths } from "../../../config/paths";

const PAGE_SIZE = 20;

/** Every post in board order, with notice and pin switches and a delete behind a confirmation. */
export function PostsPanel() {
  const { t } = useTranslation("admin-board");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const { page, setPage, q, setQ, debouncedQ, resetting } = useListPaging();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useAdminCategories();
  const posts = useAdminPosts({
    categoryId: categoryId ? Number(categoryId) : null,
    q: debouncedQ,
    page,
    pageSize: PAGE_SIZE,
  });
  const toggle = useTogglePostFlag();
  const remove = useAdminDeletePost();
  const [deleting, setDeleting] = useState<BoardPostSummary | null>(null);
  const date = dayFormat(lang);

  const flip = (post: BoardPostSummary, flag: "notice" | "pin") =>
    toggle.mutate({ id: post.id, flag }, { onError: (error) => notifyError(message(error)) });

  return (
    <Stack gap="sm" component="section" data-testid="admin-board-posts">
      <Title order={2} size="h3">
        {t("posts.title")}
      </Title>
      <Group align="flex-end">
        <ListSearchInput label={t("posts.search")} value={q} onValueChange={setQ} w={280} />
        <Select
          label={t("posts.category")}
          placeholder={t("posts.allCategories")}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name_en }))}
          value={categoryId}
          onChange={resetting(setCategoryId)}
          clearable
          w={220}
        />
      </Group>
      <PagedList
        query={posts}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        empty={t("posts.empty")}
        emptySize="sm"
        skeleton={{ height: 240 }}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" data-testid="admin-posts-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("posts.post")}</Table.Th>
                  <Table.Th>{t("posts.author")}</Table.Th>
                  <Table.Th>{t("posts.date")}</Table.Th>
                  <Table.Th ta="right">{t("posts.views")}</Table.Th>
                  <Table.Th>{t("posts.notice")}</Table.Th>
                  <Table.Th>{t("posts.pinned")}</Table.Th>
                  <Table.Th w={50} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((p) => (
                  <Table.Tr key={p.id} data-testid={`admin-post-row-${p.id}`}>
                    <Table.Td maw={360}>
                      <Anchor component={Link} to={paths.board.post(p.id)} size="sm" lineClamp={1}>
                        {p.title}
                      </Anchor>
                      {p.category_name ? (
                        <Text size="xs" c="dimmed">
                          {p.category_name}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{p.author_name}</Table.Td>
                    <Table.Td>{date.format(new Date(p.created_at))}</Table.Td>
                    <Table.Td ta="right">{p.views}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={p.is_notice}
                        onChange={() => flip(p, "notice")}
                        aria-label={t("posts.noticeToggle", { title: p.title })}
                        data-testid={`admin-post-notice-${p.id}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={p.is_pinned}
                        onChange={() => flip(p, "pin")}
                        aria-label={t("posts.pinToggle", { title: p.title })}
                        data-testid={`admin-post-pin-${p.id}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label={t("posts.delete")}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t("posts.delete")}
                          onClick={() => setDeleting(p)}
                          data-testid={`admin-post-delete-${p.id}`}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
      <ConfirmDialog
        opened={deleting !== null}
        title={t("posts.delete")}
        message={t("posts.deleteConfirm", { title: deleting?.title ?? "" })}
        confirmLabel={t("posts.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t("posts.deleted"));
              setDeleting(null);
            },
            onError: (error) => notifyError(message(error)),
          })
        }
      />
    </Stack>
  );
}
