import type { InputBaseProps } from "@mantine/core";
import { IconAnchor } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../lib/i18n";
import { usePortChoice } from "../lib/ports/ports";
import { WrappingSelectOnDemand } from "./wrapping-select-on-demand";

/**
 * The buyer's destination port, picked once near the prices: remembered on the account (or in
 * the browser for a visitor); every car price then shows the total delivered there. Tapping the
 * chosen port again keeps it (a tap meant to confirm it must not clear it, issue 50); the ×
 * clears it where `clearable`.
 */
export function PortPicker({
  clearable = true,
  allowDeselect = false,
  ...props
}: Omit<InputBaseProps, "value" | "onChange" | "children"> & { clearable?: boolean; allowDeselect?: boolean }) {
  const { t } = useTranslation("ports");
  const lang = currentLanguage();
  const { ports, port, setPort } = usePortChoice();
  if (ports.length === 0) return null;
  return (
    // Its list's code comes when a visitor reaches for it: the list and a car show the picker on
    // first load, and most visitors never open it. A port's name ("Улаанбаатар (Тяньжинээр, төмөр
    // замаар)") wraps on a phone rather than being cut where two routes to one city differ.
    <WrappingSelectOnDemand
      label={t("picker.label")}
      placeholder={t("picker.placeholder")}
      leftSection={<IconAnchor size={16} aria-hidden />}
      data={ports.map((p) => ({ value: String(p.id), label: p.name[lang] }))}
      value={port ? String(port.id) : null}
      onChange={(value) => setPort(value ? Number(value) : null)}
      clearable={clearable}
      allowDeselect={allowDeselect}
      data-testid="port-picker"
      {...props}
    />
  );
}
