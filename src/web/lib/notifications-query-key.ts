/** Every notifications query (the bell, the lists; a question thread read clears them) starts with this key, so one invalidation refreshes the bell and the lists. */
export const notificationsQueryKey = ["notifications"] as const;
