import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Ends one of my sessions (the device it belongs to is signed out at its next request). */
export function endMySession(id: number): Promise<void> {
  return api.delete("/api/users/me/sessions/{session_id}", { path: { session_id: id } });
}

/** Ends every session of mine but this one. */
export function endMyOtherSessions(): Promise<void> {
  return api.post("/api/users/me/sessions/revoke-others");
}

export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMySession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}

export function useEndMyOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMyOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}
