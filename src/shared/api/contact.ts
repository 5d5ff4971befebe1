import { Type, type Static } from "typebox";
import { Paging } from "./common.js";
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
