import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A titled part of a page (an <h2> and its content): with `description`, a dimmed line under the
 * title; with `action` (an Add button), that action at the title's right.
 */
export function Section({
  title,
  description,
  action,
  testId,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h3">
      {title}
    </Title>
  );
  const titled = description ? (
    <Stack gap={0}>
      {heading}
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  ) : (
    heading
  );
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      {action ? (
        <Group justify="space-between">
          {titled}
          {action}
        </Group>
      ) : (
        titled
      )}
      {children}
    </Stack>
  );
}
