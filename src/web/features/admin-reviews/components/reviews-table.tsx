import { ActionIcon, Badge, Group, Rating, Table, Text, Tooltip } from "@mantine/core";
import { IconEye, IconEyeOff, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { useSetReviewVisibility, type AdminReview } from "../api/admin-reviews";

/** Every review with its author and request; hide/show in place, delete after a confirmation. */
export function ReviewsTable({
  reviews,
  onDelete,
}: {
  reviews: AdminReview[];
  onDelete: (review: AdminReview) => void;
}) {
  const { t } = useTranslation("admin-reviews");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const visibility = useSetReviewVisibility();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="admin-reviews-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.id")}</Table.Th>
            <Table.Th>{t("columns.author")}</Table.Th>
            <Table.Th>{t("columns.rating")}</Table.Th>
            <Table.Th>{t("columns.content")}</Table.Th>
            <Table.Th>{t("columns.request")}</Table.Th>
            <Table.Th>{t("columns.date")}</Table.Th>
            <Table.Th>{t("columns.status")}</Table.Th>
            <Table.Th>{t("columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reviews.map((r) => (
            <Table.Tr key={r.id} data-testid="admin-review-row" data-review-id={r.id}>
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.author_name}</Text>
                <Text size="xs" c="dimmed">
                  {r.email} · {r.country}
                </Text>
              </Table.Td>
              <Table.Td>
                <Rating value={r.rating} readOnly size="xs" aria-label={String(r.rating)} />
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" lineClamp={3} title={r.content}>
                  {r.content}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">#{r.vehicle_request_id}</Text>
                <Text size="xs" c="dimmed">
                  {translateTerm("maker", r.maker, lang)}
                  {r.model ? ` ${translateTerm("model", r.model, lang)}` : ""}
                </Text>
              </Table.Td>
              <Table.Td>{date.format(new Date(r.created_at))}</Table.Td>
              <Table.Td>
                <Badge color={r.is_visible ? "green" : "gray"} variant="light" data-testid="admin-review-visibility">
                  {r.is_visible ? t("visible") : t("hidden")}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={r.is_visible ? t("hide") : t("show")}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={r.is_visible ? t("hide") : t("show")}
                      loading={visibility.isPending && visibility.variables?.id === r.id}
                      data-testid="admin-review-toggle"
                      onClick={() =>
                        visibility.mutate(
                          { id: r.id, is_visible: !r.is_visible },
                          { onError: (e) => notifyError(message(e)) },
                        )
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
