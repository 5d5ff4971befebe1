import { ActionIcon, CopyButton, Group, Text } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandKakoTalk,
  IconBrandTelegram,
  IconBrandVk,
  IconBrandX,
  IconCheck,
  IconLink,
  type Icon,
} from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../lib/i18n";
import { usePublicSettings } from "../lib/public-settings";
import { absoluteShareUrl, SHARE_NETWORKS, shareHref, type ShareNetwork } from "../lib/share-links";

const ICONS: Record<ShareNetwork, Icon> = {
  facebook: IconBrandFacebook,
  x: IconBrandX,
  telegram: IconBrandTelegram,
  vk: IconBrandVk,
  kakao: IconBrandKakoTalk,
};

const COLORS: Record<ShareNetwork, string> = {
  facebook: "#1877f2",
  x: "#000000",
  telegram: "#229ed9",
  vk: "#0077ff",
  kakao: "#3c1e1e",
};

/**
 * Share buttons for a page of ours (a car, a board post): the networks the SNS campaign
 * accepts, plus "copy link". The shared address carries ?lang= so its preview is in the
 * sharer's language.
 */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation("sharing");
  const settings = usePublicSettings();
  const lang = currentLanguage();
  const url = absoluteShareUrl(path, lang);
  const accepted = settings.data?.sns_platforms;
  const networks = SHARE_NETWORKS.filter((n) => !accepted || accepted.includes(n));

  const openKakao = async (event: MouseEvent) => {
    // On phones the system share sheet reaches KakaoTalk itself.
    if (typeof navigator.share === "function") {
      event.preventDefault();
      try {
        await navigator.share({ title, url });
      } catch {
        // The user closed the sheet.
      }
    }
  };

  return (
    <Group gap="xs" data-testid="share-buttons" aria-label={t("label")} role="group">
      <Text size="sm" c="dimmed" fw={600}>
        {t("label")}
      </Text>
      {networks.map((network) => {
        const IconComponent = ICONS[network];
        const label = t("shareOn", { network: t(`networks.${network}`) });
        return (
          <ActionIcon
            key={network}
            title={label}
            component="a"
            href={shareHref(network, url, title)}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            radius="xl"
            size="lg"
            color={COLORS[network]}
            aria-label={label}
            data-testid={`share-${network}`}
            onClick={network === "kakao" ? (e) => void openKakao(e) : undefined}
          >
            <IconComponent size={18} aria-hidden />
          </ActionIcon>
        );
      })}
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          <ActionIcon
            title={copied ? t("copied") : t("copyLink")}
            variant="light"
            radius="xl"
            size="lg"
            color={copied ? "teal" : "gray"}
            aria-label={copied ? t("copied") : t("copyLink")}
            onClick={copy}
            data-testid="share-copy"
          >
            {copied ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}
