import { Button, Grid, Select, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { currentLanguage } from "../../../lib/i18n";
import { makerFilter, modelFilter } from "../../../lib/term-filter";
import { useMakers, useModels } from "../api/get-makers";
import { CAR_SORTS, type CarFilters } from "../types/car";
import { formatMileage } from "../../../lib/car-format";
import { useMoney } from "../../../lib/money";
import { FUEL_VALUES, TRANSMISSION_VALUES, yearOptions } from "../../../lib/vehicle-options";
import { MILEAGE_STEPS, PRICE_STEPS_BY_CURRENCY } from "../utils/filter-params";
import { NoAccidentFilter } from "./no-accident-filter";
import { ExportableFilter } from "./exportable-filter";

const num = (value: string | null) => (value ? Number(value) : undefined);

/**
 * The list's filter fields but the text search: maker → model drill-down, fuel, gearbox, year,
 * price, mileage, sort and the switches, labels in the page language, prices in the visitor's
 * currency. A chunk of its own (car-filters.tsx loads it): nine Selects with their dropdowns'
 * code are most of what a phone would otherwise load before it can scroll the list, and a phone
 * shows them only when its filter button is tapped.
 */
export function CarFilterFields({
  filters,
  set,
  reset,
}: {
  filters: CarFilters;
  /** Changes some filters (the list starts again from page 1). */
  set: (patch: Partial<CarFilters>) => void;
  reset: () => void;
}) {
  const { t } = useTranslation("cars");
  const lang = currentLanguage();
  const makers = useMakers();
  const models = useModels(filters.maker);
  const money = useMoney();
  const priceSteps = PRICE_STEPS_BY_CURRENCY[money.currency];
  const priceData = priceSteps.map((p) => ({ value: String(money.toKrw(p)), label: money.format(money.toKrw(p)) }));
  if (filters.price_max && !priceData.some((p) => p.value === String(filters.price_max))) {
    // A limit from a shared link or another currency: shown as it converts.
    priceData.unshift({ value: String(filters.price_max), label: money.format(filters.price_max) });
  }
  const years = yearOptions().map((y) => ({ value: String(y), label: String(y) }));
  const makerData = (makers.data ?? []).map((m) => ({
    value: m.maker,
    label: `${translateTerm("maker", m.maker, lang)} (${m.count})`,
  }));
  if (filters.maker && !makerData.some((m) => m.value === filters.maker)) {
    makerData.unshift({ value: filters.maker, label: translateTerm("maker", filters.maker, lang) });
  }
  const modelData = (models.data ?? []).map((m) => ({
    value: m.model,
    label: `${translateTerm("model", m.model, lang)} (${m.count})`,
  }));
  if (filters.model && !modelData.some((m) => m.value === filters.model)) {
    modelData.unshift({ value: filters.model, label: translateTerm("model", filters.model, lang) });
  }

  return (
    <>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t("filters.maker")}
          placeholder={t("filters.any")}
          data={makerData}
          value={filters.maker ?? null}
          onChange={(value) => set({ maker: value ?? undefined, model: undefined })}
          searchable
          filter={makerFilter}
          clearable
          data-testid="filter-maker"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t("filters.model")}
          placeholder={t("filters.any")}
          data={modelData}
          value={filters.model ?? null}
          onChange={(value) => set({ model: value ?? undefined })}
          disabled={!filters.maker}
          searchable
          filter={modelFilter}
          clearable
          data-testid="filter-model"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
        <Select
          label={t("filters.fuel")}
          placeholder={t("filters.any")}
          data={FUEL_VALUES.map((v) => ({ value: v, label: translateTerm("fuel", v, lang) }))}
          value={filters.fuel ?? null}
          onChange={(value) => set({ fuel: value ?? undefined })}
          clearable
          data-testid="filter-fuel"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
        <Select
          label={t("filters.transmission")}
          placeholder={t("filters.any")}
          data={TRANSMISSION_VALUES.map((v) => ({ value: v, label: translateTerm("transmission", v, lang) }))}
          value={filters.transmission ?? null}
          onChange={(value) => set({ transmission: value ?? undefined })}
          clearable
          data-testid="filter-transmission"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 1.5 }}>
        <Select
          label={t("filters.yearFrom")}
          placeholder={t("filters.any")}
          data={years}
          value={filters.year_min ? String(filters.year_min) : null}
          onChange={(value) => set({ year_min: num(value) })}
          clearable
          data-testid="filter-year-min"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 1.5 }}>
        <Select
          label={t("filters.yearTo")}
          placeholder={t("filters.any")}
          data={years}
          value={filters.year_max ? String(filters.year_max) : null}
          onChange={(value) => set({ year_max: num(value) })}
          clearable
          data-testid="filter-year-max"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2.5 }}>
        <Select
          label={t("filters.priceMax")}
          placeholder={t("filters.any")}
          data={priceData}
          value={filters.price_max ? String(filters.price_max) : null}
          onChange={(value) => set({ price_max: num(value) })}
          data-currency={money.currency}
          clearable
          data-testid="filter-price-max"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2.5 }}>
        <Select
          label={t("filters.mileageMax")}
          placeholder={t("filters.any")}
          data={MILEAGE_STEPS.map((m) => ({ value: String(m), label: formatMileage(m, lang) }))}
          value={filters.mileage_max ? String(filters.mileage_max) : null}
          onChange={(value) => set({ mileage_max: num(value) })}
          clearable
          data-testid="filter-mileage-max"
        />
      </Grid.Col>
      {/* Wide enough for the longest sort name ("Сначала новые объявления"); a row of its own on a phone. */}
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t("filters.sort")}
          data={CAR_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          value={filters.sort ?? "newest"}
          onChange={(value) => set({ sort: value && value !== "newest" ? (value as CarFilters["sort"]) : undefined })}
          allowDeselect={false}
          data-testid="filter-sort"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: "content" }}>
        <Switch
          label={t("filters.includeSoldOut")}
          checked={filters.include_soldout === true}
          onChange={(event) => set({ include_soldout: event.currentTarget.checked || undefined })}
          mb={8}
          data-testid="filter-include-soldout"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: "content" }}>
        <NoAccidentFilter
          checked={filters.no_accident === true}
          onChange={(on) => set({ no_accident: on || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: "content" }}>
        <ExportableFilter
          checked={filters.exportable === true}
          onChange={(on) => set({ exportable: on || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: "content" }}>
        <Button variant="subtle" onClick={reset} data-testid="filter-reset">
          {t("filters.reset")}
        </Button>
      </Grid.Col>
    </>
  );
}
