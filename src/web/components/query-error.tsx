import { Alert, Button, Group } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../lib/api-error-message";

/** A failed load, explained in the page language, with a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation("common");
  const message = useErrorMessage();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("errors.loadFailed")}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <span>{message(error)}</span>
        {onRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t("actions.retry")}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
