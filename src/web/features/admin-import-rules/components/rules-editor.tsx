import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconDeviceFloppy, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LocalNumberInput } from "../../../components/local-number-input";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import { countryName } from "../../../lib/display-names";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import type { ImportRules } from "../api/get-import-rules";
import { useDeleteImportRules } from "../api/delete-import-rules";
import { useSaveImportRules } from "../api/save-import-rules";
import { ComponentsTable } from "./components-table";
import { emptyRules, newComponent, RULES_CURRENCIES, toBody, toForm, type RulesForm } from "./rules-form";

const TOP_FIELDS = ["currency", "as_of", "source", "max_age", "components"];
const ROW_FIELDS = [
  "name.en",
  "name.ko",
  "name.mn",
  "name.ru",
  "kind",
  "rate",
  "of",
  "min_per_cc",
  "amount",
  "when.min_age",
  "when.max_age",
  "when.min_cc",
  "when.max_cc",
  "when.fuels",
];

/** The server's 422 messages by field, told apart into those an input shows, a row shows, or the alert. */
function placeErrors(errors: Record<string, string>) {
  const field = (key: string) => {
    const hit = Object.entries(errors).find(([k]) => k === key || k.startsWith(`${key}.`));
    return hit?.[1];
  };
  const rowOf = (key: string) => /^components\.(\d+)(?:\.(.+))?$/.exec(key);
  const rowErrors = (i: number) =>
    Object.entries(errors)
      .filter(([k]) => {
        const m = rowOf(k);
        return m && Number(m[1]) === i && !ROW_FIELDS.some((f) => m[2] === f || m[2]?.startsWith(`${f}.`));
      })
      .map(([k, message]) => `${k.replace(/^components\.\d+\.?/, "")} ${message}`.trim());
  const other = Object.entries(errors)
    .filter(([k]) => !rowOf(k) && !TOP_FIELDS.some((f) => k === f || k.startsWith(`${f}.`)))
    .map(([k, message]) => `${k}: ${message}`);
  return { field, rowErrors, other };
}

/**
 * One country's rules: currency, date, source, age limit and the components in order. Saving sends
 * the whole set (PUT); the server's objections (422) appear beside the field they name.
 */
export function RulesEditor({
  country,
  rules,
  onDone,
}: {
  country: string;
  rules: ImportRules | undefined;
  onDone(): void;
}) {
  const { t } = useTranslation("admin-import-rules");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const save = useSaveImportRules();
  const remove = useDeleteImportRules();
  const [form, setForm] = useState<RulesForm>(() => (rules ? toForm(rules) : emptyRules(country)));
  const [confirming, setConfirming] = useState(false);
  const fieldErrors = getFieldErrors(save.error);
  const errors = placeErrors(fieldErrors);
  const set = (patch: Partial<RulesForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = () =>
    save.mutate(
      { country, body: toBody(form) },
      {
        onSuccess: (saved) => {
          setForm(toForm(saved));
          notifySuccess(t("saved", { country: countryName(country, lang) }));
        },
      },
    );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" data-testid="rules-editor" data-country={country}>
        {save.isError ? (
          <Alert color="red" data-testid="rules-error">
            <Text size="sm">{message(save.error)}</Text>
            {errors.other.map((line) => (
              <Text key={line} size="xs">
                {line}
              </Text>
            ))}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t("fields.currency")}
            data={RULES_CURRENCIES}
            value={form.currency}
            onChange={(currency) => currency && set({ currency: currency as RulesForm["currency"] })}
            allowDeselect={false}
            error={errors.field("currency")}
            comboboxProps={{ withinPortal: true }}
            data-testid="rules-currency"
          />
          <TextInput
            type="date"
            label={t("fields.asOf")}
            value={form.asOf}
            onChange={(e) => set({ asOf: e.currentTarget.value })}
            error={errors.field("as_of")}
            data-testid="rules-as-of"
          />
          <LocalNumberInput
            label={t("fields.maxAge")}
            description={t("fields.maxAgeHint")}
            value={form.maxAge}
            onChange={(maxAge) => set({ maxAge })}
            allowDecimal={false}
            allowNegative
            error={errors.field("max_age")}
            data-testid="rules-max-age"
          />
        </SimpleGrid>
        <Textarea
          label={t("fields.source")}
          description={t("fields.sourceHint")}
          value={form.source}
          onChange={(e) => set({ source: e.currentTarget.value })}
          autosize
          minRows={2}
          error={errors.field("source")}
          data-testid="rules-source"
        />
        <div>
          <Text fw={600} size="sm">
            {t("componentsTitle")}
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {t("componentsHint")}
          </Text>
          {fieldErrors.components ? (
            <Text size="sm" c="red" data-testid="rules-components-error">
              {fieldErrors.components}
            </Text>
          ) : null}
          <ComponentsTable
            rows={form.components}
            onChange={(components) => set({ components })}
            error={(i, field) => errors.field(`components.${i}.${field}`)}
            rowErrors={errors.rowErrors}
          />
          <Button
            variant="light"
            mt="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => set({ components: [...form.components, newComponent()] })}
            data-testid="rules-add-component"
          >
            {t("addComponent")}
          </Button>
        </div>
        <Group justify="space-between">
          {rules ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
              data-testid="rules-delete"
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
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              data-testid="rules-save"
            >
              {t("save")}
            </Button>
          </Group>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("delete")} centered>
        <Stack data-testid="rules-delete-confirm">
          <Text size="sm">{t("deleteConfirm", { country: countryName(country, lang) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="rules-delete-yes"
              onClick={() =>
                remove.mutate(country, {
                  onSuccess: () => {
                    notifySuccess(t("deleted", { country: countryName(country, lang) }));
                    setConfirming(false);
                    onDone();
                  },
                  onError: (error) => notifyError(message(error)),
                })
              }
            >
              {t("delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
