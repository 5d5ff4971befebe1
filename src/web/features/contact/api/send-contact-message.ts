import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ContactBody as ContactMessageInput } from "../../../../shared/api/contact";

export type { ContactMessageInput };

/** POST /api/contact → 202: stored and emailed to the administrators. */
export function sendContactMessage(input: ContactMessageInput): Promise<{ id: number; status: string }> {
  return api.post<{ id: number; status: string }>("/api/contact", input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
