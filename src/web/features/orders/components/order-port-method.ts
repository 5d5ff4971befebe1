import { usePorts } from "../../../lib/ports/ports";
import type { Order } from "../api/orders";

/**
 * How the order's car travels to its port: the wording of its next steps and timeline follows it.
 * A container port may be reached by rail (Ulaanbaatar); only a RoRo port is promised a vessel all
 * the way (i18next context: `…_container`). Undefined without a port (or a port since removed).
 */
export function useOrderPortMethod(order: Pick<Order, "quote">) {
  const ports = usePorts();
  return ports.data?.find((p) => p.id === order.quote?.port_id)?.method;
}
