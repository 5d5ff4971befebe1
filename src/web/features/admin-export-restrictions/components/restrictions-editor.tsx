import { Alert, Button, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PartsHeading, useCountryEditorActions } from "../../../components/country-documents";
import { CheckedForm } from "../../../components/form-parts";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import { countryName } from "../../../lib/display-names";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { EXPORT_RESTRICTION_LIMITS } from "../../../../shared/export-restrictions";
import {
  useDeleteExportRestrictions,
  useSaveExportRestrictions,
  type ExportRestrictions,
} from "../api/export-restrictions";
import { RuleCard } from "./rule-card";
import {
  emptyRestrictions,
  newRule,
  ruleErrorsOf,
  toBody,
  toForm,
  type RestrictionsForm,
  type RuleForm,
} from "./restrictions-form";

/**
 * One country's export restrictions: the date, the source and the rules. Saving sends the whole
 * set (PUT); the server's objections (422) appear beside the field they name. Deleting asks first.
 */
export function RestrictionsEditor({
  country,
  restrictions,
  onDone,
}: {
  country: string;
  restrictions: ExportRestrictions | undefined;
  onDone(): void;
}) {
  const { t } = useTranslation("admin-export-restrictions");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const save = useSaveExportRestrictions();
  const remove = useDeleteExportRestrictions();
  const [form, setForm] = useState<RestrictionsForm>(() => (restrictions ? toForm(restrictions) : emptyRestrictions()));
  const footer = useCountryEditorActions({
    t,
    country,
    exists: restrictions !== undefined,
    remove,
    saving: save.isPending,
    onDone,
    testIdPrefix: "restrictions",
  });
  const errors = useMemo(() => getFieldErrors(save.error), [save.error]);
  const name = countryName(country, lang);
  // The same functions on every draw: a rule that did not change is not drawn again.
  const changeRule = useCallback(
    (i: number, patch: Partial<RuleForm>) =>
      setForm((f) => ({ ...f, rules: f.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) })),
    [],
  );
  const removeRule = useCallback(
    (i: number) => setForm((f) => ({ ...f, rules: f.rules.filter((_, j) => j !== i) })),
    [],
  );
  const other = Object.entries(errors)
    .filter(([k]) => !/^rules\.\d+/.test(k) && !["as_of", "source", "rules"].includes(k))
    .map(([k, m]) => `${k}: ${m}`);

  const submit = () =>
    save.mutate(
      { country, body: toBody(form) },
      {
        onSuccess: (saved) => {
          setForm(toForm(saved));
          notifySuccess(t("saved", { country: name }));
        },
      },
    );

  return (
    <CheckedForm onSubmit={submit}>
      <Stack gap="md" data-testid="restrictions-editor" data-country={country}>
        {save.isError ? (
          <Alert color="red" data-testid="restrictions-error">
            <Text size="sm">{message(save.error)}</Text>
            {other.map((line) => (
              <Text key={line} size="xs">
                {line}
              </Text>
            ))}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            type="date"
            label={t("fields.asOf")}
            description={t("fields.asOfHint")}
            value={form.asOf}
            onChange={(e) => {
              const asOf = e.currentTarget.value;
              setForm((f) => ({ ...f, asOf }));
            }}
            error={errors.as_of}
            data-testid="restrictions-as-of"
          />
        </SimpleGrid>
        <Textarea
          label={t("fields.source")}
          description={t("fields.sourceHint")}
          value={form.source}
          onChange={(e) => {
            const source = e.currentTarget.value;
            setForm((f) => ({ ...f, source }));
          }}
          maxLength={EXPORT_RESTRICTION_LIMITS.source}
          autosize
          minRows={3}
          error={errors.source}
          data-testid="restrictions-source"
        />
        <div>
          <PartsHeading
            title={t("rulesTitle")}
            hint={t("rulesHint")}
            error={errors.rules}
            errorTestId="restrictions-rules-error"
          />
          <Stack gap="sm">
            {form.rules.map((rule, i) => (
              <RuleCard
                key={rule.key}
                rule={rule}
                index={i}
                errors={ruleErrorsOf(errors, i)}
                onChange={changeRule}
                onRemove={removeRule}
                removable={form.rules.length > 1}
              />
            ))}
          </Stack>
          <Button
            variant="light"
            mt="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={form.rules.length >= EXPORT_RESTRICTION_LIMITS.rulesMax}
            onClick={() => setForm((f) => ({ ...f, rules: [...f.rules, newRule()] }))}
            data-testid="restrictions-add-rule"
          >
            {t("addRule")}
          </Button>
        </div>
        {footer.actions}
      </Stack>
      {footer.dialog}
    </CheckedForm>
  );
}
