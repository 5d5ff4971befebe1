import { Button, EmptyState, Group, Pagination, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { IconMessages, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { currentLanguage } from "../../../lib/i18n";
import { useMe } from "../../../lib/session/get-session";
import { loginPath } from "../../../lib/session/login-path";
import { useBoardCategories } from "../api/list-categories";
import { useBoardPosts } from "../api/list-posts";
import { BoardGate } from "../components/board-gate";
import { PostList } from "../components/post-list";
import { usePagerLabels } from "../../../components/pager-labels";
import { paths } from "../../../config/paths";

const PAGE_SIZE = 20;
const ALL = "all";

function BoardList() {
  const { t } = useTranslation("board");
  const pagerLabels = usePagerLabels();
  const lang = currentLanguage();
  const me = useMe();
  // Category and page live in the address, so a list can be linked and Back works.
  const [params, setParams] = useSearchParams();
  const category = params.get("category") ?? ALL;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const categoryId = category === ALL ? null : Number(category) || null;
  const categories = useBoardCategories(lang);
  const posts = useBoardPosts({ categoryId, page, pageSize: PAGE_SIZE, lang });

  const go = (next: { category?: string; page?: number }) => {
    const p = new URLSearchParams();
    const c = next.category ?? category;
    if (c !== ALL) p.set("category", c);
    if ((next.page ?? 1) > 1) p.set("page", String(next.page));
    setParams(p);
  };

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={t("title")} description={t("description")} />
        <Button
          component={Link}
          to={me.data ? paths.board.new : loginPath(paths.board.new)}
          leftSection={<IconPencil size={16} aria-hidden />}
          data-testid="board-write"
        >
          {t("write")}
        </Button>
      </Group>
      <Stack gap="md">
        {categories.data && categories.data.length > 0 ? (
          <Tabs value={category} onChange={(value) => go({ category: value ?? ALL })} data-testid="board-tabs">
            <Tabs.List>
              <Tabs.Tab value={ALL}>{t("allCategories")}</Tabs.Tab>
              {categories.data.map((c) => (
                <Tabs.Tab key={c.id} value={String(c.id)} data-testid={`board-tab-${c.id}`}>
                  {c.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        ) : null}
        {posts.isPending ? (
          <Skeleton height={320} radius="md" />
        ) : posts.isError ? (
          <QueryError error={posts.error} onRetry={() => void posts.refetch()} />
        ) : posts.data.items.length === 0 ? (
          <EmptyState data-testid="board-empty" py="xl" variant="light" icon={<IconMessages aria-hidden />}>
            <EmptyState.Title order={2}>{t("emptyTitle")}</EmptyState.Title>
            <EmptyState.Description>{t("emptyDescription")}</EmptyState.Description>
          </EmptyState>
        ) : (
          <>
            <PostList posts={posts.data.items} showCategory={categoryId === null} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t("total", { count: posts.data.total })}
              </Text>
              {posts.data.total > PAGE_SIZE ? (
                <Pagination
                  getControlProps={pagerLabels}
                  total={Math.ceil(posts.data.total / PAGE_SIZE)}
                  value={page}
                  onChange={(p) => go({ page: p })}
                />
              ) : null}
            </Group>
          </>
        )}
      </Stack>
    </>
  );
}

/** /board: category tabs and the list of posts (notices, pinned, newest). */
export function BoardPage() {
  return (
    <BoardGate>
      <BoardList />
    </BoardGate>
  );
}
