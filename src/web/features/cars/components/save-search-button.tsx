import { Button, Group, Stack, Switch, Text } from "@mantine/core";
import { IconBookmark } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoginToContinue } from "../../../components/login-to-continue";
import { OnDemandModal } from "../../../components/on-demand-modal";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { MAX_SAVED_SEARCHES, pickFilters, useCreateSavedSearch } from "../../../lib/buyers/saved-searches";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useMe } from "../../../lib/session/get-session";
import type { CarFilters } from "../types/car";
import { describeSearch } from "../utils/describe-search";
import { currentLanguage } from "../../../lib/i18n";
import { useMoney } from "../../../lib/money";
import { useOpenedOnce } from "../../../hooks/use-opened-once";
import { SavedSearchName } from "../../../components/saved-search-name";

/** Saves the Cars page's current filters under a name, with or without email alerts. */
export function SaveSearchButton({ filters }: { filters: CarFilters }) {
  const { t } = useTranslation("buyers");
  const me = useMe();
  const create = useCreateSavedSearch();
  const message = useErrorMessage();
  const [opened, setOpened] = useState(false);
  const made = useOpenedOnce(opened);
  const [name, setName] = useState("");
  const money = useMoney();
  const { t: tc } = useTranslation("cars");
  const { t: tcond } = useTranslation("condition");
  const parts = describeSearch(filters, currentLanguage(), money.format, {
    yearRange: (from, to) => `${from ?? "…"}–${to ?? "…"}`,
    priceUpTo: (value) => t("savedSearches.upTo", { value }),
    mileageUpTo: (value) => t("savedSearches.upTo", { value }),
    soldToo: t("savedSearches.soldToo"),
    noAccident: tcond("filter"),
  });
  // The saved search keeps its order too: the preview says which (not the default, newest first).
  const preview = [...parts, ...(filters.sort ? [tc(`sort.${filters.sort}`)] : [])];
  // A name to start from: what the search is ("Hyundai Sonata · Petrol"), or "All cars".
  const defaultName = (parts.join(" · ") || t("savedSearches.allCars")).slice(0, 100);
  const [alerts, setAlerts] = useState(true);

  const submit = () => {
    create.mutate(
      { name: name.trim(), filters: pickFilters(filters), email_alerts: alerts },
      {
        onSuccess: () => {
          notifySuccess(t("savedSearches.saved"));
          setOpened(false);
          setName("");
        },
        onError: (error) =>
          notifyError(
            isApiError(error, 409) ? t("savedSearches.tooMany", { max: MAX_SAVED_SEARCHES }) : message(error),
          ),
      },
    );
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBookmark size={18} aria-hidden />}
        onClick={() => {
          setName(defaultName);
          setOpened(true);
        }}
        data-testid="save-search-open"
      >
        {t("savedSearches.save")}
      </Button>
      {made ? (
        <OnDemandModal opened={opened} onClose={() => setOpened(false)} title={t("savedSearches.save")}>
          {me.data ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <Stack gap="sm">
                <SavedSearchName value={name} onChange={setName} testId="save-search-name" />
                <Text size="sm" c="dimmed" data-testid="save-search-preview">
                  {t("savedSearches.preview", { what: preview.join(" · ") || t("savedSearches.allCars") })}
                </Text>
                <Switch
                  label={t("savedSearches.emailAlerts")}
                  checked={alerts}
                  onChange={(event) => setAlerts(event.currentTarget.checked)}
                  data-testid="save-search-alerts"
                />
                <Group justify="flex-end">
                  {!name.trim() ? (
                    <Text size="sm" c="dimmed" data-testid="save-search-hint">
                      {t("savedSearches.nameNeeded")}
                    </Text>
                  ) : null}
                  <Button
                    type="submit"
                    loading={create.isPending}
                    disabled={!name.trim()}
                    data-testid="save-search-submit"
                  >
                    {t("savedSearches.saveButton")}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Stack gap="sm" data-testid="save-search-login-prompt">
              <Text size="sm">{t("savedSearches.loginMessage")}</Text>
              <LoginToContinue label={t("loginToContinue")} />
            </Stack>
          )}
        </OnDemandModal>
      ) : null}
    </>
  );
}
