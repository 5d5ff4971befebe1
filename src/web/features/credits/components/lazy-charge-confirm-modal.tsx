import { lazyDialog } from "../../../components/lazy-dialog";

/** ChargeConfirmModal, fetched when it first opens (only a logged-in buyer's click opens it). */
export const LazyChargeConfirmModal = lazyDialog(
  async () => (await import("./charge-confirm-modal")).ChargeConfirmModal,
);
