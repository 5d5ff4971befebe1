// The API's notification types, from the contract (src/shared/api/notifications.ts).
export type {
  Notification as AppNotification,
  NotificationPage as NotificationsPage,
} from "../../../../shared/api/notifications";
