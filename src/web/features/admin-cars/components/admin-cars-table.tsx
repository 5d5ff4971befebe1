import { Anchor, Checkbox, Group, Image, Switch, Table, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { carTitle, formatMileage, formatPrice } from "../../../lib/car-format";
import { type AdminCarListItem } from "../api/admin-cars";
import { useSetSoldout, useToggleBanner } from "../api/car-mutations";
import { CarStatusBadge } from "./status-badge";
import { paths } from "../../../config/paths";
import { queryKeys } from "../../../lib/query-keys";

// Banner cars stand out in purple (spec: they sort to the top with a purple background).
export const BANNER_ROW_BACKGROUND = "var(--mantine-color-grape-1)";
const NOWRAP = { whiteSpace: "nowrap" } as const;

/** The Local Cars table: banner checkbox, photo, name, status and the sold-out switch per row. */
export function AdminCarsTable({ cars }: { cars: AdminCarListItem[] }) {
  const { t } = useTranslation("admin-cars");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const toggleBanner = useToggleBanner();
  const setSoldout = useSetSoldout();
  // Switches follow the click at once; the row (order, colour, status) follows the reload.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const onError = (error: unknown) => notifyError(message(error));
  const settle = (key: string) => () =>
    void queryClient
      .refetchQueries({ queryKey: queryKeys.admin.cars.all })
      .finally(() => setPending(({ [key]: _done, ...rest }) => rest));
  const change = (
    key: string,
    value: boolean,
    run: (opts: { onError: typeof onError; onSettled: () => void }) => void,
  ) => {
    setPending((p) => ({ ...p, [key]: value }));
    run({ onError, onSettled: settle(key) });
  };

  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="admin-cars-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t("columns.banner")}</Table.Th>
            <Table.Th w={90}>{t("columns.photo")}</Table.Th>
            <Table.Th>{t("columns.car")}</Table.Th>
            <Table.Th>{t("columns.year")}</Table.Th>
            <Table.Th>{t("columns.mileage")}</Table.Th>
            <Table.Th ta="right">{t("columns.price")}</Table.Th>
            <Table.Th>{t("columns.status")}</Table.Th>
            <Table.Th>{t("columns.soldout")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cars.map((car) => {
            const name = carTitle(car, lang);
            return (
              <Table.Tr
                key={car.id}
                data-testid={car.is_banner ? "banner-row" : "car-row"}
                data-car-id={car.id}
                style={car.is_banner ? { background: BANNER_ROW_BACKGROUND } : undefined}
              >
                <Table.Td>
                  <Checkbox
                    color="grape"
                    checked={pending[`banner-${car.id}`] ?? car.is_banner}
                    aria-label={t("bannerToggle", { name })}
                    disabled={`banner-${car.id}` in pending}
                    onChange={(event) =>
                      change(`banner-${car.id}`, event.currentTarget.checked, (opts) =>
                        toggleBanner.mutate(car.id, opts),
                      )
                    }
                    data-testid="banner-checkbox"
                  />
                </Table.Td>
                <Table.Td>
                  {car.main_image ? (
                    <Image src={car.main_image} alt="" w={72} h={54} fit="cover" radius="sm" loading="lazy" />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={paths.admin.car(car.id)} fw={600} data-testid="admin-car-link">
                    {name}
                  </Anchor>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      #{car.id}
                    </Text>
                    {car.car_number ? (
                      <Text size="xs" c="dimmed">
                        {car.car_number}
                      </Text>
                    ) : null}
                    {lang !== "ko" ? (
                      <Text size="xs" c="dimmed" lang="ko">
                        {car.car_name}
                      </Text>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{car.year}</Table.Td>
                <Table.Td style={NOWRAP}>{formatMileage(car.mileage, lang)}</Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {formatPrice(car.price_krw, lang)}
                </Table.Td>
                <Table.Td style={NOWRAP}>
                  <CarStatusBadge status={car.status} archived={car.archived_at !== null} testId="car-status" />
                </Table.Td>
                <Table.Td>
                  <Switch
                    color="red"
                    checked={pending[`soldout-${car.id}`] ?? car.soldout}
                    aria-label={t("soldoutToggle", { name })}
                    disabled={`soldout-${car.id}` in pending}
                    onChange={(event) => {
                      const soldout = event.currentTarget.checked;
                      change(`soldout-${car.id}`, soldout, (opts) => setSoldout.mutate({ id: car.id, soldout }, opts));
                    }}
                    data-testid="soldout-switch"
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
