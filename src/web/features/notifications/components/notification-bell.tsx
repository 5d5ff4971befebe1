import { Suspense, lazy } from "react";
import { useMe } from "../../../lib/session/get-session";
import { useUnreadCount } from "../api/get-unread-count";
import { NotificationBellButton } from "./notification-bell-button";

// The dropdown (popover, list, pagination) is fetched after the first paint.
const NotificationBellPanel = lazy(async () => ({
  default: (await import("./notification-bell-panel")).NotificationBellPanel,
}));

function Bell() {
  const count = useUnreadCount(true).data ?? 0;
  return (
    <Suspense fallback={<NotificationBellButton count={count} />}>
      <NotificationBellPanel count={count} />
    </Suspense>
  );
}

/** The header's bell with the unread count; nothing for visitors. */
export function NotificationBell() {
  const me = useMe();
  if (!me.data) return null;
  // Its own boundary: the header never waits for the notifications namespace.
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
