import { useTranslation } from "react-i18next";
import { AdminList } from "../../../components/admin-list";
import { PageHeader } from "../../../components/page-header";
import { useListPaging } from "../../../components/paged-list";
import { useContactMessages } from "../api/list-contact-messages";
import { useContactColumns } from "../components/contact-columns";

const PAGE_SIZE = 20;

/** /admin/contact-messages: what visitors sent through Contact Us. */
export function AdminContactMessagesPage() {
  const { t } = useTranslation("admin-contact");
  const paging = useListPaging();
  const messages = useContactMessages({ q: paging.debouncedQ, page: paging.page, pageSize: PAGE_SIZE });
  const columns = useContactColumns();

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <AdminList
        query={messages}
        paging={paging}
        pageSize={PAGE_SIZE}
        search={{ label: t("search"), placeholder: t("searchPlaceholder"), testId: "admin-contact-search" }}
        columns={columns}
        rowKey={(m) => m.id}
        rowProps={() => ({ "data-testid": "admin-contact-row" })}
        testId="admin-contact"
        empty={t("empty")}
        total={(total) => t("total", { count: total })}
        minWidth={820}
      />
    </>
  );
}
