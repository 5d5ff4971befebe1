import { ActionIcon, Badge, Group, Rating, Text, Tooltip } from "@mantine/core";
import { IconEye, IconEyeOff, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import type { AdminColumn } from "../../../components/admin-table";
import { useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { useSetReviewVisibility, type AdminReview } from "../api/admin-reviews";
import { dayFormat } from "../../../lib/format";

/** The reviews columns: author, rating, text, request; hide/show in place, delete after a confirmation. */
export function useReviewColumns(onDelete: (review: AdminReview) => void): AdminColumn<AdminReview>[] {
  const { t } = useTranslation("admin-reviews");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const visibility = useSetReviewVisibility();
  const date = dayFormat(lang);

  return [
    { key: "id", header: t("columns.id"), cell: (r) => r.id },
    {
      key: "author",
      header: t("columns.author"),
      cell: (r) => (
        <>
          <Text size="sm">{r.author_name}</Text>
          <Text size="xs" c="dimmed">
            {r.email} · {r.country}
          </Text>
        </>
      ),
    },
    {
      key: "rating",
      header: t("columns.rating"),
      cell: (r) => <Rating value={r.rating} readOnly size="xs" aria-label={String(r.rating)} />,
    },
    {
      key: "content",
      header: t("columns.content"),
      maxWidth: 360,
      cell: (r) => (
        <Text size="sm" lineClamp={3} title={r.content}>
          {r.content}
        </Text>
      ),
    },
    {
      key: "request",
      header: t("columns.request"),
      cell: (r) => (
        <>
          <Text size="sm">#{r.vehicle_request_id}</Text>
          <Text size="xs" c="dimmed">
            {translateTerm("maker", r.maker, lang)}
            {r.model ? ` ${translateTerm("model", r.model, lang)}` : ""}
          </Text>
        </>
      ),
    },
    { key: "date", header: t("columns.date"), nowrap: true, cell: (r) => date.format(new Date(r.created_at)) },
    {
      key: "status",
      header: t("columns.status"),
      nowrap: true,
      cell: (r) => (
        <Badge color={r.is_visible ? "green" : "gray"} variant="light" maw="none" data-testid="admin-review-visibility">
          {r.is_visible ? t("visible") : t("hidden")}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={r.is_visible ? t("hide") : t("show")}>
            <ActionIcon
              variant="subtle"
              aria-label={r.is_visible ? t("hide") : t("show")}
              loading={visibility.isPending && visibility.variables?.id === r.id}
              data-testid="admin-review-toggle"
              onClick={() =>
                visibility.mutate({ id: r.id, is_visible: !r.is_visible }, { onError: (e) => notifyError(message(e)) })
              }
            >
              {r.is_visible ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("delete")}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("delete")}
              data-testid="admin-review-delete"
              onClick={() => onDelete(r)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}
