import { Alert, Button, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PartsHeading, useCountryEditorActions } from "../../../components/country-documents";
import { LocalNumberInput } from "../../../components/local-number-input";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import { countryName } from "../../../lib/display-names";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import type { ImportRules } from "../api/get-import-rules";
import { useDeleteImportRules } from "../api/delete-import-rules";
import { useSaveImportRules } from "../api/save-import-rules";
import { ComponentsTable } from "./components-table";
import {
  emptyRules,
  newComponent,
  RULES_CURRENCIES,
  toBody,
  toForm,
  type ComponentForm,
  type RulesForm,
} from "./rules-form";
import { CheckedForm } from "../../../components/form-parts";

const TOP_FIELDS = ["currency", "as_of", "source", "max_age", "components"];
/** The server's 422 messages by field: those of the form's top inputs, or for the alert (components: their rows'). */
function placeErrors(errors: Record<string, string>) {
  const field = (key: string) => {
    const hit = Object.entries(errors).find(([k]) => k === key || k.startsWith(`${key}.`));
    return hit?.[1];
  };
  const other = Object.entries(errors)
    .filter(([k]) => !/^components\.\d+/.test(k) && !TOP_FIELDS.some((f) => k === f || k.startsWith(`${f}.`)))
    .map(([k, message]) => `${k}: ${message}`);
  return { field, other };
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
  const footer = useCountryEditorActions({
    t,
    country,
    exists: rules !== undefined,
    remove,
    saving: save.isPending,
    onDone,
    testIdPrefix: "rules",
  });
  const fieldErrors = useMemo(() => getFieldErrors(save.error), [save.error]);
  const errors = placeErrors(fieldErrors);
  const set = (patch: Partial<RulesForm>) => setForm((f) => ({ ...f, ...patch }));
  // One function for the rows' edits, the same on every draw: a row that did not change is not drawn again.
  const updateComponents = useCallback(
    (update: (rows: ComponentForm[]) => ComponentForm[]) =>
      setForm((f) => ({ ...f, components: update(f.components) })),
    [],
  );

  const submit = () =>
    save.mutate(
      { country, body: toBody(form) },
      {
        onSuccess: (saved) => {
          // The saved rules as the server keeps them, in rows that keep their identity (not drawn anew).
          setForm((f) => {
            const next = toForm(saved);
            next.components.forEach((c, i) => (c.key = f.components[i]?.key ?? c.key));
            return next;
          });
          notifySuccess(t("saved", { country: countryName(country, lang) }));
        },
      },
    );

  return (
    <CheckedForm onSubmit={submit}>
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
          <PartsHeading
            title={t("componentsTitle")}
            hint={t("componentsHint")}
            error={fieldErrors.components}
            errorTestId="rules-components-error"
          />
          <ComponentsTable
            rows={form.components}
            currency={form.currency}
            onChange={updateComponents}
            errors={fieldErrors}
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
        {footer.actions}
      </Stack>
      {footer.dialog}
    </CheckedForm>
  );
}
