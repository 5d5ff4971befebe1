import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFindUsers } from "../api/find-users";

/** Finds a user by email or name (admin users API) and yields their id. */
export function UserPicker(props: { value: number | null; onChange: (id: number | null) => void; error?: string }) {
  const { t } = useTranslation("admin-notifications");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  const users = useFindUsers(q);
  const data = (users.data?.items ?? [])
    .filter((u) => u.status !== "deleted")
    .map((u) => ({ value: String(u.id), label: `${u.name} <${u.email}> #${u.id}` }));
  return (
    <Select
      label={t("form.user")}
      placeholder={t("form.userPlaceholder")}
      searchable
      clearable
      required
      leftSection={<IconSearch size={16} aria-hidden />}
      data={data}
      value={props.value === null ? null : String(props.value)}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={users.isFetching ? t("form.searching") : t("form.noUsers")}
      error={props.error}
      data-testid="admin-notification-user"
    />
  );
}
