import { Type } from "typebox";
import { Paging } from "../../lib/paging.js";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name }),
    email: Type.String({ format: "email", maxLength: CONTACT_LIMITS.email }),
    subject: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.subject }),
    message: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.message }),
  },
  { additionalProperties: false },
);

export const ContactMessagesQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...Paging,
});
