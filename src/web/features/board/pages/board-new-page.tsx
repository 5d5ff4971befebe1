import { Skeleton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { RequireAuth } from "../../../components/require-auth";
import { useBoardCategories } from "../api/list-categories";
import { useSaveBoardPost } from "../api/save-post";
import { BoardGate } from "../components/board-gate";
import { PostForm } from "../components/post-form";
import { paths } from "../../../config/paths";

function NewPost() {
  const { t } = useTranslation("board");
  const navigate = useNavigate();
  const categories = useBoardCategories(currentLanguage());
  const save = useSaveBoardPost();
  if (categories.isPending) return <Skeleton height={400} radius="md" />;
  return (
    <>
      <PageHeader title={t("newTitle")} />
      <PostForm
        categories={categories.data ?? []}
        submitLabel={t("form.publish")}
        pending={save.isPending}
        error={save.error}
        onCancel={() => void navigate(paths.board.list)}
        onSubmit={(input) =>
          save.mutate(input, {
            onSuccess: (post) => {
              notifySuccess(t("form.published"));
              void navigate(paths.board.post(post.id));
            },
          })
        }
      />
    </>
  );
}

/** /board/new: write a post (logged-in users). */
export function BoardNewPage() {
  return (
    <BoardGate>
      <RequireAuth>{() => <NewPost />}</RequireAuth>
    </BoardGate>
  );
}
