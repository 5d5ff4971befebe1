import type { Order } from "../../shared/api/deals";
import type { Lang } from "../../shared/api/constants";

/**
 * An order's destination in the page's language: the quote's port by its own names while the port
 * exists; else the name stored on the order (in the buyer's language, as the documents print it).
 */
export const orderPortName = (order: Pick<Order, "destination_port" | "destination_port_names">, lang: Lang) =>
  order.destination_port_names?.[lang] ?? order.destination_port;
