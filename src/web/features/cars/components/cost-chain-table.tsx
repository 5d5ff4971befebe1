import { Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CarDetail } from "../types/car";
import { isFobItem } from "../../../../shared/price-chain";
import { currentLanguage } from "../../../lib/i18n";
import { formatDecimal, landedChainFigures, usdExact } from "../../../lib/format";
import { useMoney } from "../../../lib/money";
import { useChosenPort } from "../../../lib/ports/ports";
import { usePublicSettings } from "../../../lib/public-settings";

type Landed = NonNullable<CarDetail["landed"]>;
type Cost = NonNullable<CarDetail["export_cost"]>;
type Line = { key: string; label: ReactNode; local?: string; usd: number; sum?: boolean };

const BORDER = "1px solid var(--mantine-color-gray-3)";

/**
 * The price chain to the buyer's port as one table (issue 50): the items paid in Korea, = FOB
 * Korea on a row of its own, + the port's freight and insurance, = the CIF total, which is the car
 * page's "Delivered to". One currency, the buyer's, adding up as written (costChainFigures), with
 * the dollars the quote and the invoice state beside it, to the cent; a buyer who reads dollars
 * gets the one column.
 */
export function CostChainTable({ cost, landed }: { cost: Cost; landed: Landed }) {
  const { t } = useTranslation("cost");
  const { t: tp } = useTranslation("ports");
  const lang = currentLanguage();
  const money = useMoney();
  const rates = usePublicSettings().data;
  const { ports } = useChosenPort();
  const pct = ports.find((p) => p.id === landed.port_id)?.insurance_pct;
  const items = cost.items.filter((i) => isFobItem(i.key));
  const currency = money.currency !== "USD" && rates ? money.currency : null;
  const local = currency ? landedChainFigures(cost, landed, rates!, currency, lang) : null;

  const lines: Line[] = [
    ...items.map((item, i) => ({
      key: item.key,
      label: t(`items.${item.key}`),
      local: local?.items[i],
      usd: item.usd,
    })),
    { key: "fob", label: `= ${tp("landed.fob")}`, local: local?.fob, usd: landed.fob_usd, sum: true },
    {
      key: "port_freight",
      label: `+ ${tp(`landed.freight.${landed.method}`)}`,
      local: local?.freight,
      usd: landed.freight_usd,
    },
    {
      key: "port_insurance",
      label: `+ ${pct !== undefined ? tp("landed.insurancePct", { pct: formatDecimal(pct, lang) }) : tp("landed.insurance")}`,
      local: local?.insurance,
      usd: landed.insurance_usd,
    },
    { key: "cif", label: `= ${tp("landed.cif")}`, local: local?.cif, usd: landed.total_usd, sum: true },
  ];

  const amount = { ta: "right" as const, style: { whiteSpace: "nowrap" as const, verticalAlign: "top" } };
  return (
    <Table verticalSpacing={4} horizontalSpacing={6} fz="sm" data-testid="cost-chain" data-currency={currency ?? "USD"}>
      {currency ? (
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th {...amount} data-testid="cost-chain-currency">
              {currency}
            </Table.Th>
            <Table.Th {...amount} c="dimmed" fw={500}>
              USD
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
      ) : null}
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr
            key={line.key}
            data-line={line.key}
            fw={line.sum ? 700 : undefined}
            style={line.sum ? { borderTop: BORDER } : undefined}
          >
            <Table.Td style={{ overflowWrap: "break-word" }}>{line.label}</Table.Td>
            {line.local !== undefined ? (
              <Table.Td {...amount} data-testid={`cost-chain-${line.key}-local`}>
                {line.local}
              </Table.Td>
            ) : null}
            <Table.Td {...amount} data-testid={`cost-chain-${line.key}-usd`}>
              <Text span fz="inherit" fw="inherit" c={currency ? "dimmed" : undefined}>
                {usdExact(line.usd, lang)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
