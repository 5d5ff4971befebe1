/** Every notifications query starts with this key, so one invalidation refreshes the bell and the lists. */
export const notificationsQueryKey = ["notifications"] as const;
