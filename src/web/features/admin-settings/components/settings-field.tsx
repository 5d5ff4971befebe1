import { MultiSelect, Switch, TextInput, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { SNS_PLATFORMS } from "../../../../shared/settings";
import type { FieldSpec, SettingsFormValues } from "./settings-fields";
import { LocalNumberInput } from "../../../components/local-number-input";

/** One labelled input of the settings form, chosen by the field's kind. */
export function SettingsField({ spec, form }: { spec: FieldSpec; form: UseFormReturnType<SettingsFormValues> }) {
  const { t } = useTranslation("common");
  const shared = {
    label: t(`settings.fields.${spec.key}.label`),
    description: t(`settings.fields.${spec.key}.description`),
    "data-testid": `setting-${spec.key}`,
  };

  switch (spec.kind) {
    case "switch":
      return <Switch {...shared} {...form.getInputProps(spec.key, { type: "checkbox" })} />;
    case "number":
      return (
        <LocalNumberInput
          {...shared}
          {...form.getInputProps(spec.key)}
          min={spec.min}
          max={spec.max}
          step={spec.step}
          decimalScale={spec.decimals}
          allowDecimal={spec.decimals > 0}
          allowNegative={spec.min < 0}
          grouped={spec.decimals === 0}
          inputMode={spec.decimals > 0 ? "decimal" : "numeric"}
          maw={320}
        />
      );
    case "time":
      // A plain "HH:MM" field, not type="time": the browser would show "04:00 AM" in an English
      // locale beside help that says 24-hour.
      return (
        <TextInput
          {...shared}
          {...form.getInputProps(spec.key)}
          placeholder="04:00"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          maw={320}
        />
      );
    case "text":
      return (
        <Textarea
          {...shared}
          {...form.getInputProps(spec.key)}
          maxLength={spec.maxLength}
          autosize
          minRows={3}
          maw={520}
        />
      );
    case "platforms":
      return (
        <MultiSelect
          {...shared}
          {...form.getInputProps(spec.key)}
          data={SNS_PLATFORMS.map((platform) => ({
            value: platform,
            label: t(`sns.platforms.${platform}`),
          }))}
          clearable
          maw={520}
        />
      );
  }
}
