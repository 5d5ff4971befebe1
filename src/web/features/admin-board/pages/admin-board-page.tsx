import { Alert, Stack } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { usePublicSettings } from "../../../lib/public-settings";
import { CategoriesPanel } from "../components/categories-panel";
import { PostsPanel } from "../components/posts-panel";

/** /admin/board: categories, and every post with notice/pin toggles and delete. */
export function AdminBoardPage() {
  const { t } = useTranslation("admin-board");
  const settings = usePublicSettings();
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="xl">
        {settings.data && !settings.data.board_enabled ? (
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="admin-board-disabled">
            {t("disabled")}
          </Alert>
        ) : null}
        <CategoriesPanel />
        <PostsPanel />
      </Stack>
    </>
  );
}
