import { Alert, Box, Button, Card, Group, SimpleGrid, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { IconBell, IconLogin } from "@tabler/icons-react";
import { useEffect, useState, type SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { SelectOnDemand } from "./select-on-demand";
import { useLocation } from "react-router";
import { Link } from "../lib/lang-router";
import { translateTerm } from "../../shared/vehicle-terms";
import { QueryError } from "./query-error";
import { useErrorMessage } from "../lib/api-error-message";
import { currentLanguage } from "../lib/i18n";
import { makerFilter, modelFilter } from "../lib/term-filter";
import { notifyError, notifySuccess } from "../lib/notify";
import { useMe } from "../lib/session/get-session";
import { loginPath } from "../lib/session/login-path";
import { useMakerOptions, useModelOptions } from "../lib/promo/get-maker-options";
import { usePromoPreference, type PromoPreference } from "../lib/promo/get-promo-preference";
import { useUpdatePromoPreference } from "../lib/promo/update-promo-preference";
import { paths } from "../config/paths";

export interface PromoPreferenceControlProps {
  /** Preset maker/model (as stored, Korean), e.g. the car shown on a car page. */
  maker?: string | null;
  model?: string | null;
  /** Without a card frame, for placing inside another panel. */
  withBorder?: boolean;
}

type Draft = { maker: string | null; model: string | null; enabled: boolean };

function LoginPrompt() {
  const { t } = useTranslation("promo");
  const location = useLocation();
  const next = location.pathname + location.search;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconLogin aria-hidden />}
      title={t("loginTitle")}
      data-testid="promo-login-prompt"
      role="status"
    >
      <Text size="sm" mb="xs">
        {t("loginMessage")}
      </Text>
      <Group gap="xs">
        <Button component={Link} to={loginPath(next)} size="xs" data-testid="promo-login-link">
          {t("login")}
        </Button>
        <Button component={Link} to={paths.register} size="xs" variant="default">
          {t("register")}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The promo alert preference (preferred maker and model, email alerts on/off). Visitors
 * see the same control; touching it shows a login prompt instead of changing anything.
 */
export function PromoPreferenceControl({ maker, model, withBorder = true }: PromoPreferenceControlProps) {
  const { t } = useTranslation("promo");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const me = useMe();
  const loggedIn = !!me.data;
  const preference = usePromoPreference(loggedIn);
  const save = useUpdatePromoPreference();
  const makers = useMakerOptions();
  const [prompt, setPrompt] = useState(false);
  const [draft, setDraft] = useState<Draft>({ maker: maker ?? null, model: model ?? null, enabled: false });
  const models = useModelOptions(draft.maker);

  // Start from the stored preference, unless the page presets a car.
  useEffect(() => {
    if (!preference.data) return;
    const p: PromoPreference = preference.data;
    setDraft(
      maker
        ? {
            maker,
            model: model ?? null,
            enabled:
              p.promo_preferred_maker === maker &&
              (p.promo_preferred_model ?? null) === (model ?? null) &&
              p.promo_email_enabled,
          }
        : { maker: p.promo_preferred_maker, model: p.promo_preferred_model, enabled: p.promo_email_enabled },
    );
  }, [preference.data, maker, model]);

  // For visitors every interaction is intercepted before the inputs see it.
  const intercept = (event: SyntheticEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    event.stopPropagation();
    setPrompt(true);
  };

  const submit = () => {
    save.mutate(
      {
        promo_preferred_maker: draft.maker,
        promo_preferred_model: draft.maker ? draft.model : null,
        promo_email_enabled: draft.enabled,
      },
      { onSuccess: () => notifySuccess(t("saved")), onError: (error) => notifyError(message(error)) },
    );
  };

  const makerData = (makers.data ?? []).map((ko) => ({ value: ko, label: translateTerm("maker", ko, lang) }));
  const modelData = (models.data ?? []).map((ko) => ({ value: ko, label: translateTerm("model", ko, lang) }));
  // A preset or stored value that is in neither list still shows.
  if (draft.maker && !makerData.some((o) => o.value === draft.maker))
    makerData.unshift({ value: draft.maker, label: translateTerm("maker", draft.maker, lang) });
  if (draft.model && !modelData.some((o) => o.value === draft.model))
    modelData.unshift({ value: draft.model, label: translateTerm("model", draft.model, lang) });

  let content;
  if (me.isPending || (loggedIn && preference.isPending)) {
    content = <Skeleton height={120} radius="md" />;
  } else if (loggedIn && preference.isError) {
    content = <QueryError error={preference.error} onRetry={() => void preference.refetch()} />;
  } else {
    content = (
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconBell size={18} aria-hidden />
          <Text fw={600}>{t("title")}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t("description")}
        </Text>
        <Box
          onClickCapture={intercept}
          onFocusCapture={intercept}
          onKeyDownCapture={intercept}
          onMouseDownCapture={intercept}
          data-testid="promo-inputs"
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectOnDemand
                label={t("maker")}
                placeholder={t("anyMaker")}
                searchable
                filter={makerFilter}
                clearable
                readOnly={!loggedIn}
                data={makerData}
                value={draft.maker}
                onChange={(value) =>
                  setDraft((d) => ({ ...d, maker: value, model: value === d.maker ? d.model : null }))
                }
                data-testid="promo-maker"
              />
              <SelectOnDemand
                label={t("model")}
                placeholder={t("anyModel")}
                searchable
                filter={modelFilter}
                clearable
                readOnly={!loggedIn}
                disabled={loggedIn && !draft.maker}
                data={modelData}
                value={draft.model}
                onChange={(value) => setDraft((d) => ({ ...d, model: value }))}
                data-testid="promo-model"
              />
            </SimpleGrid>
            <Switch
              label={t("emailEnabled")}
              checked={draft.enabled}
              readOnly={!loggedIn}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setDraft((d) => ({ ...d, enabled: checked }));
              }}
              data-testid="promo-email-enabled"
            />
            <Group>
              <Button onClick={submit} loading={save.isPending} data-testid="promo-save">
                {t("save")}
              </Button>
            </Group>
          </Stack>
        </Box>
        {prompt && !loggedIn ? <LoginPrompt /> : null}
      </Stack>
    );
  }

  return withBorder ? (
    <Card withBorder radius="md" padding="lg" data-testid="promo-preference">
      {content}
    </Card>
  ) : (
    <Box data-testid="promo-preference">{content}</Box>
  );
}
