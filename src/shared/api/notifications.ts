import { Type, type Static } from "typebox";
import { Id, IdParams, Paging } from "./common.js";
import { NOTIFICATION_MESSAGE_MAX as MESSAGE_MAX, NOTIFICATION_TITLE_MAX as TITLE_MAX } from "./constants.js";

export const MyNotificationsQuery = Type.Object({
  ...Paging,
  unread_only: Type.Optional(Type.Boolean()),
});
export type MyNotificationsQuery = Static<typeof MyNotificationsQuery>;

export const NotificationIdParams = IdParams("id");
export type NotificationIdParams = Static<typeof NotificationIdParams>;

/** Exactly one of `user_id` and `all: true` (checked in the service, which names the field). */
export const AdminNotificationBody = Type.Object(
  {
    user_id: Type.Optional(Id),
    all: Type.Optional(Type.Boolean()),
    title: Type.String({ minLength: 1, maxLength: TITLE_MAX }),
    message: Type.String({ minLength: 1, maxLength: MESSAGE_MAX }),
  },
  { additionalProperties: false },
);
export type AdminNotificationBody = Static<typeof AdminNotificationBody>;

export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;
