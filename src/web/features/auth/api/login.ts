import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { unwrapUser, type User, type UserPayload } from "../../../lib/session/user";
import { replaceSession } from "../../../lib/session/session-cache";
import type { LoginBody as LoginInput } from "../../../../shared/api/auth";

export type { LoginInput };

export async function login(input: LoginInput): Promise<User> {
  return unwrapUser(await api.post<UserPayload>("/api/auth/login", input));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => replaceSession(queryClient, user),
  });
}
