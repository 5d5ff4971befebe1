import { Badge, Box, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The SOLD OUT badge next to a car's name. */
export function SoldOutBadge({ size = "lg" }: { size?: "sm" | "md" | "lg" }) {
  const { t } = useTranslation("cars");
  return (
    <Badge color="red" variant="filled" size={size} radius="sm" data-testid="soldout-badge">
      {t("soldOut")}
    </Badge>
  );
}

/**
 * A layer over a car photo: on the detail page a red SOLD OUT stamp over a dark veil, in
 * lists a gray veil (the card stays readable and clickable).
 */
export function SoldOutOverlay({ variant }: { variant: "detail" | "list" }) {
  const { t } = useTranslation("cars");
  const detail = variant === "detail";
  return (
    <Box
      data-testid={detail ? "soldout-overlay" : "soldout-list-overlay"}
      aria-hidden
      style={{
        position: "absolute",
        inset: 0,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: detail ? "rgba(0, 0, 0, 0.45)" : "rgba(120, 120, 120, 0.6)",
        filter: "none",
        pointerEvents: "none",
      }}
    >
      <Text
        fw={800}
        fz={detail ? { base: 28, sm: 44 } : 18}
        c="white"
        px={detail ? "lg" : "sm"}
        py={4}
        style={{
          letterSpacing: "0.08em",
          border: detail ? "4px solid var(--mantine-color-red-6)" : "2px solid white",
          background: detail ? "var(--mantine-color-red-7)" : "rgba(60, 60, 60, 0.75)",
          transform: detail ? "rotate(-8deg)" : undefined,
          borderRadius: 6,
        }}
      >
        {t("soldOut")}
      </Text>
    </Box>
  );
}
