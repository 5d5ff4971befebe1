/** An item of GET /api/users/me/notifications. */
export interface AppNotification {
  id: number;
  kind: string;
  title: string;
  message: string;
  /** Path inside the site the notification is about. */
  link: string | null;
  lang: string;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

export interface NotificationsPage {
  items: AppNotification[];
  total: number;
  page: number;
  page_size: number;
  unread_count: number;
}
