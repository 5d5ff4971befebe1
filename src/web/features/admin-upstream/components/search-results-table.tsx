import { Anchor, Badge, Checkbox, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { translateCarName, translateTerm } from "../../../../shared/vehicle-terms";
import { formatKrw, numberFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import type { UpstreamSearchItem } from "../types/upstream";
import { UpstreamThumbnail } from "./upstream-thumbnail";
import { paths } from "../../../config/paths";

export interface SearchResultsTableProps {
  items: UpstreamSearchItem[];
  selected: ReadonlySet<string>;
  onToggle: (item: UpstreamSearchItem, checked: boolean) => void;
  onToggleAll: (items: UpstreamSearchItem[], checked: boolean) => void;
  disabled?: boolean;
}

/** One upstream result page: thumbnail, name, year, mileage, price and import state, with checkboxes. */
export function SearchResultsTable({ items, selected, onToggle, onToggleAll, disabled }: SearchResultsTableProps) {
  const { t } = useTranslation("admin-upstream");
  const lang = currentLanguage();
  const number = numberFormat(lang);
  const selectable = items.filter((i) => i.imported_car_id === null);
  const selectedHere = selectable.filter((i) => selected.has(i.car_key)).length;

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="upstream-results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t("results.selectPage")}
                checked={selectable.length > 0 && selectedHere === selectable.length}
                indeterminate={selectedHere > 0 && selectedHere < selectable.length}
                disabled={disabled || selectable.length === 0}
                onChange={(e) => onToggleAll(selectable, e.currentTarget.checked)}
                data-testid="upstream-select-page"
              />
            </Table.Th>
            <Table.Th w={110}>{t("results.photo")}</Table.Th>
            <Table.Th>{t("results.car")}</Table.Th>
            <Table.Th>{t("results.year")}</Table.Th>
            <Table.Th ta="right">{t("results.mileage")}</Table.Th>
            <Table.Th>{t("results.fuel")}</Table.Th>
            <Table.Th ta="right">{t("results.price")}</Table.Th>
            <Table.Th miw={150}>{t("results.state")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = translateCarName(item.car_name, lang);
            const imported = item.imported_car_id !== null;
            return (
              <Table.Tr key={item.car_key} data-testid={`upstream-row-${item.car_key}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={t("results.select", { name })}
                    checked={imported || selected.has(item.car_key)}
                    disabled={disabled || imported}
                    onChange={(e) => onToggle(item, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <UpstreamThumbnail imported={item.imported_thumbnail} upstream={item.main_image} alt={name} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[item.car_number, item.danji, `#${item.car_key}`].filter(Boolean).join(" · ")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {item.year ? (item.month ? `${item.year}/${String(item.month).padStart(2, "0")}` : item.year) : "—"}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {item.mileage !== null ? t("results.km", { value: number.format(item.mileage) }) : "—"}
                </Table.Td>
                <Table.Td>
                  {[
                    item.fuel && translateTerm("fuel", item.fuel, lang),
                    item.transmission && translateTerm("transmission", item.transmission, lang),
                  ]
                    .filter(Boolean)
                    .join(" · ") || "—"}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {item.price_krw !== null ? formatKrw(item.price_krw, lang) : t("results.noPrice")}
                </Table.Td>
                <Table.Td>
                  {item.imported_car_id !== null ? (
                    <Anchor component={Link} to={paths.car(item.imported_car_id)} size="sm">
                      <Badge color="green" variant="light" tt="none" style={{ overflow: "visible" }}>
                        {t("results.imported", { id: item.imported_car_id })}
                      </Badge>
                    </Anchor>
                  ) : (
                    <Badge color="gray" variant="outline" tt="none" style={{ overflow: "visible" }}>
                      {t("results.notImported")}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
