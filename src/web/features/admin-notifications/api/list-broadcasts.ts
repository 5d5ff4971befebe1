import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Broadcast, BroadcastPage as BroadcastsPage } from "../../../../shared/api/notifications";
import { queryKeys } from "../../../lib/query-keys";

export type { Broadcast, BroadcastsPage };

export function listBroadcasts(page: number, pageSize: number): Promise<BroadcastsPage> {
  return api.get("/api/admin/notifications/broadcasts", { query: { page, page_size: pageSize } });
}

/** Refreshes itself while a message is still being written. */
export function useBroadcasts(page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.admin.notificationBroadcasts.list(page, pageSize),
    queryFn: () => listBroadcasts(page, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((b) => !b.finished_at) ? 3000 : false),
  });
}
