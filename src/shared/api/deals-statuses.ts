// Status lists of the Deals contract as plain values (no TypeBox): the web app imports them.
export const TOPUP_STATUSES = ["pending", "confirmed", "rejected"] as const;
export type TopupStatus = (typeof TOPUP_STATUSES)[number];

export const ORDER_STATUSES = ["reserved", "invoiced", "paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The forward path of a deal; `cancelled` is reachable from every step but `delivered`. */
export const ORDER_FLOW: readonly OrderStatus[] = ["reserved", "invoiced", "paid", "shipped", "delivered"];

/** The proforma invoice's number, also the reference a buyer writes on the transfer ("PI-000123"). */
export const invoiceReference = (orderId: number) => `PI-${String(orderId).padStart(6, "0")}`;
