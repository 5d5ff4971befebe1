import { Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState, type ReactNode } from "react";
import { countryName } from "../lib/display-names";
import { useDocumentTitle } from "../lib/document-title";
import { formatDay } from "../lib/format";
import { currentLanguage } from "../lib/i18n";
import { useSearchParams } from "../lib/lang-router";
import { useOutcome } from "../lib/use-outcome";
import { NameCell } from "./admin-cells";
import { AdminTable, type AdminColumn } from "./admin-table";
import { BackLink } from "./back-link";
import { ConfirmDialog } from "./confirm-dialog";
import { CountrySelect } from "./country-select";
import { PageHeader } from "./page-header";
import { QueryError } from "./query-error";

/** One country's document as the admin keeps it (its import rules, its export restrictions). */
export type CountryDocument = { country: string; as_of: string; source: string };

/**
 * The columns every country's document shows: the country (name and code), the date its rules
 * were read and their source. The page puts its own columns between them.
 */
export function useCountryColumns<D extends CountryDocument>(t: TFunction, sourceLines: number) {
  const lang = currentLanguage();
  const country: AdminColumn<D> = {
    key: "country",
    header: t("columns.country"),
    nowrap: true,
    cell: (d) => <NameCell name={countryName(d.country, lang)} detail={d.country} />,
  };
  const asOf: AdminColumn<D> = {
    key: "asOf",
    header: t("columns.asOf"),
    nowrap: true,
    cell: (d) => formatDay(d.as_of, lang),
  };
  const source: AdminColumn<D> = {
    key: "source",
    header: t("columns.source"),
    cell: (d) => (
      <Text size="xs" c="dimmed" lineClamp={sourceLines} miw={200} style={{ overflowWrap: "anywhere" }}>
        {d.source}
      </Text>
    ),
  };
  return { country, asOf, source };
}

export interface CountryDocumentsPageProps<D extends CountryDocument> {
  /**
   * The page's texts: title, description, addTitle, add, edit, empty, allCountries, editTitle
   * (with `country`), editDescription, newDescription, columns.country.
   */
  t: TFunction;
  /** `data-testid` of the page and the prefix of its parts (`-country`, `-add`, `-table`, `-row-XX`, `-edit`, `-empty`). */
  testId: string;
  /** The page's own path: the editor's way back to the list. */
  path: string;
  query: UseQueryResult<D[]>;
  columns: AdminColumn<D>[];
  minWidth: number;
  /** The editor of one country (`current`: its document, undefined for a new one); `done` goes back to the list. */
  editor: (country: string, current: D | undefined, done: () => void) => ReactNode;
  /** What the editor's page shows under it. */
  below?: (country: string, current: D | undefined) => ReactNode;
}

/**
 * An admin page of one document per destination country: the list with a country picker to add
 * one, and `?country=XX` the editor of that country.
 */
export function CountryDocumentsPage<D extends CountryDocument>(props: CountryDocumentsPageProps<D>) {
  const { t, testId, query } = props;
  const lang = currentLanguage();
  // The list's name in the tab, also while a country is edited (its page heading names the country).
  useDocumentTitle(t("title"));
  const [params, setParams] = useSearchParams();
  const raw = params.get("country")?.toUpperCase() ?? null;
  const country = raw && /^[A-Z]{2}$/.test(raw) ? raw : null;
  const [adding, setAdding] = useState<string | null>(null);
  const edit = (code: string | null) => setParams(code ? { country: code } : {});
  const states = (ready: (list: D[]) => ReactNode, skeleton: number) =>
    query.isPending ? (
      <Skeleton height={skeleton} />
    ) : query.isError ? (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      ready(query.data)
    );

  if (country) {
    const current = query.data?.find((d) => d.country === country);
    return (
      <Stack gap="md" data-testid={testId}>
        <BackLink to={props.path} label={t("allCountries")} />
        <PageHeader
          title={t("editTitle", { country: countryName(country, lang) })}
          description={current ? t("editDescription") : t("newDescription")}
        />
        {/* One editor per country: saving or deleting keeps it (and its callbacks) mounted. */}
        {states(() => props.editor(country, current, () => edit(null)), 320)}
        {props.below?.(country, current)}
      </Stack>
    );
  }

  const columns: AdminColumn<D>[] = [
    ...props.columns,
    {
      key: "edit",
      header: t("edit"),
      actions: true,
      nowrap: true,
      cell: (d) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => edit(d.country)}
          data-testid={`${testId}-edit`}
        >
          {t("edit")}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md" data-testid={testId}>
      <PageHeader title={t("title")} description={t("description")} />
      <Card withBorder radius="md" padding="sm">
        <Title order={2} fz="sm" mb="xs">
          {t("addTitle")}
        </Title>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <CountrySelect
            label={t("columns.country")}
            value={adding}
            onChange={setAdding}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: "1 1 220px", maxWidth: 360 }}
            data-testid={`${testId}-country`}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!adding}
            onClick={() => edit(adding)}
            data-testid={`${testId}-add`}
          >
            {query.data?.some((d) => d.country === adding) ? t("edit") : t("add")}
          </Button>
        </Group>
      </Card>
      {states(
        (list) =>
          list.length === 0 ? (
            <Text c="dimmed" data-testid={`${testId}-empty`}>
              {t("empty")}
            </Text>
          ) : (
            <AdminTable
              rows={list}
              columns={columns}
              rowKey={(d) => d.country}
              rowProps={(d) => ({ "data-testid": `${testId}-row-${d.country}` })}
              testId={`${testId}-table`}
              minWidth={props.minWidth}
            />
          ),
        200,
      )}
    </Stack>
  );
}

/**
 * The foot of a country's editor: delete (an existing document; it asks first, `dialog`), back to
 * the list and save (the form's submit). Test ids: `<prefix>-delete`, `-delete-confirm`,
 * `-delete-yes`, `-save`.
 */
export function useCountryEditorActions({
  t,
  country,
  exists,
  remove,
  saving,
  onDone,
  testIdPrefix,
}: {
  /** The editor's texts: delete, deleteConfirm and deleted (with `country`), back, save, cancel. */
  t: TFunction;
  country: string;
  exists: boolean;
  remove: { mutate: (country: string, options: ReturnType<ReturnType<typeof useOutcome>>) => void; isPending: boolean };
  saving: boolean;
  onDone: () => void;
  testIdPrefix: string;
}) {
  const outcome = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const name = countryName(country, currentLanguage());
  const actions = (
    <Group justify="space-between" gap="xs">
      {exists ? (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
          data-testid={`${testIdPrefix}-delete`}
        >
          {t("delete")}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="xs">
        <Button variant="default" onClick={onDone}>
          {t("back")}
        </Button>
        <Button
          type="submit"
          loading={saving}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          data-testid={`${testIdPrefix}-save`}
        >
          {t("save")}
        </Button>
      </Group>
    </Group>
  );
  const dialog = (
    <ConfirmDialog
      opened={confirming}
      title={t("delete")}
      message={t("deleteConfirm", { country: name })}
      cancelLabel={t("cancel")}
      confirmLabel={t("delete")}
      danger
      pending={remove.isPending}
      onClose={() => setConfirming(false)}
      onConfirm={() =>
        remove.mutate(
          country,
          outcome(t("deleted", { country: name }), () => {
            setConfirming(false);
            onDone();
          }),
        )
      }
      testId={`${testIdPrefix}-delete-confirm`}
      confirmTestId={`${testIdPrefix}-delete-yes`}
    />
  );
  return { actions, dialog };
}

/**
 * The heading of a document's list of parts (an import rule's components, a restriction's rules):
 * its title, a hint, and the server's objection to the list as a whole.
 */
export function PartsHeading({
  title,
  hint,
  error,
  errorTestId,
}: {
  title: string;
  hint: string;
  error: string | undefined;
  errorTestId: string;
}) {
  return (
    <>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {hint}
      </Text>
      {error ? (
        <Text size="sm" c="red" data-testid={errorTestId}>
          {error}
        </Text>
      ) : null}
    </>
  );
}
