import { Alert, Button, Fieldset, Group, List, Paper, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import { notifyError, notifyInfo, notifySuccess } from "../../../lib/notify";
import { useUpdateAdminSettings } from "../api/update-admin-settings";
import type { Settings as AdminSettings } from "../../../../shared/api/settings";
import { SettingsField } from "./settings-field";
import { BankDetailsConfirm, invoiceBankDetailsOf } from "./bank-details-confirm";
import {
  FIELD_KEYS,
  FIELD_SPECS,
  SETTINGS_SECTIONS,
  toApiValue,
  toFormValues,
  validateSettings,
  type SettingsFormValues,
} from "./settings-fields";

export function AdminSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation("common");
  const errorMessage = useErrorMessage();
  const mutation = useUpdateAdminSettings();
  // 422 details naming a key this form does not show.
  const [otherErrors, setOtherErrors] = useState<Record<string, string>>({});
  const form = useForm<SettingsFormValues>({
    initialValues: toFormValues(settings),
    validate: (values) => validateSettings(values, t),
  });

  // Changes that move the invoices' bank details wait here for the admin's confirmation.
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);

  const save = (values: SettingsFormValues) => {
    // Only what changed is sent: saving must not re-apply untouched settings.
    const changes: Record<string, unknown> = {};
    for (const spec of FIELD_SPECS) {
      if (form.isDirty(spec.key)) changes[spec.key] = toApiValue(spec, values[spec.key]);
    }
    if (Object.keys(changes).length === 0) {
      notifyInfo(t("settings.noChanges"));
      return;
    }
    // New bank details on invoices redirect every unpaid invoice's payment: asked first (issue 51).
    if (invoiceBankDetailsOf(values) !== invoiceBankDetailsOf(form.getInitialValues())) {
      setPending(changes);
      return;
    }
    send(changes);
  };

  const send = (changes: Record<string, unknown>) => {
    setOtherErrors({});
    mutation.mutate(changes, {
      onSuccess: (saved) => {
        const next = toFormValues(saved);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        setPending(null);
        notifySuccess(t("settings.saved"));
      },
      onError: (error) => {
        const known: Record<string, string> = {};
        const other: Record<string, string> = {};
        for (const [field, text] of Object.entries(getFieldErrors(error))) {
          const shown = text ? t("settings.validation.server", { message: text }) : t("settings.validation.invalid");
          if (FIELD_KEYS.has(field)) known[field] = shown;
          else other[field] = shown;
        }
        setPending(null);
        form.setErrors(known);
        setOtherErrors(other);
        if (!isApiError(error, 422)) notifyError(errorMessage(error), t("settings.saveFailed"));
      },
    });
  };

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = FIELD_SPECS.find((spec) => errors[spec.key]);
    if (first) form.getInputNode(first.key)?.focus();
  };

  const showFixAlert = isApiError(mutation.error, 422) || Object.keys(form.errors).length > 0;

  return (
    <form onSubmit={form.onSubmit(save, focusFirstError)} noValidate data-testid="admin-settings-form">
      <Stack gap="lg">
        {showFixAlert ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="admin-settings-errors">
            {t("settings.fixErrors")}
            {Object.keys(otherErrors).length > 0 ? (
              <List size="sm" mt="xs">
                {Object.entries(otherErrors).map(([field, text]) => (
                  <List.Item key={field}>
                    <code>{field}</code>: {text}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}

        {SETTINGS_SECTIONS.map((section) => (
          <Fieldset
            key={section.id}
            legend={t(`settings.sections.${section.id}`)}
            variant="default"
            radius="md"
            bg="white"
          >
            <Stack gap="md">
              {section.fields.map((spec) => (
                <SettingsField key={spec.key} spec={spec} form={form} />
              ))}
            </Stack>
          </Fieldset>
        ))}

        <Paper withBorder p="sm" radius="md" pos="sticky" bottom={0} style={{ zIndex: 2 }} shadow="xs">
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => form.reset()}
              disabled={!form.isDirty() || mutation.isPending}
              data-testid="admin-settings-reset"
            >
              {t("settings.discard")}
            </Button>
            <Button
              type="submit"
              loading={mutation.isPending}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              data-testid="admin-settings-save"
            >
              {t("actions.save")}
            </Button>
          </Group>
        </Paper>
      </Stack>
      <BankDetailsConfirm
        details={invoiceBankDetailsOf(form.values)}
        opened={pending !== null}
        saving={mutation.isPending}
        onConfirm={() => pending && send(pending)}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
