import { Alert, Modal, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../../components/country-select";
import { LocalNumberInput } from "../../../components/local-number-input";
import { useErrorMessage } from "../../../lib/api-error-message";
import { LANGUAGES } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { PORT_LIMITS, PORT_METHODS, type PortMethod } from "../../../../shared/ports";
import { round2 } from "../../../../shared/price-chain";
import { useSavePort, type AdminPort } from "../api/admin-ports";
import { CheckedForm, FormButtons } from "../../../components/form-parts";

type Form = {
  name: Record<(typeof LANGUAGES)[number], string>;
  country: string | null;
  method: PortMethod;
  freight: number | string;
  insurance: number | string;
  transit: number | string;
  active: boolean;
};

const EMPTY: Form = {
  name: { en: "", ko: "", mn: "", ru: "" },
  country: null,
  method: "roro",
  freight: "",
  insurance: 0.5,
  transit: "",
  active: true,
};

function PortForm({ port, onClose }: { port: AdminPort | "new"; onClose: () => void }) {
  const { t } = useTranslation("admin-ports");
  const message = useErrorMessage();
  const save = useSavePort();
  const [v, setV] = useState<Form>(() =>
    port === "new"
      ? EMPTY
      : {
          name: { ...port.name },
          country: port.country,
          method: port.method,
          freight: port.freight_usd,
          insurance: port.insurance_pct,
          transit: port.transit_days,
          active: port.active,
        },
  );
  const [touched, setTouched] = useState(false);
  const num = (x: number | string) => (typeof x === "number" ? x : x.trim() === "" ? NaN : Number(x));
  const errors = {
    names: LANGUAGES.filter((l) => !v.name[l].trim()),
    country: !v.country,
    freight: !(num(v.freight) > 0 && num(v.freight) <= PORT_LIMITS.freightMaxUsd),
    insurance: !(num(v.insurance) >= 0 && num(v.insurance) <= PORT_LIMITS.insuranceMaxPct),
    transit: !(
      Number.isInteger(num(v.transit)) &&
      num(v.transit) >= PORT_LIMITS.transitMinDays &&
      num(v.transit) <= PORT_LIMITS.transitMaxDays
    ),
  };
  const invalid = errors.names.length > 0 || errors.country || errors.freight || errors.insurance || errors.transit;
  const submit = () => {
    setTouched(true);
    if (invalid) return;
    const body = {
      name: { en: v.name.en.trim(), ko: v.name.ko.trim(), mn: v.name.mn.trim(), ru: v.name.ru.trim() },
      country: v.country!,
      method: v.method,
      freight_usd: round2(num(v.freight)),
      insurance_pct: Math.round(num(v.insurance) * 1000) / 1000,
      transit_days: num(v.transit),
      active: v.active,
    };
    save.mutate(
      { id: port === "new" ? undefined : port.id, body },
      {
        onSuccess: () => {
          notifySuccess(t("saved"));
          onClose();
        },
      },
    );
  };
  const show = (bad: boolean, text: string) => (touched && bad ? text : undefined);

  return (
    <CheckedForm onSubmit={submit}>
      <Stack gap="sm" data-testid="admin-port-form">
        {save.isError ? <Alert color="red">{message(save.error)}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {LANGUAGES.map((l) => (
            <TextInput
              key={l}
              label={t(`fields.name_${l}`)}
              value={v.name[l]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setV((s) => ({ ...s, name: { ...s.name, [l]: value } }));
              }}
              maxLength={PORT_LIMITS.name}
              required
              error={show(errors.names.includes(l), t("errors.required"))}
              data-testid={`admin-port-name-${l}`}
            />
          ))}
        </SimpleGrid>
        <CountrySelect
          label={t("fields.country")}
          value={v.country}
          onChange={(country) => setV((s) => ({ ...s, country }))}
          required
          error={show(errors.country, t("errors.required"))}
          comboboxProps={{ withinPortal: true }}
          data-testid="admin-port-country"
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t("fields.method")}
          </Text>
          <SegmentedControl
            fullWidth
            value={v.method}
            onChange={(method) => setV((s) => ({ ...s, method: method as PortMethod }))}
            data={PORT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
            data-testid="admin-port-method"
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <LocalNumberInput
            label={t("fields.freight")}
            value={v.freight}
            onChange={(freight) => setV((s) => ({ ...s, freight }))}
            min={0}
            max={PORT_LIMITS.freightMaxUsd}
            decimalScale={2}
            grouped
            leftSection="$"
            required
            error={show(errors.freight, t("errors.freight", { max: PORT_LIMITS.freightMaxUsd }))}
            data-testid="admin-port-freight"
          />
          <LocalNumberInput
            label={t("fields.insurance")}
            value={v.insurance}
            onChange={(insurance) => setV((s) => ({ ...s, insurance }))}
            min={0}
            max={PORT_LIMITS.insuranceMaxPct}
            decimalScale={3}
            step={0.1}
            rightSection="%"
            required
            error={show(errors.insurance, t("errors.insurance", { max: PORT_LIMITS.insuranceMaxPct }))}
            data-testid="admin-port-insurance"
          />
          <LocalNumberInput
            label={t("fields.transit")}
            value={v.transit}
            onChange={(transit) => setV((s) => ({ ...s, transit }))}
            min={PORT_LIMITS.transitMinDays}
            max={PORT_LIMITS.transitMaxDays}
            allowDecimal={false}
            required
            error={show(
              errors.transit,
              t("errors.transit", { min: PORT_LIMITS.transitMinDays, max: PORT_LIMITS.transitMaxDays }),
            )}
            data-testid="admin-port-transit"
          />
        </SimpleGrid>
        <Switch
          label={t("fields.active")}
          description={t("fields.activeHint")}
          checked={v.active}
          onChange={(e) => {
            const active = e.currentTarget.checked;
            setV((s) => ({ ...s, active }));
          }}
          data-testid="admin-port-active"
        />
        <FormButtons
          cancelLabel={t("cancel")}
          onCancel={onClose}
          confirmLabel={t("save")}
          pending={save.isPending}
          testId="admin-port-save"
        />
      </Stack>
    </CheckedForm>
  );
}

/** Adds a port ("new") or edits one: four names, country, method, freight, insurance, transit, active. */
export function PortModal({ port, onClose }: { port: AdminPort | "new" | null; onClose: () => void }) {
  const { t } = useTranslation("admin-ports");
  return (
    <Modal opened={port !== null} onClose={onClose} title={port === "new" ? t("add") : t("edit")} centered size="lg">
      {port !== null ? <PortForm key={port === "new" ? "new" : port.id} port={port} onClose={onClose} /> : null}
    </Modal>
  );
}
