import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { User } from "../../../lib/session/user";
import type { ProfilePatchBody as ProfilePatch } from "../../../../shared/api/users";
import { queryKeys } from "../../../lib/query-keys";

export type { ProfilePatch };

export function updateProfile(patch: ProfilePatch): Promise<User> {
  return api.patch("/api/users/me", { body: patch });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.account.profile, user);
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}
