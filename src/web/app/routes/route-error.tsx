import { Button, Container, EmptyState } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPage } from "./not-found-page";

/** Last line of defence: a page that threw while rendering, or a chunk that failed to load. */
export function RouteError() {
  const { t } = useTranslation("common");
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);

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
