import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { UserSession, UserSessionList } from "../../../../shared/api/sessions";
import { queryKeys } from "../../../lib/query-keys";

export type { UserSession };

/** Where I am signed in: my sessions, newest first, this one marked `current`. */
export function listMySessions(): Promise<UserSessionList> {
  return api.get("/api/users/me/sessions");
}

export function useMySessions() {
  return useQuery({ queryKey: queryKeys.account.sessions, queryFn: listMySessions });
}
