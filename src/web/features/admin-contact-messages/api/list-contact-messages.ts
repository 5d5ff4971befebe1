import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ContactMessage, ContactMessagePage as ContactMessagesPage } from "../../../../shared/api/contact";

export type { ContactMessage, ContactMessagesPage };

export interface ContactMessagesQuery {
  q: string;
  page: number;
  pageSize: number;
}

export const contactMessagesQueryKey = ["admin", "contact-messages"] as const;

export function listContactMessages(query: ContactMessagesQuery): Promise<ContactMessagesPage> {
  return api.get<ContactMessagesPage>("/api/admin/contact-messages", {
    query: { q: query.q.trim(), page: query.page, page_size: query.pageSize },
  });
}

export function useContactMessages(query: ContactMessagesQuery) {
  return useQuery({
    queryKey: [...contactMessagesQueryKey, query],
    queryFn: () => listContactMessages(query),
    placeholderData: keepPreviousData,
  });
}
