import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "../../../lib/lang-router";
import { api } from "../../../lib/api-client";
import { replaceSession } from "../../../lib/session/session-cache";
import { paths } from "../../../config/paths";

/** Soft-deletes the own account; the password is asked again. */
export function deleteAccount(password: string): Promise<void> {
  return api.delete("/api/users/me", { body: { password } });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await navigate(paths.home);
      replaceSession(queryClient, null);
    },
  });
}
