import { Type } from "typebox";
import { Id, Nullable, Paged, Paging, Timestamp, type Static } from "./common.js";
import { CONTACT_LIMITS } from "./constants.js";

export { CONTACT_LIMITS };

export const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name }),
    email: Type.String({ format: "email", maxLength: CONTACT_LIMITS.email }),
    subject: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.subject }),
    message: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.message }),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

export const ContactMessagesQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...Paging,
});
export type ContactMessagesQuery = Static<typeof ContactMessagesQuery>;

export const ContactReceived = Type.Object({ id: Id, status: Type.Literal("received") });
export type ContactReceived = Static<typeof ContactReceived>;

export const ContactMessage = Type.Object({
  id: Id,
  name: Type.String({ maxLength: CONTACT_LIMITS.name }),
  email: Type.String({ maxLength: CONTACT_LIMITS.email }),
  subject: Type.String({ maxLength: CONTACT_LIMITS.subject }),
  message: Type.String({ maxLength: CONTACT_LIMITS.message }),
  user_id: Nullable(Id),
  created_at: Timestamp,
});
export type ContactMessage = Static<typeof ContactMessage>;
export const ContactMessagePage = Paged(ContactMessage);
export type ContactMessagePage = Static<typeof ContactMessagePage>;
