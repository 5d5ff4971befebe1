import { Button, EmptyState } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "../lib/lang-router";
import { useDocumentTitle } from "../lib/document-title";
import { paths } from "../config/paths";

/** A whole-page message such as "not found" or "access denied", with a way back. */
export function StatusPage(props: {
  icon: ReactNode;
  title: string;
  description: string;
  actionLabel: string;
  actionTo?: string;
  testId?: string;
}) {
  useDocumentTitle(props.title);
  return (
    <EmptyState data-testid={props.testId} py={64} size="lg" variant="light" icon={props.icon}>
      <EmptyState.Title order={1}>{props.title}</EmptyState.Title>
      <EmptyState.Description>{props.description}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={props.actionTo ?? paths.home}>
          {props.actionLabel}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
