import { Alert, Button, Group, Pagination, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { IconCloudDownload, IconInfoCircle, IconRefresh, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { useUpstreamSearch } from "../api/search-upstream";
import { ImportResults } from "../components/import-results";
import { SearchFilters, type SearchFilterValues } from "../components/search-filters";
import { SearchResultsTable } from "../components/search-results-table";
import { SyncRulesPanel } from "../components/sync-rules-panel";
import { SyncRunsPanel } from "../components/sync-runs-panel";
import { useChunkedImport } from "../hooks/use-chunked-import";
import type { UpstreamSearchItem } from "../types/upstream";

const MAX_SELECTED = 500;

/** Admin → Upstream: the Cars search (find and import by hand) and the sync rules of the sync agent. */
export function AdminUpstreamPage() {
  const { t } = useTranslation("admin-upstream");
  // The tab is in the address, so "Sync rules" can be linked to and survives a reload.
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "sync" ? "sync" : "search";
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === "sync" ? { tab: "sync" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="search" leftSection={<IconSearch size={16} aria-hidden />} data-testid="upstream-tab-search">
            {t("tabs.search")}
          </Tabs.Tab>
          <Tabs.Tab value="sync" leftSection={<IconRefresh size={16} aria-hidden />} data-testid="upstream-tab-sync">
            {t("tabs.sync")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search">
          <UpstreamSearch />
        </Tabs.Panel>
        <Tabs.Panel value="sync">
          <Stack gap="xl">
            <SyncRulesPanel />
            <SyncRunsPanel />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** The Cars search: find cars on the upstream site and import the selected ones. */
function UpstreamSearch() {
  const { t } = useTranslation("admin-upstream");
  const [filters, setFilters] = useState<SearchFilterValues>({ complexCode: null, maker: null, model: null });
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  // Selection survives paging and filter changes, so cars can be gathered from several pages.
  const [selected, setSelected] = useState<Map<string, UpstreamSearchItem>>(new Map());
  const search = useUpstreamSearch({ ...filters, page });
  const { progress, start } = useChunkedImport();
  const importing = progress?.running ?? false;

  const items = search.data?.items ?? [];
  if (page === 1 && items.length > perPage) setPerPage(items.length);
  const pages = search.data ? Math.max(1, Math.ceil(search.data.total / perPage)) : 1;

  const toggle = (list: UpstreamSearchItem[], checked: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      for (const item of list) {
        if (checked && next.size < MAX_SELECTED) next.set(item.car_key, item);
        else if (!checked) next.delete(item.car_key);
      }
      return next;
    });
  };

  const runImport = async () => {
    const keys = [...selected.keys()];
    await start(keys);
    setSelected(new Map());
  };

  return (
    <Stack gap="md">
      <SearchFilters
        value={filters}
        onChange={(v) => {
          setFilters(v);
          setPage(1);
        }}
      />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="upstream-total">
          {search.data ? t("results.total", { count: search.data.total }) : "\u00a0"}
        </Text>
        <Group gap="sm">
          {selected.size > 0 && !importing ? (
            <Button variant="subtle" onClick={() => setSelected(new Map())}>
              {t("actions.clearSelection")}
            </Button>
          ) : null}
          <Button
            leftSection={<IconCloudDownload size={18} aria-hidden />}
            disabled={selected.size === 0 || importing}
            loading={importing}
            onClick={() => void runImport()}
            data-testid="upstream-import-button"
          >
            {t("actions.import", { count: selected.size })}
          </Button>
        </Group>
      </Group>

      {progress ? <ImportResults progress={progress} /> : null}

      {search.data && search.data.unreadable_rows > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t("results.unreadable", { count: search.data.unreadable_rows })}
        </Alert>
      ) : null}

      {search.isPending ? (
        <Skeleton height={420} radius="md" />
      ) : search.isError ? (
        <QueryError error={search.error} onRetry={() => void search.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center" data-testid="upstream-no-results">
          {t("results.none")}
        </Text>
      ) : (
        <div style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
          <SearchResultsTable
            items={items}
            selected={new Set(selected.keys())}
            disabled={importing}
            onToggle={(item, checked) => toggle([item], checked)}
            onToggleAll={toggle}
          />
        </div>
      )}

      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            disabled={importing}
            data-testid="upstream-pagination"
          />
        </Group>
      ) : null}
    </Stack>
  );
}
