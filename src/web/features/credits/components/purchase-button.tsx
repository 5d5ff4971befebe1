import { Button, Group, Paper, Stack, Text, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";
import { IconCheck, IconShoppingCart } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { CC_AMOUNTS, milliToCc } from "../../../../shared/cc";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useMe } from "../../../lib/session/get-session";
import { useMyVehicles } from "../api/get-my-vehicles";
import { usePurchaseCar } from "../api/purchase-car";
import { LazyChargeConfirmModal as ChargeConfirmModal } from "./lazy-charge-confirm-modal";
import { LoginToContinue } from "../../../components/login-to-continue";
import { formatDay } from "../../../lib/date-format";
import { usePortChoice } from "../../../lib/ports/ports";
import { PortPicker } from "../../../components/port-picker";
import { paths } from "../../../config/paths";

const PRICE = milliToCc(CC_AMOUNTS.bannerDirectPurchase);

interface Props extends Omit<ButtonProps, "onClick"> {
  carId: number;
  soldout?: boolean;
  /** Deals: a car held by an order shows its Reserved state. */
  availability?: "available" | "reserved" | "sold_out";
  /** The car's own price, shown in the dialog as what the invoice asks for later. */
  carPrice?: ReactNode;
}

/** Buys a banner car directly for 1 CC after a confirmation that shows the price and the balance. */
export function PurchaseButton({ carId, soldout = false, availability, carPrice, ...buttonProps }: Props) {
  const { t } = useTranslation("credits");
  const lang = currentLanguage();
  const me = useMe();
  const vehicles = useMyVehicles(!!me.data);
  const purchase = usePurchaseCar();
  const [confirming, setConfirming] = useState(false);
  const port = usePortChoice();

  if (!me.data) return <LoginToContinue label={t("purchase.login")} data-testid="purchase-login" {...buttonProps} />;

  const purchased = vehicles.data?.purchased.some((p) => p.car_id === carId) ?? false;
  // A car recommended to this buyer is already paid for: buying it directly costs nothing.
  const price = vehicles.data?.recommended.some((r) => r.car.id === carId) ? 0 : PRICE;
  // "Reserve for 0 CC" reads as a price of nothing; a free reservation says so.
  const free = price === 0;
  const amount = formatCc(price, lang);
  if (purchased && availability !== "available") {
    // The buyer's own reservation (or a later stage of the deal): follow it on My orders.
    return (
      <Button
        component={Link}
        to={paths.me.orders}
        variant="light"
        color="green"
        leftSection={<IconCheck size={18} aria-hidden />}
        data-testid="purchase-done"
        data-stage={availability === "sold_out" ? "bought" : "reserved"}
        {...buttonProps}
      >
        {/* Paid or delivered, the car is sold (to this buyer): "reserved" beside SOLD OUT read as a contradiction. */}
        {availability === "sold_out" ? t("purchase.bought") : t("purchase.done")}
      </Button>
    );
  }
  if (availability === "reserved") {
    return (
      <Button variant="light" color="orange" disabled data-testid="purchase-reserved" {...buttonProps}>
        {t("purchase.reservedByOther")}
      </Button>
    );
  }

  return (
    <>
      <Button
        color="grape"
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        disabled={soldout}
        onClick={() => {
          purchase.reset();
          void me.refetch();
          setConfirming(true);
        }}
        data-testid="purchase-button"
        {...buttonProps}
      >
        {free ? t("purchase.buttonFree") : t("purchase.button", { amount })}
      </Button>
      <ChargeConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("purchase.confirmTitle")}
        description={free ? t("purchase.confirmTextFree") : t("purchase.confirmText", { amount })}
        price={price}
        priceLabel={t("purchase.fee")}
        balance={me.data.cc_balance}
        confirmLabel={free ? t("purchase.confirmFree") : t("purchase.confirm", { amount })}
        onConfirm={() =>
          purchase.mutate(
            { carId, portId: port.portId },
            {
              onSuccess: (result) => {
                setConfirming(false);
                notifySuccess(
                  t("purchase.success", {
                    balance: formatCc(result.cc_balance, lang),
                    until: formatDay(result.reserved_until, lang),
                  }),
                );
              },
            },
          )
        }
        loading={purchase.isPending}
        error={purchase.error}
        testId="purchase-confirm"
        extra={
          <Stack gap="sm">
            {carPrice ? (
              // Beside a 1 CC fee, the car's own price says what the invoice will ask for.
              <Paper withBorder p="sm" data-testid="purchase-car-price">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <div>
                    <Text size="sm" fw={600}>
                      {t("purchase.carPrice")}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t("purchase.carPriceHint")}
                    </Text>
                  </div>
                  <div style={{ textAlign: "right" }}>{carPrice}</div>
                </Group>
              </Paper>
            ) : null}
            {/* A purchase names a port: tapping the chosen one again must not clear it. */}
            <PortPicker
              label={t("purchase.port")}
              description={t("purchase.portHint")}
              clearable={false}
              allowDeselect={false}
            />
          </Stack>
        }
      />
    </>
  );
}
