import {
  Alert,
  Autocomplete,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconDeviceFloppy, IconWand } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { OPTION_NAMES } from "../../../../shared/vehicle-terms-options";
import { DEFAULT_TRANSLATIONS, modelsOfMaker, parseMakerModel, translateTerm } from "../../../../shared/vehicle-terms";
import { isApiError } from "../../../lib/api-client";
import { getFieldErrors } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { FUEL_VALUES, TRANSMISSION_VALUES } from "../../../lib/vehicle-options";
import { carInputOf, type CarFormValues } from "../utils/car-form-values";
import type { CarInput } from "../api/car-mutations";
import { PhotoManager } from "./photo-manager";
import { LocalNumberInput } from "../../../components/local-number-input";
import { displacementUnit, mileageUnit, powerUnit } from "../../../lib/format";
import { POWER_HP_LIMITS } from "../../../../shared/api/constants";

const termsOf = (category: string) => [
  ...new Set(DEFAULT_TRANSLATIONS.filter((e) => e.category === category).map((e) => e.ko)),
];
const MAKERS = termsOf("maker");
const COLORS = termsOf("color");
const THIS_YEAR = new Date().getFullYear();

interface Props {
  initialValues: CarFormValues;
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  onSubmit: (input: CarInput) => void;
}

/** Create and edit form of a car; terms are entered in Korean (as stored) with their translation shown alongside. */
export function CarForm({ initialValues, submitLabel, submitting, error, onSubmit }: Props) {
  const { t } = useTranslation("admin-cars");
  const lang = currentLanguage();
  const required = (value: unknown) =>
    value === "" || value === null || value === undefined ? t("form.required") : null;
  const form = useForm<CarFormValues>({
    initialValues,
    validate: {
      car_name: required,
      maker: required,
      model: required,
      year: required,
      mileage: required,
      fuel: required,
      transmission: required,
      price_krw: required,
    },
  });
  const serverErrors = getFieldErrors(error);
  const fieldError = (key: keyof CarFormValues) =>
    form.errors[key] ?? (serverErrors[key] ? t("form.invalid", { message: serverErrors[key] }) : undefined);
  const shown = (category: "maker" | "model" | "color", ko: string) =>
    lang === "ko" ? ko : `${ko} — ${translateTerm(category, ko, lang)}`;

  const fillFromName = () => {
    const parsed = parseMakerModel(form.values.car_name);
    if (parsed.maker) form.setFieldValue("maker", parsed.maker);
    if (parsed.model) form.setFieldValue("model", parsed.model);
    if (parsed.grade && !form.values.grade) form.setFieldValue("grade", parsed.grade);
  };

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(carInputOf(values)))} noValidate data-testid="car-form">
      <Stack gap="lg">
        {isApiError(error, 422) ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {t("form.fixErrors")}
          </Alert>
        ) : null}
        <Fieldset legend={t("form.identity")}>
          <Stack gap="sm">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={t("fields.car_name")}
                required
                style={{ flex: 1 }}
                {...form.getInputProps("car_name")}
                error={fieldError("car_name")}
                data-testid="field-car_name"
              />
              <Button variant="light" leftSection={<IconWand size={16} aria-hidden />} onClick={fillFromName}>
                {t("form.fillFromName")}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Autocomplete
                label={t("fields.maker")}
                required
                data={MAKERS}
                renderOption={({ option }) => shown("maker", option.value)}
                {...form.getInputProps("maker")}
                error={fieldError("maker")}
                description={
                  form.values.maker && lang !== "ko" ? translateTerm("maker", form.values.maker, lang) : undefined
                }
                data-testid="field-maker"
              />
              <Autocomplete
                label={t("fields.model")}
                required
                data={modelsOfMaker(form.values.maker)}
                renderOption={({ option }) => shown("model", option.value)}
                {...form.getInputProps("model")}
                error={fieldError("model")}
                description={
                  form.values.model && lang !== "ko" ? translateTerm("model", form.values.model, lang) : undefined
                }
                data-testid="field-model"
              />
              <TextInput label={t("fields.grade")} {...form.getInputProps("grade")} error={fieldError("grade")} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t("form.specs")}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <LocalNumberInput
              label={t("fields.year")}
              required
              min={1950}
              max={THIS_YEAR + 1}
              allowDecimal={false}
              {...form.getInputProps("year")}
              error={fieldError("year")}
              data-testid="field-year"
            />
            <LocalNumberInput
              label={t("fields.month")}
              min={1}
              max={12}
              allowDecimal={false}
              {...form.getInputProps("month")}
              error={fieldError("month")}
            />
            <LocalNumberInput
              label={t("fields.mileage")}
              required
              min={0}
              grouped
              suffix={` ${mileageUnit(lang)}`}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("mileage")}
              error={fieldError("mileage")}
              data-testid="field-mileage"
            />
            <LocalNumberInput
              label={t("fields.displacement_cc")}
              min={0}
              suffix={` ${displacementUnit(lang)}`}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("displacement_cc")}
              error={fieldError("displacement_cc")}
            />
            <LocalNumberInput
              label={t("fields.power_hp")}
              description={t("fields.powerHint")}
              min={POWER_HP_LIMITS.min}
              max={POWER_HP_LIMITS.max}
              suffix={lang === "ko" ? powerUnit(lang) : ` ${powerUnit(lang)}`}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("power_hp")}
              error={fieldError("power_hp")}
              data-testid="field-power-hp"
            />
            <Select
              label={t("fields.fuel")}
              required
              data={[...new Set([...FUEL_VALUES, form.values.fuel].filter(Boolean))].map((v) => ({
                value: v,
                label: lang === "ko" ? v : `${v} — ${translateTerm("fuel", v, lang)}`,
              }))}
              {...form.getInputProps("fuel")}
              error={fieldError("fuel")}
              allowDeselect={false}
              data-testid="field-fuel"
            />
            <Select
              label={t("fields.transmission")}
              required
              data={[...new Set([...TRANSMISSION_VALUES, form.values.transmission].filter(Boolean))].map((v) => ({
                value: v,
                label: lang === "ko" ? v : `${v} — ${translateTerm("transmission", v, lang)}`,
              }))}
              {...form.getInputProps("transmission")}
              error={fieldError("transmission")}
              allowDeselect={false}
              data-testid="field-transmission"
            />
            <Autocomplete
              label={t("fields.color")}
              data={COLORS}
              renderOption={({ option }) => shown("color", option.value)}
              {...form.getInputProps("color")}
              error={fieldError("color")}
            />
            <TextInput
              label={t("fields.car_number")}
              {...form.getInputProps("car_number")}
              error={fieldError("car_number")}
            />
            <TextInput
              label={t("fields.vin")}
              description={t("fields.vinHint")}
              maxLength={17}
              {...form.getInputProps("vin")}
              error={fieldError("vin")}
              data-testid="field-vin"
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t("form.sale")}>
          <Stack gap="sm">
            <LocalNumberInput
              label={t("fields.price_krw")}
              required
              min={0}
              step={100_000}
              grouped
              suffix=" ₩"
              allowDecimal={false}
              allowNegative={false}
              maw={320}
              {...form.getInputProps("price_krw")}
              error={fieldError("price_krw")}
              data-testid="field-price_krw"
            />
            <TagsInput
              label={t("fields.options")}
              description={t("form.optionsHint")}
              data={[...OPTION_NAMES]}
              {...form.getInputProps("options")}
              error={fieldError("options")}
              clearable
            />
            <Textarea
              label={t("fields.description")}
              autosize
              minRows={3}
              {...form.getInputProps("description")}
              error={fieldError("description")}
            />
            <Textarea
              label={t("fields.dealer_comment")}
              autosize
              minRows={2}
              {...form.getInputProps("dealer_comment")}
              error={fieldError("dealer_comment")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("fields.dealer_name")}
                {...form.getInputProps("dealer_name")}
                error={fieldError("dealer_name")}
              />
              <TextInput
                label={t("fields.dealer_phone")}
                {...form.getInputProps("dealer_phone")}
                error={fieldError("dealer_phone")}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t("form.photos")}>
          <PhotoManager
            images={form.values.images}
            mainImage={form.values.main_image}
            onChange={(images, main) => form.setValues({ images, main_image: main })}
          />
        </Fieldset>
        <Group>
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            data-testid="car-form-submit"
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
