import { Badge, Group, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { translateOption } from "../../../../shared/vehicle-terms-options";
import { translateCarName, translateTerm } from "../../../../shared/vehicle-terms";
import { currentLanguage } from "../../../lib/i18n";
import type { CarDetail } from "../types/car";
import { formatDisplacement, formatMileage, formatPower } from "../../../lib/car-format";

/** Specifications in the page language (terms from the static dictionary). */
export function CarSpecs({ car }: { car: CarDetail }) {
  const { t } = useTranslation("cars");
  const lang = currentLanguage();
  const dash = "—";
  const rows: [string, string, string][] = [
    ["maker", t("detail.maker"), translateTerm("maker", car.maker, lang)],
    ["model", t("detail.model"), translateTerm("model", car.model, lang)],
    ["grade", t("detail.grade"), car.grade ? translateCarName(car.grade, lang) : dash],
    ["year", t("detail.year"), car.month ? `${car.year}-${String(car.month).padStart(2, "0")}` : String(car.year)],
    ["mileage", t("detail.mileage"), formatMileage(car.mileage, lang)],
    ["fuel", t("detail.fuel"), translateTerm("fuel", car.fuel, lang)],
    ["transmission", t("detail.transmission"), translateTerm("transmission", car.transmission, lang)],
    ["color", t("detail.color"), car.color ? translateTerm("color", car.color, lang) : dash],
    [
      "displacement",
      t("detail.displacement"),
      car.displacement_cc ? formatDisplacement(car.displacement_cc, lang) : dash,
    ],
    ["power", t("detail.power"), car.power_hp ? formatPower(car.power_hp, lang) : dash],
    ["car_number", t("detail.carNumber"), car.car_number ?? dash],
  ];
  return (
    <>
      <Table withRowBorders striped="even" verticalSpacing="xs" data-testid="car-specs">
        <Table.Tbody>
          {rows.map(([key, label, value]) => (
            <Table.Tr key={key} data-spec={key}>
              <Table.Th w="40%" fw={500} c="dimmed" scope="row">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {car.options.length > 0 ? (
        <>
          <Text fw={600} mt="md" mb="xs">
            {t("detail.options")}
          </Text>
          <Group gap={6} data-testid="car-options">
            {car.options.map((option) => (
              <Badge key={option} variant="light" color="gray" radius="sm" tt="none" fw={500}>
                {translateOption(option, lang)}
              </Badge>
            ))}
          </Group>
        </>
      ) : null}
    </>
  );
}
