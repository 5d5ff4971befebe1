import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ContactMessage, ContactMessagePage as ContactMessagesPage } from "../../../../shared/api/contact";
import { queryKeys } from "../../../lib/query-keys";

export type { ContactMessage, ContactMessagesPage };

export interface ContactMessagesQuery {
  q: string;
  page: number;
  pageSize: number;
}

export function listContactMessages(query: ContactMessagesQuery): Promise<ContactMessagesPage> {
  return api.get("/api/admin/contact-messages", {
    query: { q: query.q.trim(), page: query.page, page_size: query.pageSize },
  });
}

export function useContactMessages(query: ContactMessagesQuery) {
  return useQuery({
    queryKey: queryKeys.admin.contactMessages.list(query),
    queryFn: () => listContactMessages(query),
    placeholderData: keepPreviousData,
  });
}
