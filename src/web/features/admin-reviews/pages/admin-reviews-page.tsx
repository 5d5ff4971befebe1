import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZE, AdminListPage } from "../../../components/admin-list-page";
import { useListPaging } from "../../../components/paged-list";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useAdminReviews, useDeleteReview, type AdminReview } from "../api/admin-reviews";
import { useReviewColumns } from "../components/review-columns";

type Visibility = "all" | "visible" | "hidden";

/** Admin reviews: search, visibility filter, hide/show and delete. */
export function AdminReviewsPage() {
  const { t } = useTranslation("admin-reviews");
  const message = useErrorMessage();
  const paging = useListPaging();
  const [visibility, setVisibility] = useState<Visibility>("all");
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const remove = useDeleteReview();
  const reviews = useAdminReviews({
    q: paging.debouncedQ,
    visible: visibility === "all" ? null : visibility === "visible",
    page: paging.page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const columns = useReviewColumns(setDeleting);
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <AdminListPage
      query={reviews}
      paging={paging}
      t={t}
      search={{ label: t("search"), placeholder: t("searchPlaceholder"), testId: "admin-reviews-search" }}
      filter={{
        label: t("visibilityFilter"),
        value: visibility,
        onChange: setVisibility,
        options: [
          { value: "all", label: t("all") },
          { value: "visible", label: t("visible") },
          { value: "hidden", label: t("hidden") },
        ],
      }}
      columns={columns}
      rowProps={(r) => ({ "data-testid": "admin-review-row", "data-review-id": r.id })}
      testId="admin-reviews"
      total={(total) => t("total", { total })}
      minWidth={900}
    >
      <Modal opened={!!deleting} onClose={closeDelete} title={t("deleteTitle")} centered>
        {deleting ? (
          <Stack gap="md">
            <Text size="sm">{t("deleteConfirm", { id: deleting.id, email: deleting.email })}</Text>
            {remove.isError ? (
              <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
                {message(remove.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeDelete}>
                {t("cancel")}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                data-testid="admin-review-delete-confirm"
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      notifySuccess(t("deleted"));
                      closeDelete();
                    },
                  })
                }
              >
                {t("delete")}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </AdminListPage>
  );
}
