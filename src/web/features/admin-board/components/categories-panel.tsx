import { Button, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import type { BoardCategory } from "../../../../shared/api/board";
import { useAdminCategories, useDeleteCategory } from "../api/admin-board";
import { CategoryModal } from "./category-modal";
import { ConfirmDialog } from "./confirm-dialog";
import { RowAction } from "../../../components/row-actions";

/** The board's categories: four names each and an order; add, edit, delete. */
export function CategoriesPanel() {
  const { t } = useTranslation("admin-board");
  const message = useErrorMessage();
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<BoardCategory | "new" | null>(null);
  const [deleting, setDeleting] = useState<BoardCategory | null>(null);

  return (
    <Stack gap="sm" component="section" data-testid="admin-board-categories">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t("categories.title")}
        </Title>
        <Button
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing("new")}
          data-testid="admin-category-add"
        >
          {t("categories.add")}
        </Button>
      </Group>
      {categories.isPending ? (
        <Skeleton height={120} />
      ) : categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("categories.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t("categories.position")}</Table.Th>
                <Table.Th>English</Table.Th>
                <Table.Th>한국어</Table.Th>
                <Table.Th>Монгол</Table.Th>
                <Table.Th>Русский</Table.Th>
                <Table.Th w={90} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.data.map((c) => (
                <Table.Tr key={c.id} data-testid={`admin-category-row-${c.id}`}>
                  <Table.Td>{c.position}</Table.Td>
                  <Table.Td>{c.name_en}</Table.Td>
                  <Table.Td>{c.name_ko}</Table.Td>
                  <Table.Td>{c.name_mn}</Table.Td>
                  <Table.Td>{c.name_ru}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowAction label={t("categories.edit")} icon={IconPencil} onClick={() => setEditing(c)} />
                      <RowAction
                        label={t("categories.delete")}
                        icon={IconTrash}
                        danger
                        onClick={() => setDeleting(c)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CategoryModal category={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t("categories.delete")}
        message={t("categories.deleteConfirm", { name: deleting?.name_en ?? "" })}
        confirmLabel={t("categories.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t("categories.deleted"));
              setDeleting(null);
            },
            onError: (error) => notifyError(message(error)),
          })
        }
      />
    </Stack>
  );
}
