import { Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../lib/i18n";
import { useMoney } from "../lib/money";
import { formatWon } from "../lib/format";

type Props = {
  items: { key: string; krw: number }[];
  totalKrw: number;
  /** A line under an item's name ("$1,200, converted at the rate below"). */
  hints?: Partial<Record<string, ReactNode>>;
  /** Test ids: `${testPrefix}-${key}-krw`, `${testPrefix}-total-krw`, `${testPrefix}-total-local`. */
  testPrefix: string;
  compact?: boolean;
};

/**
 * The export cost items with their won amount and, under it, the same in the visitor's currency
 * (nothing more when that is KRW). Two columns, so the table fits a phone in every language.
 */
export function CostTable({ items, totalKrw, hints, testPrefix, compact = false }: Props) {
  const { t } = useTranslation("cost");
  const lang = currentLanguage();
  const money = useMoney();
  const local = money.currency === "KRW" ? null : money;
  const amount = (krw: number, id: string, strong = false) => (
    <>
      <Text span display="block" fw={strong ? 700 : undefined} fz="inherit" data-testid={`${id}-krw`}>
        {formatWon(krw, lang)}
      </Text>
      {local ? (
        <Text
          span
          display="block"
          c={strong ? undefined : "dimmed"}
          fw={strong ? 700 : undefined}
          fz={compact ? "xs" : "sm"}
          data-testid={`${id}-local`}
          data-currency={local.currency}
        >
          {local.format(krw)}
        </Text>
      ) : null}
    </>
  );
  return (
    <Table verticalSpacing={compact ? 4 : "sm"} fz={compact ? "sm" : undefined} data-testid={`${testPrefix}-table`}>
      {compact ? null : (
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("item")}</Table.Th>
            <Table.Th ta="right">{t("amount")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.key} data-item={item.key}>
            <Table.Td>
              <Text fz="inherit">{t(`items.${item.key}`)}</Text>
              {hints?.[item.key] ? (
                <Text size="xs" c="dimmed">
                  {hints[item.key]}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
              {amount(item.krw, `${testPrefix}-${item.key}`)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t("total")}</Table.Th>
          <Table.Th ta="right" fz={compact ? undefined : "lg"} style={{ whiteSpace: "nowrap" }}>
            {amount(totalKrw, `${testPrefix}-total`, true)}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
