import {
  ActionIcon,
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import { IconArrowsHorizontal, IconScale, IconX } from "@tabler/icons-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "../../../lib/lang-router";
import { translateCarName, translateTerm } from "../../../../shared/vehicle-terms";
import type { CarDetail } from "../../../../shared/api/cars";
import { CarPhotoPlaceholder } from "../../../components/car-card";
import { CarPrice } from "../../../components/car-price";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { carTitle, formatDisplacement, formatMileage, formatPower } from "../../../lib/car-format";
import { comparePath, COMPARE_LIMITS, parseCompareParam } from "../../../lib/compare/compare-list";
import { currentLanguage } from "../../../lib/i18n";
import { useMoney } from "../../../lib/money";
import { useCompare } from "../api/get-compare";
import { useMediaQuery } from "@mantine/hooks";
import { useDoorRows } from "../components/door-rows";
import { paths } from "../../../config/paths";
import { formatNumber } from "../../../lib/format";
import { ExportStatusBadge } from "../../../components/export-status";

type Row = { key: string; label: string; values: string[]; render?: (car: CarDetail) => ReactNode };

// Wide screens: roomy columns. A phone (≤ 36em) fits the labels and two whole cars in 358 px, so
// lower rows can still be read against two cars; a third and fourth scroll in sideways.
const WIDE = { label: 118, column: 196 };
const PHONE = { label: 110, column: 124 };
/** The site header's height: the cars' names stick under it on a screen wide enough for four. */
const SITE_HEADER = 64;

/**
 * /compare?ids=1,2,3: the cars side by side, the rows whose values differ marked (colour, a
 * bar and a word, not colour alone). The URL carries the cars, so the page can be shared. The
 * page scrolls as any other (no box of its own height to scroll inside, issue 50); where the
 * cars do not all fit (a phone, a narrow window) the columns scroll sideways under sticky labels,
 * a line says how many cars there are, and a shadow at the edge shows that more are there.
 */
export function ComparePage() {
  const { t } = useTranslation(["compare", "cars", "condition", "export"]);
  const lang = currentLanguage();
  const money = useMoney();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = parseCompareParam(params.get("ids"));
  const phone = useMediaQuery("(max-width: 36em)") ?? false;
  // Four cars fit beside the labels from 62em on (118 + 4 × 196 px): no sideways scroll, so the
  // cars' names can stick to the window.
  const roomy = useMediaQuery("(min-width: 62em)") ?? false;
  const sideways = useSidewaysScroll();
  const query = useCompare(ids);
  const doorRows = useDoorRows();
  const dash = "—";

  const header = <PageHeader title={t("title")} description={t("description", { max: COMPARE_LIMITS.max })} />;
  if (ids.length < COMPARE_LIMITS.min) {
    return (
      <>
        {header}
        <EmptyState
          data-testid="compare-empty"
          icon={<IconScale aria-hidden />}
          title={t("emptyTitle")}
          description={t("emptyDescription", { min: COMPARE_LIMITS.min, max: COMPARE_LIMITS.max })}
        >
          <Button component={Link} to={paths.cars} mt="md">
            {t("browse")}
          </Button>
        </EmptyState>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {header}
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        {header}
        <Skeleton height={480} radius="md" />
      </>
    );
  }

  const cars = query.data.items;
  const remove = (id: number) => {
    const rest = ids.filter((x) => x !== id);
    void navigate(rest.length > 0 ? comparePath(rest) : paths.compare, { replace: true });
  };
  const noRecord = t("noRecordShort", { ns: "condition" });
  const notStated = t("notStated", { ns: "condition" });
  const conditionRows = (list: CarDetail[]): Row[] => {
    const fact = (c: CarDetail, value: (r: NonNullable<CarDetail["condition"]>) => string | null) =>
      c.condition ? (value(c.condition) ?? notStated) : noRecord;
    const yesNo = (v: boolean | null) => (v === null ? null : t(v ? "yes" : "no", { ns: "condition" }));
    const count = (v: number | null) => (v === null ? null : formatNumber(v, lang));
    return [
      {
        key: "accident",
        label: t("fields.accident", { ns: "condition" }),
        values: list.map((c) => fact(c, (r) => yesNo(r.accident))),
      },
      {
        key: "panels",
        label: t("panelsTitle", { ns: "condition" }),
        values: list.map((c) => fact(c, (r) => t("outlineSummary", { ns: "condition", count: r.panels.length }))),
      },
      {
        key: "flood",
        label: t("fields.flood", { ns: "condition" }),
        values: list.map((c) => fact(c, (r) => yesNo(r.flood))),
      },
      {
        key: "owner_changes",
        label: t("fields.owner_changes", { ns: "condition" }),
        values: list.map((c) => fact(c, (r) => count(r.owner_changes))),
      },
      {
        key: "insurance_claims",
        label: t("fields.insurance_claims", { ns: "condition" }),
        values: list.map((c) => fact(c, (r) => count(r.insurance_claims))),
      },
    ];
  };
  const atPort = doorRows(cars);
  const rows: Row[] = [
    {
      key: "price",
      label: t("detail.price", { ns: "cars" }),
      values: cars.map((c) => String(c.price_krw)),
      render: (c) => <CarPrice car={c} fz={phone ? "sm" : "lg"} />,
    },
    {
      key: "availability",
      label: t("availability"),
      values: cars.map((c) => t(`availabilityValue.${c.availability}`)),
    },
    // At the buyer's port: whether each car may leave Korea for it (the car page's word).
    ...(cars.some((c) => c.export)
      ? [
          {
            key: "export_status",
            label: t("compare.row", { ns: "export" }),
            values: cars.map((c) => (c.export ? t(`status.${c.export.status}`, { ns: "export" }) : dash)),
            render: (c: CarDetail) =>
              c.export ? <ExportStatusBadge status={c.export.status} /> : <Text size="sm">{dash}</Text>,
          },
        ]
      : []),
    // At the buyer's port: the price delivered there, the duties and the total at the door, as the
    // car page states them; without a port, the export cost estimate to a typical port.
    ...(atPort.length > 0
      ? atPort
      : [
          {
            key: "export",
            label: t("exportTotal"),
            // In the buyer's currency, beside prices in it (not always dollars).
            values: cars.map((c) => (c.export_cost ? money.format(c.export_cost.total_krw) : dash)),
          },
        ]),
    {
      key: "maker",
      label: t("detail.maker", { ns: "cars" }),
      values: cars.map((c) => translateTerm("maker", c.maker, lang)),
    },
    {
      key: "model",
      label: t("detail.model", { ns: "cars" }),
      values: cars.map((c) => translateTerm("model", c.model, lang)),
    },
    {
      key: "grade",
      label: t("detail.grade", { ns: "cars" }),
      values: cars.map((c) => (c.grade ? translateCarName(c.grade, lang) : dash)),
    },
    {
      key: "year",
      label: t("detail.year", { ns: "cars" }),
      values: cars.map((c) => (c.month ? `${c.year}-${String(c.month).padStart(2, "0")}` : String(c.year))),
    },
    {
      key: "mileage",
      label: t("detail.mileage", { ns: "cars" }),
      values: cars.map((c) => formatMileage(c.mileage, lang)),
    },
    {
      key: "fuel",
      label: t("detail.fuel", { ns: "cars" }),
      values: cars.map((c) => translateTerm("fuel", c.fuel, lang)),
    },
    {
      key: "transmission",
      label: t("detail.transmission", { ns: "cars" }),
      values: cars.map((c) => translateTerm("transmission", c.transmission, lang)),
    },
    {
      key: "color",
      label: t("detail.color", { ns: "cars" }),
      values: cars.map((c) => (c.color ? translateTerm("color", c.color, lang) : dash)),
    },
    {
      key: "displacement",
      label: t("detail.displacement", { ns: "cars" }),
      values: cars.map((c) => (c.displacement_cc ? formatDisplacement(c.displacement_cc, lang) : dash)),
    },
    {
      key: "power",
      label: t("detail.power", { ns: "cars" }),
      values: cars.map((c) => (c.power_hp ? formatPower(c.power_hp, lang) : dash)),
    },
    {
      key: "options",
      label: t("detail.options", { ns: "cars" }),
      values: cars.map((c) => t("optionsCount", { count: c.options.length })),
    },
    // The inspection record: what a buyer compares first after the price (unknown stays unknown).
    ...conditionRows(cars),
  ];

  const { label: LABEL_WIDTH, column: COLUMN_WIDTH } = phone ? PHONE : WIDE;
  const sticky = {
    position: "sticky" as const,
    left: 0,
    zIndex: 1,
    background: "var(--mantine-color-body)",
    width: LABEL_WIDTH,
    minWidth: LABEL_WIDTH,
  };
  const cell = {
    padding: phone ? "8px 6px" : "10px 12px",
    borderBottom: "1px solid var(--mantine-color-gray-3)",
    verticalAlign: "top",
  };
  // The cars' names and photos stay above the rows while the page scrolls, where nothing scrolls
  // sideways (a box that scrolls sideways is where a sticky header would stick, and it does not
  // scroll downwards).
  const stickyTop = roomy
    ? { position: "sticky" as const, top: SITE_HEADER, zIndex: 2, background: "var(--mantine-color-body)" }
    : {};

  return (
    <>
      {header}
      <Group gap="xs" mb="sm">
        <Badge variant="light" color="yellow" leftSection="≠" tt="none" fw={500} data-testid="compare-legend">
          {t("legend")}
        </Badge>
      </Group>
      {sideways.more || sideways.scrolled ? (
        <Group gap={6} mb={6} wrap="nowrap" data-testid="compare-more">
          <IconArrowsHorizontal size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed">
            {t("swipe", { count: cars.length })}
          </Text>
        </Group>
      ) : null}
      <Box pos="relative">
        <Box
          ref={sideways.ref}
          onScroll={sideways.update}
          style={{ overflowX: roomy ? "visible" : "auto" }}
          data-testid="compare-scroll"
          data-more={sideways.more ? "true" : "false"}
        >
          <table
            style={{
              borderCollapse: "separate",
              borderSpacing: 0,
              tableLayout: "fixed",
              width: LABEL_WIDTH + COLUMN_WIDTH * cars.length,
              minWidth: "100%",
            }}
            data-testid="compare-table"
          >
            <caption style={{ position: "absolute", left: -10000 }}>{t("title")}</caption>
            <thead>
              <tr>
                <th style={{ ...sticky, ...cell, ...stickyTop, zIndex: 3, textAlign: "left" }} scope="col">
                  <Text size="sm" c="dimmed" fw={500}>
                    {t("carColumn")}
                  </Text>
                </th>
                {cars.map((c) => (
                  <th
                    key={c.id}
                    scope="col"
                    style={{ ...cell, ...stickyTop, width: COLUMN_WIDTH, textAlign: "left" }}
                    data-testid="compare-car"
                  >
                    <Stack gap={6}>
                      <Box pos="relative">
                        <AspectRatio ratio={phone ? 16 / 9 : 4 / 3}>
                          {c.main_image ? (
                            <Image src={c.main_image} alt="" fit="cover" radius="sm" />
                          ) : (
                            <CarPhotoPlaceholder />
                          )}
                        </AspectRatio>
                        <ActionIcon
                          pos="absolute"
                          top={6}
                          right={6}
                          variant="white"
                          color="gray"
                          radius="xl"
                          onClick={() => remove(c.id)}
                          aria-label={t("removeCar", { name: carTitle(c, lang) })}
                          data-testid="compare-remove"
                        >
                          <IconX size={16} aria-hidden />
                        </ActionIcon>
                      </Box>
                      <Anchor
                        component={Link}
                        to={paths.car(c.id)}
                        fw={600}
                        size="sm"
                        lh={1.3}
                        data-testid="compare-car-name"
                      >
                        {carTitle(c, lang)}
                      </Anchor>
                    </Stack>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const differs = new Set(row.values).size > 1;
                const bg = differs ? "var(--mantine-color-yellow-0)" : undefined;
                return (
                  <tr key={row.key} data-row={row.key} data-differs={differs ? "true" : "false"}>
                    <th
                      scope="row"
                      style={{
                        ...sticky,
                        ...cell,
                        textAlign: "left",
                        background: differs ? "var(--mantine-color-yellow-0)" : sticky.background,
                        boxShadow: differs ? "inset 3px 0 0 var(--mantine-color-yellow-6)" : undefined,
                      }}
                    >
                      <Text
                        size={phone ? "xs" : "sm"}
                        fw={differs ? 700 : 500}
                        c={differs ? undefined : "dimmed"}
                        // Whole words: a label broken mid-word ("Үйлдвэрлэ|гч") reads as two words.
                        style={{ overflowWrap: "normal", wordBreak: "normal" }}
                        data-testid="compare-label"
                      >
                        {row.label}
                      </Text>
                      {differs ? (
                        <Text size="xs" c="yellow.9" fw={600}>
                          ≠ {t("differs")}
                        </Text>
                      ) : null}
                    </th>
                    {cars.map((c, i) => (
                      <td key={c.id} style={{ ...cell, background: bg }}>
                        {row.render ? row.render(c) : <Text size="sm">{row.values[i]}</Text>}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Box>
        {sideways.more ? (
          // The columns still to the right fade out at the edge.
          <Box
            aria-hidden
            pos="absolute"
            top={0}
            right={0}
            bottom={0}
            w={28}
            style={{
              pointerEvents: "none",
              zIndex: 4,
              background: "linear-gradient(to right, rgb(0 0 0 / 0%), rgb(0 0 0 / 16%))",
            }}
          />
        ) : null}
      </Box>
    </>
  );
}

/**
 * Whether the box scrolls sideways (`scrolled`) and has columns still to the right (`more`),
 * measured when it is drawn, resized and scrolled.
 */
function useSidewaysScroll() {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [state, setState] = useState({ more: false, scrolled: false });
  const update = useCallback(() => {
    if (!node) return;
    const overflow = node.scrollWidth - node.clientWidth;
    const next = { more: overflow > 1 && node.scrollLeft < overflow - 1, scrolled: overflow > 1 };
    setState((prev) => (prev.more === next.more && prev.scrolled === next.scrolled ? prev : next));
  }, [node]);
  useEffect(() => {
    if (!node) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [node, update]);
  return { ref: setNode, update, ...state };
}
