import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

// A deep, calm blue: shade 7 (the primary shade) gives white text a 7:1 contrast.
const brand: MantineColorsTuple = [
  "#e8f0fb",
  "#d0def3",
  "#a3bde8",
  "#729adc",
  "#4a7dd2",
  "#3069cb",
  "#215fc9",
  "#124eb2",
  "#0845a0",
  "#003a8e",
];

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'Noto Sans', Helvetica, Arial, sans-serif";

export const theme = createTheme({
  colors: { brand },
  primaryColor: "brand",
  primaryShade: 7,
  defaultRadius: "md",
  fontFamily,
  headings: { fontFamily, fontWeight: "700" },
  focusRing: "auto",
  autoContrast: true,
  cursorType: "pointer",
  components: {
    // Light alerts colour their title with the alert colour, too pale on its tint
    // (orange, yellow) for 4.5:1; the icon and background carry the colour instead.
    Alert: { styles: { title: { color: "var(--mantine-color-text)" } } },
    // A Select's option list is made when it opens (Mantine keeps it mounted, hidden, by default:
    // each hidden list is still positioned by floating-ui and redrawn while a page hydrates — the
    // car list's filters and a car page's forms hold several). A Select that passes its own
    // comboboxProps says so itself (port-picker.tsx).
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});

// Mantine's default "dimmed" grey is below 4.5:1 on white; secondary text uses a darker one.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});
