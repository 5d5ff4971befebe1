// The toast container and its store, with their stylesheet: one lazy chunk, fetched with the
// page's first notification (lib/notify.ts, app/providers.tsx), not with the first view.
import "@mantine/notifications/styles.css";

export { Notifications, notifications } from "@mantine/notifications";
