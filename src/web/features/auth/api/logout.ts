import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "../../../lib/lang-router";
import { api } from "../../../lib/api-client";
import { replaceSession } from "../../../lib/session/session-cache";
import { paths } from "../../../config/paths";

export function logout(): Promise<void> {
  return api.post("/api/auth/logout");
}

/** Logs out, then leaves for the home page before the session data is dropped. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leaving first keeps a members-only page from bouncing to /login.
      await navigate(paths.home);
      replaceSession(queryClient, null);
    },
  });
}
