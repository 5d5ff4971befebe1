import { Anchor, Select, Switch, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PostSummary as BoardPostSummary } from "../../../../shared/api/board";
import { AdminList } from "../../../components/admin-list";
import type { AdminColumn } from "../../../components/admin-table";
import { useConfirmedDelete } from "../../../components/confirm-dialog";
import { useListPaging } from "../../../components/paged-list";
import { RowAction } from "../../../components/row-actions";
import { Section } from "../../../components/section";
import { paths } from "../../../config/paths";
import { useErrorMessage } from "../../../lib/api-error-message";
import { dayFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { Link } from "../../../lib/lang-router";
import { notifyError } from "../../../lib/notify";
import { useAdminCategories, useAdminDeletePost, useAdminPosts, useTogglePostFlag } from "../api/admin-board";

const PAGE_SIZE = 20;

/** Every post in board order, with notice and pin switches and a delete behind a confirmation. */
export function PostsPanel() {
  const { t } = useTranslation("admin-board");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const paging = useListPaging();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useAdminCategories();
  const posts = useAdminPosts({
    categoryId: categoryId ? Number(categoryId) : null,
    q: paging.debouncedQ,
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  const toggle = useTogglePostFlag();
  const remove = useAdminDeletePost();
  const confirmDelete = useConfirmedDelete<BoardPostSummary>({
    remove,
    title: t("posts.delete"),
    message: (p) => t("posts.deleteConfirm", { title: p.title }),
    cancelLabel: t("cancel"),
    confirmLabel: t("posts.delete"),
    done: t("posts.deleted"),
    testId: "admin-board-confirm",
    confirmTestId: "admin-board-confirm-button",
  });
  const date = dayFormat(lang);

  const flip = (post: BoardPostSummary, flag: "notice" | "pin") =>
    toggle.mutate({ id: post.id, flag }, { onError: (error) => notifyError(message(error)) });

  const columns: AdminColumn<BoardPostSummary>[] = [
    {
      key: "post",
      header: t("posts.post"),
      maxWidth: 360,
      cell: (p) => (
        <>
          <Anchor component={Link} to={paths.board.post(p.id)} size="sm" lineClamp={1}>
            {p.title}
          </Anchor>
          {p.category_name ? (
            <Text size="xs" c="dimmed">
              {p.category_name}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: "author", header: t("posts.author"), cell: (p) => p.author_name },
    { key: "date", header: t("posts.date"), cell: (p) => date.format(new Date(p.created_at)) },
    { key: "views", header: t("posts.views"), align: "right", cell: (p) => p.views },
    {
      key: "notice",
      header: t("posts.notice"),
      cell: (p) => (
        <Switch
          checked={p.is_notice}
          onChange={() => flip(p, "notice")}
          aria-label={t("posts.noticeToggle", { title: p.title })}
          data-testid={`admin-post-notice-${p.id}`}
        />
      ),
    },
    {
      key: "pinned",
      header: t("posts.pinned"),
      cell: (p) => (
        <Switch
          checked={p.is_pinned}
          onChange={() => flip(p, "pin")}
          aria-label={t("posts.pinToggle", { title: p.title })}
          data-testid={`admin-post-pin-${p.id}`}
        />
      ),
    },
    {
      key: "actions",
      header: t("posts.actions"),
      actions: true,
      cell: (p) => (
        <RowAction
          label={t("posts.delete")}
          icon={IconTrash}
          danger
          onClick={() => confirmDelete.ask(p)}
          testId={`admin-post-delete-${p.id}`}
        />
      ),
    },
  ];

  return (
    <Section title={t("posts.title")} testId="admin-board-posts">
      <AdminList
        query={posts}
        paging={paging}
        pageSize={PAGE_SIZE}
        search={{ label: t("posts.search"), testId: "admin-posts-search" }}
        filters={
          <Select
            label={t("posts.category")}
            placeholder={t("posts.allCategories")}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name_en }))}
            value={categoryId}
            onChange={paging.resetting(setCategoryId)}
            clearable
            w={220}
          />
        }
        columns={columns}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ "data-testid": `admin-post-row-${p.id}` })}
        testId="admin-posts"
        empty={t("posts.empty")}
        minWidth={760}
      />
      {confirmDelete.dialog}
    </Section>
  );
}
