import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDatabaseImport, IconInfoCircle, IconPencil, IconPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TERM_CATEGORIES, type TermCategory } from "../../../../shared/vehicle-terms";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useAdminTranslations, useDeleteTranslation, useSeedDefaults, type Translation } from "../api/translations";
import { TranslationModal } from "../components/translation-modal";

const PAGE_SIZE = 50;

/** The stored translations table (kept for safety): list, search, add, edit, delete, load the defaults. */
export function AdminTranslationsPage() {
  const { t } = useTranslation("admin-translations");
  const message = useErrorMessage();
  const [category, setCategory] = useState<TermCategory | null>(null);
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<{ translation: Translation | null } | null>(null);
  const rows = useAdminTranslations({ category, q: debouncedQ, page, pageSize: PAGE_SIZE });
  const seed = useSeedDefaults();
  const remove = useDeleteTranslation();
  const onError = (error: unknown) => notifyError(message(error));

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t("note")}
        </Alert>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t("search")}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={q}
              onChange={(event) => {
                setQ(event.currentTarget.value);
                setPage(1);
              }}
              w={260}
              data-testid="translations-search"
            />
            <Select
              label={t("columns.category")}
              placeholder={t("allCategories")}
              data={TERM_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
              value={category}
              onChange={(value) => {
                setCategory(value as TermCategory | null);
                setPage(1);
              }}
              clearable
              w={200}
              data-testid="translations-category"
            />
          </Group>
          <Group>
            <Button
              variant="light"
              leftSection={<IconDatabaseImport size={16} aria-hidden />}
              loading={seed.isPending}
              onClick={() => seed.mutate(undefined, { onSuccess: (r) => notifySuccess(t("seeded", r)), onError })}
              data-testid="translations-seed"
            >
              {t("seed")}
            </Button>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setModal({ translation: null })}
              data-testid="translations-add"
            >
              {t("add")}
            </Button>
          </Group>
        </Group>
        {rows.isPending ? (
          <Skeleton height={400} radius="md" />
        ) : rows.isError ? (
          <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
        ) : rows.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="translations-empty">
            {t("empty")}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="translations-total">
              {t("total", { total: rows.data.total })}
            </Text>
            <Table.ScrollContainer minWidth={800}>
              <Table striped highlightOnHover data-testid="translations-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("columns.category")}</Table.Th>
                    <Table.Th>{t("columns.ko")}</Table.Th>
                    <Table.Th>{t("columns.en")}</Table.Th>
                    <Table.Th>{t("columns.mn")}</Table.Th>
                    <Table.Th>{t("columns.ru")}</Table.Th>
                    <Table.Th w={90} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.data.items.map((row) => (
                    <Table.Tr key={row.id} data-testid="translation-row">
                      <Table.Td>{t(`categories.${row.category}`, { defaultValue: row.category })}</Table.Td>
                      <Table.Td lang="ko">{row.ko}</Table.Td>
                      <Table.Td lang="en">{row.en}</Table.Td>
                      <Table.Td lang="mn">{row.mn}</Table.Td>
                      <Table.Td lang="ru">{row.ru}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t("edit", { term: row.ko })}
                            onClick={() => setModal({ translation: row })}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t("delete", { term: row.ko })}
                            onClick={() => remove.mutate(row.id, { onError })}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {rows.data.total > PAGE_SIZE ? (
              <Group justify="center">
                <Pagination total={Math.ceil(rows.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
      <TranslationModal
        opened={modal !== null}
        translation={modal?.translation ?? null}
        onClose={() => setModal(null)}
      />
    </>
  );
}
