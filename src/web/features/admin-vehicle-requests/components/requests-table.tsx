import { ActionIcon, Menu, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconBan, IconCarSuv, IconDots, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { currentLanguage } from "../../../lib/i18n";
import { carTitle, formatMileage, formatPrice } from "../../cars/utils/car-format";
import { RequestStatusBadge } from "../../inquiry/components/request-status-badge";
import type { AdminVehicleRequest } from "../api/list-requests";
import type { StatusChange } from "../api/request-actions";

const OPEN = new Set(["pending", "in_progress"]);

interface Props {
  requests: AdminVehicleRequest[];
  onStatus: (request: AdminVehicleRequest, status: StatusChange) => void;
  onRecommend: (request: AdminVehicleRequest) => void;
}

/** Admin list of vehicle requests: requester, wanted car, status and the actions on open ones. */
export function RequestsTable({ requests, onStatus, onRecommend }: Props) {
  const { t } = useTranslation("admin-requests");
  const lang = currentLanguage();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });
  const dash = "—";

  return (
    <Table.ScrollContainer minWidth={1150}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="admin-requests-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.id")}</Table.Th>
            <Table.Th>{t("columns.email")}</Table.Th>
            <Table.Th>{t("columns.maker")}</Table.Th>
            <Table.Th>{t("columns.grade")}</Table.Th>
            <Table.Th>{t("columns.year")}</Table.Th>
            <Table.Th>{t("columns.fuel")}</Table.Th>
            <Table.Th>{t("columns.mileage")}</Table.Th>
            <Table.Th>{t("columns.status")}</Table.Th>
            <Table.Th>{t("columns.created")}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => (
            <Table.Tr key={r.id} data-testid="admin-request-row" data-request-id={r.id} data-status={r.status}>
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.email}</Text>
                <Text size="xs" c="dimmed">
                  {r.user_name} · {r.country}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {translateTerm("maker", r.maker, lang)}
                  {r.model ? ` ${translateTerm("model", r.model, lang)}` : ""}
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
              </Table.Td>
              <Table.Td>{r.grade ?? dash}</Table.Td>
              <Table.Td>{r.year ?? dash}</Table.Td>
              <Table.Td>{r.fuel ? translateTerm("fuel", r.fuel, lang) : dash}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {r.mileage !== null ? formatMileage(r.mileage, lang) : dash}
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <RequestStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{date.format(new Date(r.created_at))}</Table.Td>
              <Table.Td>
                {OPEN.has(r.status) ? (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t("rowActions", { id: r.id })}
                        data-testid={`admin-request-menu-${r.id}`}
                      >
                        <IconDots size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
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
                    </Menu.Dropdown>
                  </Menu>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
