import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CarCondition } from "../../../../shared/api/condition";
import {
  CONDITION_FLAGS,
  CONDITION_PARTS,
  PANEL_STATES,
  USE_HISTORIES,
  type ConditionPart,
  type PanelState,
} from "../../../../shared/condition";
import { EMPTY_CONDITION } from "../../../../shared/condition-empty";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useSetCondition } from "../api/car-condition";

type Flag = (typeof CONDITION_FLAGS)[number] | "odometer_ok";
type Tri = "yes" | "no" | "unknown";

const tri = (v: boolean | null): Tri => (v === null ? "unknown" : v ? "yes" : "no");
const fromTri = (v: string): boolean | null => (v === "unknown" ? null : v === "yes");
const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * The admin's condition report of a car (any car; a local car has no other source): every fact
 * can be "Not stated", and each of the 22 panels intact, exchanged, welded or corroded.
 */
export function ConditionForm({ carId, condition }: { carId: number; condition: CarCondition | null }) {
  const { t } = useTranslation("condition");
  const message = useErrorMessage();
  const save = useSetCondition();
  const [hasRecord, setHasRecord] = useState(condition !== null);
  const [value, setValue] = useState<CarCondition>(condition ?? EMPTY_CONDITION);
  const [date, setDate] = useState(condition?.inspected_at ?? "");
  const dateError = date.trim() !== "" && !isDate(date.trim());
  const set = (patch: Partial<CarCondition>) => setValue((v) => ({ ...v, ...patch }));
  const stateOf = new Map(value.panels.map((p) => [p.part, p.state]));
  const setPanel = (part: ConditionPart, state: PanelState | null) =>
    set({
      panels: [...value.panels.filter((p) => p.part !== part), ...(state ? [{ part, state }] : [])].sort(
        (a, b) => CONDITION_PARTS.indexOf(a.part) - CONDITION_PARTS.indexOf(b.part),
      ),
    });
  const triControl = (field: Flag) => {
    const label = t(`fields.${field}`);
    const labels =
      field === "odometer_ok" ? { yes: t("odometer.ok"), no: t("odometer.bad") } : { yes: t("yes"), no: t("no") };
    return (
      <Stack gap={2} key={field}>
        <Text size="sm" fw={500} id={`cond-${field}`}>
          {label}
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-labelledby={`cond-${field}`}
          value={tri(value[field])}
          onChange={(v) => set({ [field]: fromTri(v) } as Partial<CarCondition>)}
          data={[
            { value: "no", label: labels.no },
            { value: "yes", label: labels.yes },
            { value: "unknown", label: t("admin.notStated") },
          ]}
          data-testid={`condition-${field}`}
        />
      </Stack>
    );
  };
  const count = (field: "insurance_claims" | "owner_changes") => (
    <NumberInput
      label={t(`fields.${field}`)}
      placeholder={t("admin.notStated")}
      min={0}
      max={999}
      allowDecimal={false}
      allowNegative={false}
      value={value[field] ?? ""}
      onChange={(v) =>
        set({ [field]: typeof v === "number" && Number.isInteger(v) ? v : null } as Partial<CarCondition>)
      }
      data-testid={`condition-${field}`}
    />
  );

  const submit = () => {
    const body = hasRecord ? { ...value, inspected_at: date.trim() || null } : null;
    save.mutate(
      { id: carId, condition: body },
      {
        onSuccess: () => notifySuccess(body ? t("admin.saved") : t("admin.removed")),
        onError: (error) => notifyError(message(error)),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="admin-condition-form">
      <Title order={2} fz="lg">
        {t("admin.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("admin.hint")}
      </Text>
      <Switch
        label={t("admin.hasRecord")}
        checked={hasRecord}
        onChange={(e) => setHasRecord(e.currentTarget.checked)}
        mb="md"
        data-testid="condition-has-record"
      />
      {hasRecord ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <TextInput
              label={t("admin.inspectedAt")}
              placeholder="YYYY-MM-DD"
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              error={dateError ? t("admin.invalidDate") : undefined}
              maxLength={10}
              data-testid="condition-inspected-at"
            />
            <Select
              label={t("fields.use_history")}
              data={[
                ...USE_HISTORIES.map((u) => ({ value: u, label: t(`use.${u}`) })),
                { value: "unknown", label: t("admin.notStated") },
              ]}
              value={value.use_history ?? "unknown"}
              onChange={(v) => set({ use_history: !v || v === "unknown" ? null : (v as CarCondition["use_history"]) })}
              allowDeselect={false}
              data-testid="condition-use_history"
            />
            {count("insurance_claims")}
            {count("owner_changes")}
            {(["accident", "simple_repair", "flood", "fire", "tuning", "odometer_ok"] as const).map(triControl)}
          </SimpleGrid>
          <Text fw={600}>{t("admin.panels")}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" data-testid="condition-panels-form">
            {CONDITION_PARTS.map((part) => (
              <Select
                key={part}
                size="xs"
                label={t(`parts.${part}`)}
                data={[
                  { value: "intact", label: t("admin.intact") },
                  ...PANEL_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
                ]}
                value={stateOf.get(part) ?? "intact"}
                onChange={(v) => setPanel(part, !v || v === "intact" ? null : (v as PanelState))}
                allowDeselect={false}
                data-testid={`condition-panel-${part}`}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={hasRecord && dateError}
          data-testid="condition-save"
        >
          {hasRecord ? t("admin.save") : t("admin.remove")}
        </Button>
      </Group>
    </Card>
  );
}
