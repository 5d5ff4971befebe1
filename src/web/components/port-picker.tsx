import type { SelectProps } from "@mantine/core";
import { IconAnchor } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../lib/i18n";
import { usePortChoice } from "../lib/ports/ports";
import { SelectOnDemand } from "./select-on-demand";

/**
 * The buyer's destination port, picked once near the prices: remembered on the account (or in
 * the browser for a visitor); every car price then shows the total delivered there.
 */
export function PortPicker(props: Omit<SelectProps, "data" | "value" | "onChange">) {
  const { t } = useTranslation("ports");
  const lang = currentLanguage();
  const { ports, port, setPort } = usePortChoice();
  if (ports.length === 0) return null;
  return (
    // Its dropdown's code comes when a visitor reaches for it: the list and a car show the picker
    // on first load, and most visitors never open it.
    <SelectOnDemand
      label={t("picker.label")}
      placeholder={t("picker.placeholder")}
      leftSection={<IconAnchor size={16} aria-hidden />}
      data={ports.map((p) => ({ value: String(p.id), label: p.name[lang] }))}
      value={port ? String(port.id) : null}
      onChange={(value) => setPort(value ? Number(value) : null)}
      clearable
      allowDeselect
      // The list of ports is made when opened, not kept hidden in the page: a hidden list is still
      // positioned (floating-ui) and drawn twice while a phone hydrates the car list or a car.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
      data-testid="port-picker"
      {...props}
    />
  );
}
