import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** POST /api/contact → 202: stored and emailed to the administrators. */
export function sendContactMessage(input: ContactMessageInput): Promise<{ id: number; status: string }> {
  return api.post<{ id: number; status: string }>("/api/contact", input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
