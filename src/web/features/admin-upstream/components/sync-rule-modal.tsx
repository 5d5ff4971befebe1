import { Button, Group, Modal, NumberInput, Select, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SYNC_RULE_LIMITS } from "../../../../shared/api/constants";
import type { SyncRule } from "../../../../shared/api/sync";
import { useErrorMessage, getFieldErrors } from "../../../lib/api-error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useUpstreamComplexes } from "../api/get-complexes";
import { useCreateSyncRule, useUpdateSyncRule } from "../api/sync-rules";
import { useVehicleChoices } from "../hooks/use-vehicle-choices";

interface FormState {
  complexCode: string | null;
  maker: string | null;
  model: string | null;
  /** NumberInput hands back a string while empty. */
  maxPrice: number | string;
  enabled: boolean;
}

const FIELDS = ["complex_code", "maker", "model", "max_price_krw"] as const;
type Field = (typeof FIELDS)[number];

function initial(rule: SyncRule | null): FormState {
  return {
    complexCode: rule?.complex_code ?? null,
    maker: rule?.maker ?? null,
    model: rule?.model ?? null,
    maxPrice: rule?.max_price_krw ?? "",
    enabled: rule?.enabled ?? true,
  };
}

/** Create or edit a sync rule: complex (required), maker and model (optional), a price ceiling, on/off. */
export function SyncRuleModal({ rule, onClose }: { rule: SyncRule | "new" | null; onClose: () => void }) {
  const { t } = useTranslation("admin-upstream");
  return (
    <Modal
      opened={rule !== null}
      onClose={onClose}
      title={rule === "new" ? t("sync.rules.addTitle") : t("sync.rules.editTitle")}
      centered
    >
      {/* Remounted per rule, so the form starts from the rule it edits. */}
      {rule !== null ? (
        <SyncRuleForm key={rule === "new" ? "new" : rule.id} rule={rule === "new" ? null : rule} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function SyncRuleForm({ rule, onDone }: { rule: SyncRule | null; onDone: () => void }) {
  const { t } = useTranslation("admin-upstream");
  const errorMessage = useErrorMessage();
  const complexes = useUpstreamComplexes();
  const create = useCreateSyncRule();
  const update = useUpdateSyncRule();
  const [form, setForm] = useState<FormState>(() => initial(rule));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { makers, models } = useVehicleChoices(form.maker);
  const pending = create.isPending || update.isPending;

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!form.complexCode) found.complex_code = t("sync.rules.invalid.complex_code");
    if (form.maxPrice !== "") {
      const n = Number(form.maxPrice);
      if (!Number.isInteger(n) || n < 1 || n > SYNC_RULE_LIMITS.maxPriceKrw) {
        found.max_price_krw = t("sync.rules.invalid.max_price_krw");
      }
    }
    return found;
  };

  const submit = () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      complex_code: form.complexCode!,
      maker: form.maker,
      model: form.maker ? form.model : null,
      max_price_krw: form.maxPrice === "" ? null : Number(form.maxPrice),
      enabled: form.enabled,
    };
    const handlers = {
      onSuccess: () => {
        notifySuccess(rule ? t("sync.rules.saved") : t("sync.rules.created"));
        onDone();
      },
      onError: (error: unknown) => {
        // The server names the fields it refused; each gets its message in the page language.
        const fields = getFieldErrors(error);
        const named = FIELDS.filter((f) => f in fields);
        if (named.length > 0) setErrors(Object.fromEntries(named.map((f) => [f, t(`sync.rules.invalid.${f}`)])));
        else notifyError(errorMessage(error));
      },
    };
    if (rule) update.mutate({ id: rule.id, patch: body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <Stack gap="sm" data-testid="sync-rule-form">
      <Select
        label={t("sync.rules.complex")}
        placeholder={t("sync.rules.complexPlaceholder")}
        data={(complexes.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        value={form.complexCode}
        onChange={(complexCode) => setForm({ ...form, complexCode })}
        searchable
        required
        error={errors.complex_code ?? (complexes.isError ? t("filters.complexesFailed") : undefined)}
        data-testid="sync-rule-complex"
      />
      <Select
        label={t("sync.rules.maker")}
        placeholder={t("sync.rules.anyMaker")}
        data={makers}
        value={form.maker}
        onChange={(maker) => setForm({ ...form, maker, model: null })}
        clearable
        searchable
        error={errors.maker}
        data-testid="sync-rule-maker"
      />
      <Select
        label={t("sync.rules.model")}
        placeholder={form.maker ? t("sync.rules.anyModel") : t("filters.pickMakerFirst")}
        data={models}
        value={form.model}
        onChange={(model) => setForm({ ...form, model })}
        clearable
        searchable
        disabled={!form.maker}
        error={errors.model}
        data-testid="sync-rule-model"
      />
      <NumberInput
        label={t("sync.rules.maxPrice")}
        description={t("sync.rules.maxPriceHint")}
        placeholder={t("sync.rules.noLimit")}
        value={form.maxPrice}
        onChange={(maxPrice) => setForm({ ...form, maxPrice })}
        min={1}
        max={SYNC_RULE_LIMITS.maxPriceKrw}
        step={1_000_000}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        suffix=" ₩"
        error={errors.max_price_krw}
        data-testid="sync-rule-max-price"
      />
      <Switch
        label={t("sync.rules.enabled")}
        checked={form.enabled}
        onChange={(e) => setForm({ ...form, enabled: e.currentTarget.checked })}
        data-testid="sync-rule-enabled"
      />
      <Text size="xs" c="dimmed">
        {t("sync.rules.formHint")}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t("sync.cancel")}
        </Button>
        <Button loading={pending} onClick={submit} data-testid="sync-rule-save">
          {t("sync.rules.save")}
        </Button>
      </Group>
    </Stack>
  );
}
