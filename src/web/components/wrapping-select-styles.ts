// The chosen label wraps onto a second line instead of being cut at the input's edge; the box
// grows with it and keeps an input's height for one line.
export const wrappingValueStyles = {
  input: {
    height: "auto",
    minHeight: "var(--input-height)",
    paddingBlock: 6,
    lineHeight: 1.35,
    whiteSpace: "normal",
    textAlign: "start",
  },
} as const;

// The placeholder is text on the page here, not an input's placeholder: it needs a text's contrast
// (4.5:1; Mantine's placeholder grey has 2.9:1 on white).
export const PLACEHOLDER_COLOR = "gray.7";
