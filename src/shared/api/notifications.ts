import { Type } from "typebox";
import { Count, Id, IdParams, Nullable, Paged, Paging, Timestamp, type Static } from "./common.js";
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

export const Notification = Type.Object({
  id: Id,
  kind: Type.String({ maxLength: 60 }),
  title: Type.String({ maxLength: TITLE_MAX }),
  message: Type.String({ maxLength: MESSAGE_MAX }),
  link: Nullable(Type.String({ maxLength: 2048 })),
  lang: Type.String({ maxLength: 2 }),
  read: Type.Boolean(),
  read_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type Notification = Static<typeof Notification>;

const UnreadCount = { unread_count: Count };

export const NotificationPage = Type.Object({ ...Paged(Notification).properties, ...UnreadCount });
export type NotificationPage = Static<typeof NotificationPage>;

export const UnreadCountResult = Type.Object(UnreadCount);
export type UnreadCountResult = Static<typeof UnreadCountResult>;

export const ReadAllResult = Type.Object({ updated: Count, ...UnreadCount });
export type ReadAllResult = Static<typeof ReadAllResult>;

export const ReadResult = Type.Object({ ...Notification.properties, ...UnreadCount });
export type ReadResult = Static<typeof ReadResult>;

/** A sent message: one user at once, or a broadcast whose rest is queued (202). */
export const SendResult = Type.Object({
  created: Count,
  recipients: Count,
  queued: Count,
  broadcast_id: Nullable(Id),
});
export type SendResult = Static<typeof SendResult>;

export const Broadcast = Type.Object({
  id: Id,
  title: Type.String({ maxLength: TITLE_MAX }),
  message: Type.String({ maxLength: MESSAGE_MAX }),
  created_by_user_id: Nullable(Id),
  recipients: Count,
  created: Count,
  queued: Count,
  finished_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type Broadcast = Static<typeof Broadcast>;
export const BroadcastPage = Paged(Broadcast);
export type BroadcastPage = Static<typeof BroadcastPage>;
