import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Divider,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import { IconDownload, IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrderDocumentBrief } from "../../../../shared/api/order-documents";
import {
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_MAX_BYTES,
  type OrderDocumentKind,
} from "../../../../shared/api/order-document-kinds";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { dayFormat, formatFileSize } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { adminDocumentUrl, useDeleteOrderDocument, useUploadOrderDocument, type AdminOrder } from "../api/admin-orders";

const ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

/**
 * The shipping documents of an order on the admin's order screen: upload one with its kind (the
 * buyer is notified), download, and remove after a confirmation.
 */
export function OrderDocumentsPanel({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin-orders");
  const { t: to } = useTranslation("orders");
  const lang = currentLanguage();
  const day = dayFormat(lang);
  const message = useErrorMessage();
  const upload = useUploadOrderDocument();
  const remove = useDeleteOrderDocument();
  // Kept here so the list follows the uploads and removals at once (the dialog's order is a snapshot).
  const [documents, setDocuments] = useState<OrderDocumentBrief[]>(order.documents);
  const [kind, setKind] = useState<OrderDocumentKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<OrderDocumentBrief | null>(null);
  const kindLabel = (k: OrderDocumentKind) => to(`documents.kind.${k}`);
  // The server reads the file's type from its bytes: say which rule the file broke.
  const uploadError = (error: Error) => {
    if (isApiError(error, 413)) return t("documents.tooLarge");
    if (isApiError(error, 422) && Array.isArray(error.details) && error.details.some((d) => d?.field === "file"))
      return t("documents.wrongType");
    return message(error);
  };

  const send = () => {
    if (!kind || !file) return;
    if (file.size > ORDER_DOCUMENT_MAX_BYTES) return setFileError(t("documents.tooLarge"));
    setFileError(null);
    upload.mutate(
      { orderId: order.id, kind, file },
      {
        onSuccess: (doc) => {
          setDocuments((list) => [doc, ...list]);
          setFile(null);
          setKind(null);
          notifySuccess(t("documents.uploaded"));
        },
      },
    );
  };

  const confirmRemove = (doc: OrderDocumentBrief) =>
    remove.mutate(
      { orderId: order.id, documentId: doc.id },
      {
        onSuccess: () => {
          setDocuments((list) => list.filter((d) => d.id !== doc.id));
          setConfirming(null);
          notifySuccess(t("documents.removed"));
        },
      },
    );

  return (
    <Stack gap="sm" mt="lg" data-testid="admin-order-documents">
      <Divider />
      <Stack gap={2}>
        <Text fw={600}>{t("documents.title")}</Text>
        <Text size="xs" c="dimmed">
          {t("documents.fileHint")}
        </Text>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t("documents.kind")}
          placeholder={t("documents.kindPlaceholder")}
          data={ORDER_DOCUMENT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
          value={kind}
          onChange={(v) => setKind(v as OrderDocumentKind | null)}
          comboboxProps={{ withinPortal: false }}
          style={{ flex: "1 1 180px" }}
          data-testid="admin-document-kind"
        />
        <FileInput
          label={t("documents.file")}
          placeholder={t("documents.filePlaceholder")}
          accept={ACCEPT}
          value={file}
          onChange={(f) => {
            setFile(f);
            setFileError(null);
          }}
          error={fileError}
          clearable
          style={{ flex: "2 1 220px", minWidth: 0 }}
          data-testid="admin-document-file"
        />
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={send}
          disabled={!kind || !file}
          loading={upload.isPending}
          data-testid="admin-document-upload"
        >
          {t("documents.upload")}
        </Button>
      </Group>
      {upload.isError ? (
        <Alert color="red" role="alert" data-testid="admin-document-error">
          {uploadError(upload.error)}
        </Alert>
      ) : null}
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="admin-documents-empty">
          {t("documents.empty")}
        </Text>
      ) : (
        <Stack gap={6} data-testid="admin-documents-list">
          {documents.map((d) => (
            <Paper key={d.id} withBorder radius="sm" p="xs" data-testid={`admin-document-${d.id}`}>
              <Group gap="sm" wrap="nowrap">
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {kindLabel(d.kind)}
                  </Text>
                  <Anchor
                    href={adminDocumentUrl(order.id, d.id)}
                    download={d.filename}
                    size="xs"
                    style={{ overflowWrap: "anywhere" }}
                    data-testid={`admin-document-download-${d.id}`}
                  >
                    {d.filename}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(d.size, lang)} · {day.format(new Date(d.created_at))}
                  </Text>
                </Stack>
                <ActionIcon
                  component="a"
                  href={adminDocumentUrl(order.id, d.id)}
                  download={d.filename}
                  variant="subtle"
                  aria-label={to("documents.downloadNamed", { name: kindLabel(d.kind), filename: d.filename })}
                >
                  <IconDownload size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirming(d)}
                  aria-label={t("documents.remove", { filename: d.filename })}
                  data-testid={`admin-document-remove-${d.id}`}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              {confirming?.id === d.id ? (
                <Alert color="orange" mt="xs" data-testid="admin-document-confirm">
                  <Text size="sm">
                    {t("documents.confirmRemove", { kind: kindLabel(d.kind), filename: d.filename })}
                  </Text>
                  {remove.isError ? (
                    <Text size="sm" c="red" role="alert">
                      {message(remove.error)}
                    </Text>
                  ) : null}
                  <Group justify="flex-end" gap="xs" mt="xs">
                    <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                      {t("documents.keep")}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      loading={remove.isPending}
                      onClick={() => confirmRemove(d)}
                      data-testid="admin-document-remove-confirm"
                    >
                      {t("documents.removeConfirm")}
                    </Button>
                  </Group>
                </Alert>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
