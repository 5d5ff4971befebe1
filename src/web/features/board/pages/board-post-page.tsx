import { Badge, Button, Divider, Group, Modal, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconPinned, IconSpeakerphone, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Link, useNavigate } from "../../../lib/lang-router";
import { QueryError } from "../../../components/query-error";
import { NotFoundPage } from "../../../app/routes/not-found-page";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { useDocumentTitle } from "../../../lib/document-title";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useMe } from "../../../lib/session/get-session";
import { ShareButtons } from "../../../components/share-buttons";
import { useDeleteBoardPost } from "../api/delete-post";
import { useBoardPost } from "../api/get-post";
import { BoardGate } from "../components/board-gate";
import { PostContent } from "../components/post-content";
import { dateTimeFormat } from "../../../lib/format";
import { paths } from "../../../config/paths";
import { BackLink } from "../../../components/back-link";

function DeleteButton({ id }: { id: number }) {
  const { t } = useTranslation("board");
  const message = useErrorMessage();
  const navigate = useNavigate();
  const mutation = useDeleteBoardPost();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="board-post-delete"
      >
        {t("post.delete")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("post.deleteTitle")} centered>
        <Stack>
          <Text size="sm">{t("post.deleteConfirm")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t("form.cancel")}
            </Button>
            <Button
              color="red"
              loading={mutation.isPending}
              data-testid="board-post-delete-confirm"
              onClick={() =>
                mutation.mutate(id, {
                  onSuccess: () => {
                    notifySuccess(t("post.deleted"));
                    void navigate(paths.board.list);
                  },
                  onError: (error) => notifyError(message(error)),
                })
              }
            >
              {t("post.delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function PostView({ id }: { id: number }) {
  const { t } = useTranslation("board");
  const lang = currentLanguage();
  const me = useMe();
  const post = useBoardPost(id, lang);
  useDocumentTitle(post.data?.title ?? t("title"));

  if (post.isPending) return <Skeleton height={400} radius="md" />;
  if (post.isError) {
    if (isApiError(post.error, 404)) return <NotFoundPage />;
    return <QueryError error={post.error} onRetry={() => void post.refetch()} />;
  }
  const p = post.data;
  const date = dateTimeFormat(lang);
  const own = me.data?.id === p.author_id;
  const admin = me.data?.role === "admin";

  return (
    <Stack gap="md" component="article" data-testid="board-post">
      <BackLink to={paths.board.list} label={t("post.back")} />
      <Group gap="xs">
        {p.is_notice ? (
          <Badge color="blue" leftSection={<IconSpeakerphone size={12} aria-hidden />}>
            {t("list.notice")}
          </Badge>
        ) : null}
        {p.is_pinned ? (
          <Badge color="orange" variant="light" leftSection={<IconPinned size={12} aria-hidden />}>
            {t("list.pinned")}
          </Badge>
        ) : null}
        {p.category_name ? <Badge variant="outline">{p.category_name}</Badge> : null}
      </Group>
      <Title order={1} style={{ overflowWrap: "anywhere" }} data-testid="board-post-title">
        {p.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t("post.meta", { author: p.author_name, date: date.format(new Date(p.created_at)) })} ·{" "}
        {t("post.views", { count: p.views })}
        {p.updated_at !== p.created_at ? ` · ${t("post.edited")}` : ""}
      </Text>
      <Divider />
      <PostContent html={p.content} />
      <Divider />
      <Group justify="space-between" wrap="wrap">
        <ShareButtons path={paths.board.post(p.id)} title={p.title} />
        <Group gap="xs">
          {own ? (
            <Button
              component={Link}
              to={paths.board.edit(p.id)}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              data-testid="board-post-edit"
            >
              {t("post.edit")}
            </Button>
          ) : null}
          {own || admin ? <DeleteButton id={p.id} /> : null}
        </Group>
      </Group>
    </Stack>
  );
}

/** /board/:id: one post with its share buttons, and edit/delete for its author. */
export function BoardPostPage() {
  const { id } = useParams();
  const postId = Number(id);
  if (!/^\d+$/.test(id ?? "")) return <NotFoundPage />;
  return (
    <BoardGate>
      <PostView id={postId} />
    </BoardGate>
  );
}
