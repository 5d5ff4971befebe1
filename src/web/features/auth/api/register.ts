import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/i18n";
import type { User } from "../../../lib/session/user";
import { replaceSession } from "../../../lib/session/session-cache";
import type { RegisterBody as RegisterInput } from "../../../../shared/api/auth";

export type { RegisterInput };

/** Creates the account; the server also logs the new user in. */
export function register(input: RegisterInput): Promise<User> {
  return api.post("/api/auth/register", { body: { ...input, lang: currentLanguage() } });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => replaceSession(queryClient, user),
  });
}
