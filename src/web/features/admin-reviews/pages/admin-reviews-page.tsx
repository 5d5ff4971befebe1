import {
  Alert,
  Button,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertTriangle, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
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
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [visibility, setVisibility] = useState<Visibility>("all");
  const [page, setPage] = useState(1);
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
          <TextInput
            label={t("search")}
            placeholder={t("searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            w={320}
            data-testid="admin-reviews-search"
          />
          <SegmentedControl
            aria-label={t("visibilityFilter")}
            value={visibility}
            onChange={(v) => {
              setVisibility(v as Visibility);
              setPage(1);
            }}
            data={[
              { value: "all", label: t("all") },
              { value: "visible", label: t("visible") },
              { value: "hidden", label: t("hidden") },
            ]}
          />
        </Group>
        {reviews.isPending ? (
          <Skeleton height={320} radius="md" />
        ) : reviews.isError ? (
          <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />
        ) : reviews.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="admin-reviews-empty">
            {t("empty")}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t("total", { total: reviews.data.total })}
            </Text>
            <ReviewsTable reviews={reviews.data.items} onDelete={setDeleting} />
            {reviews.data.total > PAGE_SIZE ? (
              <Group justify="center">
                <Pagination total={Math.ceil(reviews.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
              </Group>
            ) : null}
          </>
        )}
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
