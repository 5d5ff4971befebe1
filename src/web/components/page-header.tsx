import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../lib/document-title";

/** The page's <h1>, an optional lead sentence, and the browser tab title. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
