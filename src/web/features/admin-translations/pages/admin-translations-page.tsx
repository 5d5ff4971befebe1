import { Alert, Button, Select, Stack } from "@mantine/core";
import { IconDatabaseImport, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TERM_CATEGORIES, type TermCategory } from "../../../../shared/vehicle-terms";
import { AdminList } from "../../../components/admin-list";
import { AddButton } from "../../../components/add-button";
import type { AdminColumn } from "../../../components/admin-table";
import { PageHeader } from "../../../components/page-header";
import { useListPaging } from "../../../components/paged-list";
import { EditDeleteActions } from "../../../components/row-actions";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useAdminTranslations, useDeleteTranslation, useSeedDefaults, type Translation } from "../api/translations";
import { TranslationModal } from "../components/translation-modal";

const PAGE_SIZE = 50;

/** The stored translations table (kept for safety): list, search, add, edit, delete, load the defaults. */
export function AdminTranslationsPage() {
  const { t } = useTranslation("admin-translations");
  const message = useErrorMessage();
  const paging = useListPaging();
  const [category, setCategory] = useState<TermCategory | null>(null);
  const [modal, setModal] = useState<{ translation: Translation | null } | null>(null);
  const rows = useAdminTranslations({ category, q: paging.debouncedQ, page: paging.page, pageSize: PAGE_SIZE });
  const seed = useSeedDefaults();
  const remove = useDeleteTranslation();
  const onError = (error: unknown) => notifyError(message(error));

  const columns: AdminColumn<Translation>[] = [
    {
      key: "category",
      header: t("columns.category"),
      cell: (row) => t(`categories.${row.category}`, { defaultValue: row.category }),
    },
    ...(["ko", "en", "mn", "ru"] as const).map((lang): AdminColumn<Translation> => ({
      key: lang,
      header: t(`columns.${lang}`),
      cell: (row) => <span lang={lang}>{row[lang]}</span>,
    })),
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      cell: (row) => (
        <EditDeleteActions
          editLabel={t("edit", { term: row.ko })}
          deleteLabel={t("delete", { term: row.ko })}
          onEdit={() => setModal({ translation: row })}
          onDelete={() => remove.mutate(row.id, { onError })}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t("note")}
        </Alert>
        <AdminList
          query={rows}
          paging={paging}
          pageSize={PAGE_SIZE}
          search={{ label: t("search"), testId: "translations-search" }}
          filters={
            <Select
              label={t("columns.category")}
              placeholder={t("allCategories")}
              data={TERM_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
              value={category}
              onChange={paging.resetting((value: string | null) => setCategory(value as TermCategory | null))}
              clearable
              w={200}
              data-testid="translations-category"
            />
          }
          actions={
            <>
              <Button
                variant="light"
                leftSection={<IconDatabaseImport size={16} aria-hidden />}
                loading={seed.isPending}
                onClick={() => seed.mutate(undefined, { onSuccess: (r) => notifySuccess(t("seeded", r)), onError })}
                data-testid="translations-seed"
              >
                {t("seed")}
              </Button>
              <AddButton label={t("add")} onClick={() => setModal({ translation: null })} testId="translations-add" />
            </>
          }
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={() => ({ "data-testid": "translation-row" })}
          testId="translations"
          empty={t("empty")}
          total={(total) => t("total", { total })}
          minWidth={800}
        />
      </Stack>
      <TranslationModal
        opened={modal !== null}
        translation={modal?.translation ?? null}
        onClose={() => setModal(null)}
      />
    </>
  );
}
