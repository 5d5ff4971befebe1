import { Menu, Text } from "@mantine/core";
import { IconBan, IconCarSuv, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { AdminColumn } from "../../../components/admin-table";
import { RequestStatusBadge } from "../../../components/request-status-badge";
import { carTitle, formatMileage, formatPrice } from "../../../lib/car-format";
import { currentLanguage } from "../../../lib/i18n";
import { AdminVehicleRequest } from "../api/list-requests";
import { StatusChange } from "../api/request-actions";
import { dayFormat } from "../../../lib/format";
import { RowMenu } from "../../../components/row-menu";

const OPEN = new Set(["pending", "in_progress"]);

interface Handlers {
  onStatus: (request: AdminVehicleRequest, status: StatusChange) => void;
  onRecommend: (request: AdminVehicleRequest) => void;
}

function RequestMenu({ r, onStatus, onRecommend }: Handlers & { r: AdminVehicleRequest }) {
  const { t } = useTranslation("admin-requests");
  return (
    <RowMenu label={t("rowActions", { id: r.id })} testId={`admin-request-menu-${r.id}`}>
      <Menu.Item
        leftSection={<IconCarSuv size={16} aria-hidden />}
        onClick={() => onRecommend(r)}
        data-testid="admin-request-recommend"
      >
        {t("actions.recommend")}
      </Menu.Item>
      {r.status === "pending" ? (
        <Menu.Item
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => onStatus(r, "in_progress")}
          data-testid="admin-request-in-progress"
        >
          {t("actions.in_progress")}
        </Menu.Item>
      ) : null}
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={() => onStatus(r, "cancelled")}
        data-testid="admin-request-cancel"
      >
        {t("actions.cancelled")}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => onStatus(r, "rejected")}
        data-testid="admin-request-reject"
      >
        {t("actions.rejected")}
      </Menu.Item>
    </RowMenu>
  );
}

/**
 * The vehicle-requests columns. Year, fuel and mileage share one column (and the trim sits under
 * the maker) so that the status and the actions stay on screen at 1366 px beside the sidebar.
 */
export function useRequestColumns({ onStatus, onRecommend }: Handlers): AdminColumn<AdminVehicleRequest>[] {
  const { t } = useTranslation("admin-requests");
  const lang = currentLanguage();
  const date = dayFormat(lang);
  const dash = "—";
  return [
    { key: "id", header: t("columns.id"), cell: (r) => r.id },
    {
      key: "email",
      header: t("columns.email"),
      maxWidth: 240,
      cell: (r) => (
        <>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {r.email}
          </Text>
          <Text size="xs" c="dimmed">
            {r.user_name} · {r.country}
          </Text>
        </>
      ),
    },
    {
      key: "maker",
      header: t("columns.maker"),
      maxWidth: 320,
      cell: (r) => (
        <>
          <Text size="sm">
            {translateTerm("maker", r.maker, lang)}
            {r.model ? ` ${translateTerm("model", r.model, lang)}` : ""}
            {r.grade ? ` · ${r.grade}` : ""}
          </Text>
          {r.budget_krw !== null ? (
            <Text size="xs" c="dimmed">
              {t("budget", { value: formatPrice(r.budget_krw, lang) })}
            </Text>
          ) : null}
          {r.note ? (
            <Text size="xs" c="dimmed" lineClamp={2} title={r.note}>
              {r.note}
            </Text>
          ) : null}
          {r.recommended_cars.length > 0 ? (
            <Text size="xs" c="green.8">
              {t("recommended", { cars: r.recommended_cars.map((c) => carTitle(c, lang)).join(", ") })}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: "details",
      header: t("columns.details"),
      cell: (r) => (
        <Text size="sm">
          {[r.year ?? dash, r.fuel ? translateTerm("fuel", r.fuel, lang) : dash].join(" · ")}
          <br />
          <span style={{ whiteSpace: "nowrap" }}>{r.mileage !== null ? formatMileage(r.mileage, lang) : dash}</span>
        </Text>
      ),
    },
    { key: "status", header: t("columns.status"), nowrap: true, cell: (r) => <RequestStatusBadge status={r.status} /> },
    { key: "created", header: t("columns.created"), nowrap: true, cell: (r) => date.format(new Date(r.created_at)) },
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      cell: (r) => (OPEN.has(r.status) ? <RequestMenu r={r} onStatus={onStatus} onRecommend={onRecommend} /> : null),
    },
  ];
}
