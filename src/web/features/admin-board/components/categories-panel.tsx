import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BoardCategory } from "../../../../shared/api/board";
import { AddButton } from "../../../components/add-button";
import type { AdminColumn } from "../../../components/admin-table";
import { useConfirmedDelete } from "../../../components/confirm-dialog";
import { QueryTable } from "../../../components/query-table";
import { EditDeleteActions } from "../../../components/row-actions";
import { Section } from "../../../components/section";
import { useAdminCategories, useDeleteCategory } from "../api/admin-board";
import { CategoryModal } from "./category-modal";

/** The board's categories: four names each and an order; add, edit, delete. */
export function CategoriesPanel() {
  const { t } = useTranslation("admin-board");
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const confirmDelete = useConfirmedDelete<BoardCategory>({
    remove,
    title: t("categories.delete"),
    message: (c) => t("categories.deleteConfirm", { name: c.name_en }),
    cancelLabel: t("cancel"),
    confirmLabel: t("categories.delete"),
    done: t("categories.deleted"),
    testId: "admin-board-confirm",
    confirmTestId: "admin-board-confirm-button",
  });
  const [editing, setEditing] = useState<BoardCategory | "new" | null>(null);

  const columns: AdminColumn<BoardCategory>[] = [
    { key: "position", header: t("categories.position"), cell: (c) => c.position },
    { key: "en", header: "English", cell: (c) => c.name_en },
    { key: "ko", header: "한국어", cell: (c) => c.name_ko },
    { key: "mn", header: "Монгол", cell: (c) => c.name_mn },
    { key: "ru", header: "Русский", cell: (c) => c.name_ru },
    {
      key: "actions",
      header: t("categories.actions"),
      actions: true,
      cell: (c) => (
        <EditDeleteActions
          editLabel={t("categories.edit")}
          deleteLabel={t("categories.delete")}
          onEdit={() => setEditing(c)}
          onDelete={() => confirmDelete.ask(c)}
        />
      ),
    },
  ];

  return (
    <Section
      title={t("categories.title")}
      testId="admin-board-categories"
      action={
        <AddButton
          size="sm"
          label={t("categories.add")}
          onClick={() => setEditing("new")}
          testId="admin-category-add"
        />
      }
    >
      <QueryTable
        query={categories}
        columns={columns}
        rowProps={(c) => ({ "data-testid": `admin-category-row-${c.id}` })}
        testId="admin-categories-table"
        empty={t("categories.empty")}
        emptySize="sm"
        skeletonHeight={120}
        minWidth={640}
      />
      <CategoryModal category={editing} onClose={() => setEditing(null)} />
      {confirmDelete.dialog}
    </Section>
  );
}
