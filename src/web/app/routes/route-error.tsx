import { Button, Container, EmptyState } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** What a visitor sees when a page threw while rendering, or its chunk failed to load. */
function RouteErrorPage() {
  const { t } = useTranslation("common");
  return (
    <Container size="sm" component="main" id="main-content">
      <EmptyState py={64} size="lg" variant="light" color="red" icon={<IconAlertTriangle aria-hidden />}>
        <EmptyState.Title order={1}>{t("errors.pageCrashed")}</EmptyState.Title>
        <EmptyState.Description>{t("errors.pageCrashedHint")}</EmptyState.Description>
        <EmptyState.Actions>
          <Button onClick={() => window.location.reload()}>{t("actions.reload")}</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}

/**
 * Last line of defence around the routes. React catches render errors only in a class component.
 * A new `resetKey` (the root layout passes the path) leaves the error behind: another page is
 * drawn afresh, without remounting the header and footer around it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
