import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from "@mantine/core";
import { IconDownload, IconFileText, IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { dayFormat, formatFileSize } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { documentUrl, type Order } from "../api/orders";

/** The shipping documents of an order to download: kind, file name, size and date, newest first. */
export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const lang = currentLanguage();
  const day = dayFormat(lang);
  if (order.documents.length === 0 && (order.status === "reserved" || order.status === "cancelled")) return null;
  return (
    <Stack gap="xs" data-testid="order-documents">
      <Text fw={600} size="sm">
        {t("documents.title")}
      </Text>
      {order.documents.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="order-documents-empty">
          {t("documents.empty")}
        </Text>
      ) : (
        <Stack gap={6}>
          {order.documents.map((d) => {
            const name = t(`documents.kind.${d.kind}`);
            return (
              <Paper key={d.id} withBorder radius="sm" p="xs" data-testid={`order-document-${d.id}`}>
                <Group gap="sm" wrap="nowrap" align="center">
                  <ThemeIcon variant="light" size="lg" radius="sm" aria-hidden>
                    {d.kind === "photo" ? <IconPhoto size={18} /> : <IconFileText size={18} />}
                  </ThemeIcon>
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600} data-testid="order-document-kind">
                      {name}
                    </Text>
                    <Text size="xs" style={{ overflowWrap: "anywhere" }} data-testid="order-document-filename">
                      {d.filename}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatFileSize(d.size, lang)} · {day.format(new Date(d.created_at))}
                    </Text>
                  </Stack>
                  <Tooltip label={t("documents.download")} withinPortal={false}>
                    <ActionIcon
                      component="a"
                      href={documentUrl(order.id, d.id)}
                      download={d.filename}
                      variant="light"
                      size="lg"
                      aria-label={t("documents.downloadNamed", { name, filename: d.filename })}
                      data-testid={`order-document-download-${d.id}`}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
