import { Group, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useUpstreamComplexes } from "../api/get-complexes";
import { useVehicleChoices } from "../hooks/use-vehicle-choices";

export interface SearchFilterValues {
  complexCode: string | null;
  maker: string | null;
  model: string | null;
}

/** Complex first (the upstream's first filter), then maker and model from the dictionary. */
export function SearchFilters({
  value,
  onChange,
}: {
  value: SearchFilterValues;
  onChange: (v: SearchFilterValues) => void;
}) {
  const { t } = useTranslation("admin-upstream");
  const complexes = useUpstreamComplexes();
  const { makers, models } = useVehicleChoices(value.maker);

  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label={t("filters.complex")}
        placeholder={t("filters.allComplexes")}
        data={(complexes.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        value={value.complexCode}
        onChange={(complexCode) => onChange({ ...value, complexCode })}
        clearable
        searchable
        disabled={complexes.isError}
        error={complexes.isError ? t("filters.complexesFailed") : undefined}
        w={260}
        data-testid="upstream-filter-complex"
      />
      <Select
        label={t("filters.maker")}
        placeholder={t("filters.allMakers")}
        data={makers}
        value={value.maker}
        onChange={(maker) => onChange({ ...value, maker, model: null })}
        clearable
        searchable
        w={240}
        data-testid="upstream-filter-maker"
      />
      <Select
        label={t("filters.model")}
        placeholder={value.maker ? t("filters.allModels") : t("filters.pickMakerFirst")}
        data={models}
        value={value.model}
        onChange={(model) => onChange({ ...value, model })}
        clearable
        searchable
        disabled={!value.maker}
        w={240}
        data-testid="upstream-filter-model"
      />
    </Group>
  );
}
