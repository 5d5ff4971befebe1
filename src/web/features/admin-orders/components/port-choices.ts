import type { AdminOrder } from "../../../../shared/api/deals";
import type { Port } from "../../../../shared/api/ports";
import type { Lang } from "../../../../shared/api/constants";

export type PortChoice = { value: string; label: string; disabled?: boolean };

/**
 * The destinations the admin's order dialog offers: the active ports, plus the order's own port
 * when it has since been switched off. Without it the select would show an empty field for an
 * order that does have a port (the quote keeps it); it is listed, named "(switched off)", and
 * cannot be picked again once the admin chose another.
 */
export function portChoices(
  order: Pick<AdminOrder, "quote" | "destination_port" | "destination_port_names">,
  activePorts: Port[],
  lang: Lang,
  switchedOff: (name: string) => string,
): PortChoice[] {
  const choices: PortChoice[] = activePorts.map((p) => ({ value: String(p.id), label: p.name[lang] }));
  const own = order.quote ? String(order.quote.port_id) : null;
  if (own === null || choices.some((c) => c.value === own)) return choices;
  const name = order.destination_port_names?.[lang] ?? order.destination_port ?? `#${own}`;
  return [...choices, { value: own, label: switchedOff(name), disabled: true }];
}
