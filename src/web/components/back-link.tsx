import { Anchor, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "../lib/lang-router";

/** A small "← back to the list" link above a page's title. */
export function BackLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" data-testid={testId}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
