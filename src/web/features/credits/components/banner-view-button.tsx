import { Button, type ButtonProps } from "@mantine/core";
import { IconFileDescription } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useMe } from "../../../lib/session/get-session";
import { usePublicSettings } from "../../../lib/public-settings";
import { useOpenBannerCar } from "../api/open-banner-car";
import type { BannerViewResult } from "../types/credits";
import { LazyChargeConfirmModal as ChargeConfirmModal } from "./lazy-charge-confirm-modal";
import { lazyDialog } from "../../../components/lazy-dialog";
import { LoginToContinue } from "../../../components/login-to-continue";

// Drawn once a banner car has been opened: its code is fetched then (components/lazy-dialog.tsx).
const BannerViewResultModal = lazyDialog(
  async () => (await import("./banner-view-result-modal")).BannerViewResultModal,
);

interface Props extends Omit<ButtonProps, "onClick"> {
  carId: number;
  /** The car detail's has_access: opening is free then. */
  hasAccess: boolean;
}

/**
 * Opens a banner car's description and PDF. The first time it costs cc_per_banner_view:
 * a confirmation shows the price and the balance before anything is charged.
 */
export function BannerViewButton({ carId, hasAccess, ...buttonProps }: Props) {
  const { t } = useTranslation("credits");
  const lang = currentLanguage();
  const me = useMe();
  const settings = usePublicSettings();
  const open = useOpenBannerCar();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BannerViewResult | null>(null);
  const price = settings.data?.cc_per_banner_view ?? 0.1;

  if (!me.data)
    return <LoginToContinue label={t("bannerView.login")} data-testid="banner-view-login" {...buttonProps} />;

  const run = () =>
    open.mutate(carId, {
      onSuccess: (data) => {
        setConfirming(false);
        setResult(data);
      },
    });

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileDescription size={18} aria-hidden />}
        loading={open.isPending && !confirming}
        onClick={() => {
          open.reset();
          if (hasAccess) run();
          else {
            void me.refetch();
            setConfirming(true);
          }
        }}
        data-testid="banner-view-button"
        {...buttonProps}
      >
        {hasAccess ? t("bannerView.open") : t("bannerView.button", { amount: formatCc(price, lang) })}
      </Button>
      <ChargeConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("bannerView.confirmTitle")}
        description={t("bannerView.confirmText")}
        price={price}
        balance={me.data.cc_balance}
        confirmLabel={t("bannerView.confirm", { amount: formatCc(price, lang) })}
        onConfirm={run}
        loading={open.isPending}
        error={open.error}
        testId="banner-view-confirm"
      />
      <BannerViewResultModal result={result} opened={result !== null} onClose={() => setResult(null)} />
    </>
  );
}
