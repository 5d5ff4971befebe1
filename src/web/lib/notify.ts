import type { NotificationData } from "@mantine/notifications";
import { useSyncExternalStore } from "react";

// @mantine/notifications is loaded on demand (its own chunk, shared with the
// <Notifications /> container in the providers), keeping it out of the first bundle. The
// container itself is drawn from the first notification on (useNotificationsShown): most visits
// never show one, and a phone then neither fetches nor mounts it while the page starts.
let shown = false;
const listeners = new Set<() => void>();

function show(data: NotificationData): void {
  if (!shown) {
    shown = true;
    listeners.forEach((listener) => listener());
  }
  void import("./notifications").then(({ notifications }) => notifications.show(data));
}

/** True once the page asked for a notification (the server render never does). */
export function useNotificationsShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => false,
  );
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
