import { Button, Group, Pagination, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { FilterChoices } from "../../../components/filter-choices";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { useAdminCars, type AdminCarsQuery } from "../api/admin-cars";
import { AdminCarsTable } from "../components/admin-cars-table";
import { paths } from "../../../config/paths";

const PAGE_SIZE = 20;

/** Admin Local Cars: banner cars first (purple), banner checkbox, status, sold-out switch, search and paging. */
export function AdminCarsPage() {
  const { t } = useTranslation("admin-cars");
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [status, setStatus] = useState<AdminCarsQuery["status"]>("all");
  const [page, setPage] = useState(1);
  const cars = useAdminCars({ q: debouncedQ, status, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t("search")}
              placeholder={t("searchPlaceholder")}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={q}
              onChange={(event) => {
                setQ(event.currentTarget.value);
                setPage(1);
              }}
              w={300}
              data-testid="admin-cars-search"
            />
            <FilterChoices
              aria-label={t("statusFilter")}
              value={status}
              onChange={(value) => {
                setStatus(value as AdminCarsQuery["status"]);
                setPage(1);
              }}
              data={[
                { value: "all", label: t("status.all") },
                { value: "active", label: t("status.active") },
                { value: "sold_out", label: t("status.sold_out") },
              ]}
              data-testid="admin-cars-status"
            />
          </Group>
          <Button
            component={Link}
            to={paths.admin.newCar}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="admin-car-new"
          >
            {t("addCar")}
          </Button>
        </Group>
        {cars.isPending ? (
          <Skeleton height={420} radius="md" />
        ) : cars.isError ? (
          <QueryError error={cars.error} onRetry={() => void cars.refetch()} />
        ) : cars.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="admin-cars-empty">
            {t("empty")}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="admin-cars-total">
              {t("total", { total: cars.data.total })}
            </Text>
            <AdminCarsTable cars={cars.data.items} />
            {cars.data.total > PAGE_SIZE ? (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(cars.data.total / PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  data-testid="admin-cars-pagination"
                />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </>
  );
}
