import { Type } from "typebox";
import { IdParams } from "../../lib/id-params.js";
import { Paging } from "../../lib/paging.js";

export const MyNotificationsQuery = Type.Object({
  ...Paging,
  unread_only: Type.Optional(Type.Boolean()),
});

export const NotificationIdParams = IdParams;

export const TITLE_MAX = 200;
export const MESSAGE_MAX = 5000;

/** Exactly one of `user_id` and `all: true` (checked in the service, which names the field). */
export const AdminNotificationBody = Type.Object(
  {
    user_id: Type.Optional(Type.Integer({ minimum: 1 })),
    all: Type.Optional(Type.Boolean()),
    title: Type.String({ minLength: 1, maxLength: TITLE_MAX }),
    message: Type.String({ minLength: 1, maxLength: MESSAGE_MAX }),
  },
  { additionalProperties: false },
);

export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
