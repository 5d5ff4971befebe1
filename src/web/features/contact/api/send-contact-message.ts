import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ContactBody as ContactMessageInput, ContactReceived } from "../../../../shared/api/contact";

export type { ContactMessageInput };

/** POST /api/contact → 202: stored and emailed to the administrators. */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactReceived> {
  return api.post("/api/contact", { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
