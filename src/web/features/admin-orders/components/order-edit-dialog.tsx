import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ORDER_FLOW, type OrderStatus } from "../../../../shared/api/deals-statuses";
import { orderStatusLabel } from "../../../../shared/order-status-words";
import type { OrderPatchBody } from "../../../../shared/api/deals";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { currentLanguage } from "../../../lib/i18n";
import { carTitle } from "../../../lib/car-format";
import { usePorts } from "../../../lib/ports/ports";
import { useUpdateOrder, type AdminOrder } from "../api/admin-orders";
import { OrderDocumentsPanel } from "./order-documents-panel";
import { usdExact } from "../../../lib/format";
import { OrderMoneyPanel } from "./order-money-panel";
import { amountDueAfterEdit } from "./amount-due-after-edit";
import { portChoices } from "./port-choices";
import { ExportWarning } from "./export-warning";

/** The moves an order may make from `status`: the next step, and cancel (but not after delivery). */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  const i = ORDER_FLOW.indexOf(status);
  const next = i >= 0 && i < ORDER_FLOW.length - 1 ? [ORDER_FLOW[i + 1]] : [];
  return status === "delivered" || status === "cancelled" ? next : [...next, "cancelled"];
}

const text = (v: string) => v.trim() || null;

function EditForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useTranslation("admin-orders");
  const { t: to } = useTranslation("orders");
  const message = useErrorMessage();
  const mutation = useUpdateOrder();
  const [status, setStatus] = useState<string | null>(null);
  const [note, setNote] = useState("");
  // The invoice's price starts at what the order states: its price, else the quote's FOB (which
  // invoicing without a price takes), so the admin corrects a figure rather than types one.
  const initialPrice = order.price_usd ?? order.quote?.fob_usd ?? null;
  const [price, setPrice] = useState<number | string>(initialPrice ?? "");
  // The destination is one of the active ports (its freight and insurance make the quote), never typed.
  const ports = usePorts();
  const initialPort = order.quote ? String(order.quote.port_id) : null;
  const [portId, setPortId] = useState<string | null>(initialPort);
  const portOptions = portChoices(order, ports.data ?? [], currentLanguage(), (port) => t("portOff", { port }));
  const [vessel, setVessel] = useState(order.vessel ?? "");
  const [bl, setBl] = useState(order.bl_number ?? "");
  const [etd, setEtd] = useState(order.etd ?? "");
  const [eta, setEta] = useState(order.eta ?? "");
  const [courier, setCourier] = useState(order.courier_name ?? "");
  const [tracking, setTracking] = useState(order.courier_tracking ?? "");
  const [confirming, setConfirming] = useState(false);
  const [priceError, setPriceError] = useState<string | null>(null);

  const typedPrice = price === "" ? null : Number(price);
  const amountDue = amountDueAfterEdit(
    order,
    { price: typedPrice, portId: portId === null ? null : Number(portId), invoicing: status === "invoiced" },
    ports.data ?? [],
  );

  const body = (): OrderPatchBody => ({
    ...(status ? { status: status as OrderStatus } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
    // Only a price the admin changed: the prefilled FOB is the quote's, which the server keeps.
    ...(typedPrice !== initialPrice ? { price_usd: typedPrice } : {}),
    ...(portId !== initialPort ? { port_id: portId === null ? null : Number(portId) } : {}),
    vessel: text(vessel),
    bl_number: text(bl),
    etd: etd || null,
    eta: eta || null,
    courier_name: text(courier),
    courier_tracking: text(tracking),
  });

  const save = () => {
    // With a port the contract invoices at the quote's FOB; without one the price must be given.
    if (status === "invoiced" && typedPrice === null && !order.quote) return setPriceError(t("priceRequired"));
    setPriceError(null);
    // A status move is confirmed once more: the buyer is notified and it cannot be undone.
    if (status && !confirming) return setConfirming(true);
    mutation.mutate(
      { id: order.id, body: body() },
      {
        onSuccess: () => {
          notifySuccess(t("saved"));
          onClose();
        },
      },
    );
  };

  const invalid = mutation.error instanceof ApiError && mutation.error.code === "invalid_transition";
  // An order holding the buyer's money ships only with its B/L number and the bill of lading (api.md).
  const blMissing =
    mutation.error instanceof ApiError && mutation.error.code === "bill_of_lading_missing"
      ? (mutation.error.details as { bl_number?: boolean; bill_of_lading?: boolean } | undefined)
      : undefined;
  return (
    <Stack gap="sm" data-testid="admin-order-dialog">
      {nextStatuses(order.status).length === 0 ? (
        // A delivered or cancelled order has nowhere to go: say so instead of an empty list.
        <Text size="sm" c="dimmed" data-testid="admin-order-final">
          {t("finalStatus", { status: orderStatusLabel(order.status, currentLanguage()) })}
        </Text>
      ) : (
        <Select
          label={t("move")}
          placeholder={t("noMove")}
          clearable
          data={nextStatuses(order.status).map((s) => ({ value: s, label: orderStatusLabel(s, currentLanguage()) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setConfirming(false);
          }}
          data-testid="admin-order-status"
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <SimpleGrid cols={2}>
        <NumberInput
          label={to("fields.priceUsd")}
          value={price}
          onChange={setPrice}
          min={0}
          decimalScale={2}
          error={priceError}
          data-testid="admin-order-price"
        />
        <Select
          label={to("fields.port")}
          placeholder={order.quote ? undefined : (order.destination_port ?? t("noPort"))}
          clearable
          data={portOptions}
          value={portId}
          onChange={setPortId}
          data-testid="admin-order-port"
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput
          label={to("fields.vessel")}
          value={vessel}
          onChange={(e) => setVessel(e.currentTarget.value)}
          maxLength={120}
          data-testid="admin-order-vessel"
        />
        <TextInput
          label={to("fields.bl")}
          value={bl}
          onChange={(e) => setBl(e.currentTarget.value)}
          maxLength={120}
          data-testid="admin-order-bl"
        />
        <TextInput
          type="date"
          label={to("fields.etd")}
          value={etd}
          onChange={(e) => setEtd(e.currentTarget.value)}
          data-testid="admin-order-etd"
        />
        <TextInput
          type="date"
          label={to("fields.eta")}
          value={eta}
          onChange={(e) => setEta(e.currentTarget.value)}
          data-testid="admin-order-eta"
        />
        <TextInput
          label={t("courierName")}
          value={courier}
          onChange={(e) => setCourier(e.currentTarget.value)}
          maxLength={120}
          data-testid="admin-order-courier"
        />
        <TextInput
          label={t("courierTracking")}
          value={tracking}
          onChange={(e) => setTracking(e.currentTarget.value)}
          maxLength={120}
          data-testid="admin-order-tracking"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-6}>
        {t("portHint")}
      </Text>
      <Textarea
        label={t("note")}
        description={t("noteHint")}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
        data-testid="admin-order-note"
      />
      {status === "invoiced" && !order.car_vin ? (
        // Customs read the chassis number on the invoice: warn before invoicing a car without one.
        <Alert color="yellow" data-testid="admin-order-no-vin">
          {t("noVin")}
        </Alert>
      ) : null}
      {amountDue !== null ? (
        // What the invoice will total after this save, recomputed as the price is typed.
        <Text size="sm" c="dimmed" data-testid="admin-order-amount-due">
          {t("amountDue", { amount: usdExact(amountDue, currentLanguage()) })}
        </Text>
      ) : null}
      {confirming && status ? (
        <Alert color="orange" data-testid="admin-order-confirm-text">
          {t("confirmMove", {
            id: order.id,
            status: orderStatusLabel(status as OrderStatus, currentLanguage()),
            email: order.email,
          })}
        </Alert>
      ) : null}
      {mutation.isError ? (
        <Alert color="red" role="alert">
          {invalid
            ? t("invalidTransition")
            : blMissing
              ? t("blMissing", {
                  missing: [
                    !blMissing.bl_number && t("blMissingNumber"),
                    !blMissing.bill_of_lading && t("blMissingDocument"),
                  ]
                    .filter(Boolean)
                    .join(", "),
                })
              : message(mutation.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button onClick={save} loading={mutation.isPending} data-testid="admin-order-save">
          {confirming ? t("confirm") : t("save")}
        </Button>
      </Group>
    </Stack>
  );
}

export function OrderEditDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const { t } = useTranslation("admin-orders");
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t("editTitle", { id: order.id }) : ""}
      centered
      size="lg"
    >
      {order ? (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {carTitle(order.car, currentLanguage())} · {order.email}
          </Text>
          <ExportWarning order={order} />
          <EditForm key={order.id} order={order} onClose={onClose} />
          <OrderDocumentsPanel key={`documents-${order.id}`} order={order} />
          <OrderMoneyPanel key={`money-${order.id}`} order={order} />
        </>
      ) : null}
    </Modal>
  );
}
