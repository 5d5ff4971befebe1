import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { User } from "../../../lib/session/user";
import { replaceSession } from "../../../lib/session/session-cache";
import type { LoginBody as LoginInput } from "../../../../shared/api/auth";

export type { LoginInput };

export async function login(input: LoginInput): Promise<User> {
  return (await api.post("/api/auth/login", { body: input })).user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => replaceSession(queryClient, user),
  });
}
