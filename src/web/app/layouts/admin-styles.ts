/**
 * Mantine's stylesheets for the components only the administrator area uses (the rest are in
 * the public entry: app/mantine-styles.ts). Imported by the admin layout, so they arrive with
 * its lazy chunk.
 */
import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import "@mantine/core/styles/Spoiler.css";
