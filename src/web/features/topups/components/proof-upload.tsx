import { Alert, FileButton, Button, Group, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../../lib/api-error-message";
import { isApiError } from "../../../lib/api-client";
import { notifySuccess } from "../../../lib/notify";
import { useUploadProof, type Topup } from "../api/topups";

const MAX_BYTES = 5 * 1024 * 1024;

/** Picks and uploads the slip of a pending top-up; the server checks the type from the bytes. */
export function ProofUpload({ topup }: { topup: Topup }) {
  const { t } = useTranslation("topups");
  const message = useErrorMessage();
  const upload = useUploadProof();
  const [tooLargeLocally, setTooLargeLocally] = useState(false);
  const tooLarge = tooLargeLocally || isApiError(upload.error, 413);
  return (
    <Group gap="sm" align="center">
      <FileButton
        accept="image/jpeg,image/png,application/pdf"
        onChange={(file) => {
          if (!file) return;
          upload.reset();
          // Checked here too, so a 20 MB photo is not sent only to be refused.
          setTooLargeLocally(file.size > MAX_BYTES);
          if (file.size > MAX_BYTES) return;
          upload.mutate({ id: topup.id, file }, { onSuccess: () => notifySuccess(t("proof.done")) });
        }}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant={topup.has_proof ? "default" : "filled"}
            leftSection={<IconUpload size={14} aria-hidden />}
            loading={upload.isPending}
            data-testid={`topup-upload-${topup.id}`}
          >
            {topup.has_proof ? t("proof.replace") : t("proof.upload")}
          </Button>
        )}
      </FileButton>
      {topup.has_proof ? (
        <Text size="xs" c="green.8" data-testid={`topup-has-proof-${topup.id}`}>
          {t("proof.uploaded")}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t("proof.hint")}
        </Text>
      )}
      {upload.isError || tooLarge ? (
        <Alert color="red" py={4} role="alert">
          {tooLarge ? t("proof.tooLarge") : isApiError(upload.error, 422) ? t("proof.badType") : message(upload.error)}
        </Alert>
      ) : null}
    </Group>
  );
}
