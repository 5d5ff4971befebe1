import { ActionIcon, Button, Group, Modal, Paper, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { QueryError } from "../../../components/query-error";
import { useErrorMessage } from "../../../lib/api-error-message";
import {
  savedSearchPath,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
  type SavedSearch,
} from "../../../lib/buyers/saved-searches";
import { notifyError } from "../../../lib/notify";
import { SavedSearchName } from "../../../components/saved-search-name";

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation("buyers");
  const message = useErrorMessage();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);
  const onError = (error: unknown) => notifyError(message(error));

  return (
    <Paper withBorder radius="md" p="sm" data-testid="saved-search-item">
      <Group justify="space-between" wrap="nowrap">
        <Button
          component={Link}
          to={savedSearchPath(search.filters)}
          variant="subtle"
          px={0}
          data-testid="saved-search-open"
        >
          {search.name}
        </Button>
        <Group gap="xs" wrap="nowrap">
          <Switch
            label={t("savedSearches.emailAlerts")}
            checked={search.email_alerts}
            onChange={(event) =>
              update.mutate({ id: search.id, email_alerts: event.currentTarget.checked }, { onError })
            }
            data-testid="saved-search-alerts"
          />
          <ActionIcon
            variant="subtle"
            aria-label={t("savedSearches.rename")}
            onClick={() => setRenaming(true)}
            data-testid="saved-search-rename"
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("savedSearches.delete")}
            onClick={() => setConfirming(true)}
            data-testid="saved-search-delete"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Modal opened={renaming} onClose={() => setRenaming(false)} title={t("savedSearches.rename")}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ id: search.id, name: name.trim() }, { onSuccess: () => setRenaming(false), onError });
          }}
        >
          <Stack gap="sm">
            <SavedSearchName value={name} onChange={setName} testId="saved-search-rename-input" />
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!name.trim()}>
                {t("savedSearches.saveButton")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("savedSearches.delete")}>
        <Stack gap="sm">
          <Text>{t("savedSearches.confirmDelete", { name: search.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("savedSearches.cancel")}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(search.id, { onSuccess: () => setConfirming(false), onError })}
              data-testid="saved-search-delete-confirm"
            >
              {t("savedSearches.delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** My page → Saved searches: open, rename, switch alerts, delete with confirmation. */
export function SavedSearchesSection() {
  const { t } = useTranslation("buyers");
  const searches = useSavedSearches();
  if (searches.isPending) return <Skeleton height={80} radius="md" />;
  if (searches.isError) return <QueryError error={searches.error} onRetry={() => void searches.refetch()} />;
  if (searches.data.items.length === 0) {
    return (
      <Text c="dimmed" data-testid="saved-searches-empty">
        {t("savedSearches.empty")}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="saved-searches-list">
      {searches.data.items.map((s) => (
        <SavedSearchRow key={s.id} search={s} />
      ))}
    </Stack>
  );
}
