import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { meQueryKey } from "../../../lib/session/get-session";
import type { User } from "../../../lib/session/user";
import { profileQueryKey } from "./get-profile";
import type { ProfilePatchBody as ProfilePatch } from "../../../../shared/api/users";

export type { ProfilePatch };

export function updateProfile(patch: ProfilePatch): Promise<User> {
  return api.patch<User>("/api/users/me", patch);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryKey, user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
