import { Button, Stack, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";
import { IconCheck, IconShoppingCart } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { CC_AMOUNTS, milliToCc } from "../../../../shared/cc";
import { formatCc, formatDay } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useMe } from "../../../lib/session/get-session";
import { useMyVehicles } from "../api/get-my-vehicles";
import { usePurchaseCar } from "../api/purchase-car";
import { LazyChargeConfirmModal as ChargeConfirmModal } from "./lazy-charge-confirm-modal";
import { LoginToContinue } from "../../../components/login-to-continue";
import { usePortChoice } from "../../../lib/ports/ports";
import { PortPicker } from "../../../components/port-picker";
import { paths } from "../../../config/paths";
import { getFieldErrors } from "../../../lib/api-error-message";
import type { Landed } from "../../../../shared/api/ports";
import { useSaveInvoiceContact } from "../api/save-invoice-contact";
import { PurchaseInvoicePreview } from "./purchase-invoice-preview";
import {
  InvoiceContactFields,
  invoiceContactErrors,
  type InvoiceContact,
  type InvoiceContactErrors,
} from "./invoice-contact-fields";

const PRICE = milliToCc(CC_AMOUNTS.bannerDirectPurchase);

interface Props extends Omit<ButtonProps, "onClick"> {
  carId: number;
  soldout?: boolean;
  /** Deals: a car held by an order shows its Reserved state. */
  availability?: "available" | "reserved" | "sold_out";
  /** The car's own price, shown in the dialog as what the invoice asks for later (without a port). */
  carPrice?: ReactNode;
  /** The car page's landed price at the chosen port: the invoice's lines, shown in the dialog. */
  landed?: Landed | null;
  /**
   * The car may not (or may not be known to) leave Korea for the chosen port: no button (the car
   * page says why). A dialog already open stays, so a port changed in it meets the server's refusal.
   */
  exportBlocked?: boolean;
}

/** Buys a banner car directly for 1 CC after a confirmation that shows the price and the balance. */
export function PurchaseButton({
  carId,
  soldout = false,
  availability,
  carPrice,
  landed,
  exportBlocked = false,
  ...buttonProps
}: Props) {
  const { t } = useTranslation("credits");
  const lang = currentLanguage();
  const me = useMe();
  const vehicles = useMyVehicles(!!me.data);
  const purchase = usePurchaseCar();
  const [confirming, setConfirming] = useState(false);
  const port = usePortChoice();
  const saveContact = useSaveInvoiceContact();
  const [contact, setContact] = useState<InvoiceContact>({ address: "", phone: "" });
  const [contactErrors, setContactErrors] = useState<InvoiceContactErrors>({});

  if (!me.data) {
    // A car held by an order or sold offers a visitor no buying: "Log in to buy" beside RESERVED
    // promised what nobody can do (issue 51).
    if (soldout || availability === "reserved" || availability === "sold_out" || exportBlocked) return null;
    return <LoginToContinue label={t("purchase.login")} data-testid="purchase-login" {...buttonProps} />;
  }
  const user = me.data;

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
  if (exportBlocked && !confirming) return null;

  // The invoice's buyer block needs the postal address and phone: asked, kept on the profile, then reserved.
  const confirm = async () => {
    const wrong = invoiceContactErrors(contact, t);
    setContactErrors(wrong ?? {});
    if (wrong) return;
    const address = contact.address.trim();
    const phone = contact.phone.trim();
    if (address !== (user.address ?? "") || phone !== (user.phone ?? "")) {
      try {
        await saveContact.mutateAsync({ address, phone });
      } catch (error) {
        const fields = getFieldErrors(error);
        setContactErrors({
          ...(fields.address !== undefined && { address: t("purchase.contact.addressInvalid") }),
          ...(fields.phone !== undefined && { phone: t("purchase.contact.phoneInvalid") }),
        });
        return;
      }
    }
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
    );
  };

  return (
    <>
      <Button
        color="grape"
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        disabled={soldout}
        onClick={() => {
          purchase.reset();
          saveContact.reset();
          void me.refetch();
          // What the profile holds already, for the buyer to check or complete.
          setContact({ address: user.address ?? "", phone: user.phone ?? "" });
          setContactErrors({});
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
        balance={user.cc_balance}
        confirmLabel={free ? t("purchase.confirmFree") : t("purchase.confirm", { amount })}
        onConfirm={() => void confirm()}
        loading={purchase.isPending || saveContact.isPending}
        // A refused address or phone is said at its field; anything else here.
        error={purchase.error ?? (Object.keys(getFieldErrors(saveContact.error)).length > 0 ? null : saveContact.error)}
        testId="purchase-confirm"
        extra={
          <Stack gap="sm">
            {/* A purchase names a port: tapping the chosen one again must not clear it. */}
            <PortPicker
              label={t("purchase.port")}
              description={t("purchase.portHint")}
              clearable={false}
              allowDeselect={false}
            />
            {/* What the invoice will ask for, under the port that makes it. */}
            <PurchaseInvoicePreview landed={landed} portId={port.portId} carPrice={carPrice} />
            <InvoiceContactFields
              value={contact}
              errors={contactErrors}
              onChange={(next) => {
                setContact(next);
                setContactErrors({});
              }}
            />
          </Stack>
        }
      />
    </>
  );
}
