import { Button, Stack } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { BannerViewButton } from "./banner-view-button";
import { PurchaseButton } from "./purchase-button";
import { useMe } from "../../../lib/session/get-session";
import { useMyVehicles } from "../api/get-my-vehicles";
import { CarPrice } from "../../../components/car-price";
import type { CarListItem } from "../../../../shared/api/cars";
import type { Landed } from "../../../../shared/api/ports";
import type { CarExport } from "../../../../shared/api/export-restrictions";

/**
 * The CC actions of a car page: on a banner car, opening the description/PDF and buying it
 * directly; on any car the user may open (e.g. a recommended one), the PDF.
 */
export function CarCreditActions({
  car,
}: {
  car: Pick<CarListItem, "price_krw" | "prices"> & {
    id: number;
    is_banner: boolean;
    has_access: boolean;
    soldout: boolean;
    availability?: "available" | "reserved" | "sold_out";
    /** The landed price at the chosen port (car detail's): the buy dialog shows the invoice's lines. */
    landed?: Landed | null;
    /** At the buyer's port: a car that may not (or may not be known to) go there is not offered. */
    export?: CarExport | null;
  };
}) {
  const { t } = useTranslation("credits");
  const lang = currentLanguage();
  const me = useMe();
  const vehicles = useMyVehicles(!!me.data && !car.is_banner && car.has_access);
  // A car recommended to the buyer can be bought (reserved) directly too, at no charge.
  const recommended = vehicles.data?.recommended.some((r) => r.car.id === car.id) ?? false;
  const purchase = (
    <PurchaseButton
      carId={car.id}
      soldout={car.soldout}
      availability={car.availability}
      carPrice={<CarPrice car={car} testId="purchase-car-price-value" />}
      landed={car.landed}
      exportBlocked={!!car.export && car.export.status !== "allowed"}
      fullWidth
    />
  );
  if (car.is_banner) {
    return (
      <Stack gap="xs" data-testid="car-credit-actions">
        <BannerViewButton carId={car.id} hasAccess={car.has_access} fullWidth />
        {purchase}
      </Stack>
    );
  }
  if (!car.has_access) return null;
  return (
    <Stack gap="xs" data-testid="car-credit-actions">
      {recommended ? purchase : null}
      <Button
        component="a"
        href={`/api/cars/${car.id}/pdf?lang=${lang}`}
        target="_blank"
        rel="noopener"
        variant="light"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        data-testid="car-pdf-link"
      >
        {t("pdf")}
      </Button>
    </Stack>
  );
}
