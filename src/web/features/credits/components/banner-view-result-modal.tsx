import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import type { BannerViewResult } from "../types/credits";

/** What opening a banner car gives: the charge, the description and the PDF (banner-view-button.tsx). */
export function BannerViewResultModal({
  result,
  opened,
  onClose,
}: {
  result: BannerViewResult | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("credits");
  const lang = currentLanguage();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("bannerView.resultTitle")}
      size="lg"
      centered
      data-testid="banner-view-result"
    >
      {result ? (
        <Stack gap="md">
          {result.charged_cc > 0 ? (
            <Alert color="green" data-testid="banner-view-charged">
              {t("bannerView.charged", {
                amount: formatCc(result.charged_cc, lang),
                balance: formatCc(result.cc_balance, lang),
              })}
            </Alert>
          ) : null}
          <Text style={{ whiteSpace: "pre-wrap" }} data-testid="banner-view-description">
            {result.description?.trim() || t("bannerView.noDescription")}
          </Text>
          <Group justify="flex-end">
            <Button
              component="a"
              href={`${result.pdf_url}?lang=${lang}`}
              target="_blank"
              rel="noopener"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              data-testid="banner-view-pdf"
            >
              {t("pdf")}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
