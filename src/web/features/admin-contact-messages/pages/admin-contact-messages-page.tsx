import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZE, AdminListPage } from "../../../components/admin-list-page";
import { useListPaging } from "../../../components/paged-list";
import { useContactMessages } from "../api/list-contact-messages";
import { useContactColumns } from "../components/contact-columns";

/** /admin/contact-messages: what visitors sent through Contact Us. */
export function AdminContactMessagesPage() {
  const { t } = useTranslation("admin-contact");
  const paging = useListPaging();
  const messages = useContactMessages({ q: paging.debouncedQ, page: paging.page, pageSize: ADMIN_PAGE_SIZE });
  const columns = useContactColumns();

  return (
    <AdminListPage
      query={messages}
      paging={paging}
      t={t}
      search={{ label: t("search"), placeholder: t("searchPlaceholder"), testId: "admin-contact-search" }}
      columns={columns}
      rowProps={() => ({ "data-testid": "admin-contact-row" })}
      testId="admin-contact"
      total={(total) => t("total", { count: total })}
      minWidth={820}
    />
  );
}
