import type { NotificationData } from "@mantine/notifications";

// @mantine/notifications is loaded on demand (its own chunk, shared with the
// <Notifications /> container in the providers), keeping it out of the first bundle.
function show(data: NotificationData): void {
  void import("@mantine/notifications").then(({ notifications }) => notifications.show(data));
}

export function notifySuccess(message: string, title?: string): void {
  show({ color: "green", title, message });
}

export function notifyError(message: string, title?: string): void {
  show({ color: "red", title, message, autoClose: 8000 });
}

export function notifyInfo(message: string, title?: string): void {
  show({ color: "brand", title, message });
}
