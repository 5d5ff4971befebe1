import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { ListSearchInput, PagedList, useListPaging } from "../../../components/paged-list";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useAdminReviews, useDeleteReview, type AdminReview } from "../api/admin-reviews";
import { ReviewsTable } from "../components/reviews-table";

const PAGE_SIZE = 20;
type Visibility = "all" | "visible" | "hidden";

/** Admin reviews: search, visibility filter, hide/show and delete. */
export function AdminReviewsPage() {
  const { t } = useTranslation("admin-reviews");
  const message = useErrorMessage();
  const { page, setPage, q, setQ, debouncedQ, resetting } = useListPaging();
  const [visibility, setVisibility] = useState<Visibility>("all");
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const remove = useDeleteReview();
  const reviews = useAdminReviews({
    q: debouncedQ,
    visible: visibility === "all" ? null : visibility === "visible",
    page,
    pageSize: PAGE_SIZE,
  });
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <ListSearchInput
            label={t("search")}
            placeholder={t("searchPlaceholder")}
            value={q}
            onValueChange={setQ}
            data-testid="admin-reviews-search"
          />
          <SegmentedControl
            aria-label={t("visibilityFilter")}
            value={visibility}
            onChange={resetting((v: string) => setVisibility(v as Visibility))}
            data={[
              { value: "all", label: t("all") },
              { value: "visible", label: t("visible") },
              { value: "hidden", label: t("hidden") },
            ]}
          />
        </Group>
        <PagedList
          query={reviews}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          empty={t("empty")}
          emptyTestId="admin-reviews-empty"
          total={(total) => t("total", { total })}
        >
          {(data) => <ReviewsTable reviews={data.items} onDelete={setDeleting} />}
        </PagedList>
      </Stack>
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
    </>
  );
}
