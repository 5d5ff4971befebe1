import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { ListSearchInput, PagedList, useListPaging } from "../../../components/paged-list";
import { useContactMessages } from "../api/list-contact-messages";
import { ContactMessagesTable } from "../components/contact-messages-table";

const PAGE_SIZE = 20;

/** /admin/contact-messages: what visitors sent through Contact Us. */
export function AdminContactMessagesPage() {
  const { t } = useTranslation("admin-contact");
  const { page, setPage, q, setQ, debouncedQ } = useListPaging();
  const messages = useContactMessages({ q: debouncedQ, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <ListSearchInput
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          value={q}
          onValueChange={setQ}
          data-testid="admin-contact-search"
        />
        <PagedList
          query={messages}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          empty={t("empty")}
          emptyTestId="admin-contact-empty"
          total={(total) => t("total", { count: total })}
        >
          {(data) => <ContactMessagesTable messages={data.items} />}
        </PagedList>
      </Stack>
    </>
  );
}
