import { Skeleton } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useNavigate } from "../../../lib/lang-router";
import { NotFoundPage } from "../../../app/routes/not-found-page";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { StatusPage } from "../../../components/status-page";
import { isApiError } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { RequireAuth } from "../../../components/require-auth";
import type { User } from "../../../lib/session/user";
import { useBoardPost } from "../api/get-post";
import { useBoardCategories } from "../api/list-categories";
import { useSaveBoardPost } from "../api/save-post";
import { BoardGate } from "../components/board-gate";
import { PostForm } from "../components/post-form";
import { paths } from "../../../config/paths";

function EditPost({ id, user }: { id: number; user: User }) {
  const { t } = useTranslation("board");
  const { t: common } = useTranslation("common");
  const navigate = useNavigate();
  const lang = currentLanguage();
  const post = useBoardPost(id, lang);
  const categories = useBoardCategories(lang);
  const save = useSaveBoardPost();

  if (post.isPending || categories.isPending) return <Skeleton height={400} radius="md" />;
  if (post.isError) {
    if (isApiError(post.error, 404)) return <NotFoundPage />;
    return <QueryError error={post.error} onRetry={() => void post.refetch()} />;
  }
  if (post.data.author_id !== user.id) {
    return (
      <StatusPage
        icon={<IconLock aria-hidden />}
        title={common("forbidden.title")}
        description={t("post.notYours")}
        actionLabel={t("post.back")}
        actionTo={paths.board.post(id)}
        testId="board-edit-forbidden"
      />
    );
  }
  return (
    <>
      <PageHeader title={t("editTitle")} />
      <PostForm
        categories={categories.data ?? []}
        initial={{ title: post.data.title, content: post.data.content, category_id: post.data.category_id }}
        submitLabel={t("form.save")}
        pending={save.isPending}
        error={save.error}
        onCancel={() => void navigate(paths.board.post(id))}
        onSubmit={(input) =>
          save.mutate(
            { ...input, id },
            {
              onSuccess: () => {
                notifySuccess(t("form.saved"));
                void navigate(paths.board.post(id));
              },
            },
          )
        }
      />
    </>
  );
}

/** /board/:id/edit: the author edits their post. */
export function BoardEditPage() {
  const { id } = useParams();
  if (!/^\d+$/.test(id ?? "")) return <NotFoundPage />;
  return (
    <BoardGate>
      <RequireAuth>{(user) => <EditPost id={Number(id)} user={user} />}</RequireAuth>
    </BoardGate>
  );
}
