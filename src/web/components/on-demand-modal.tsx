import type { ModalProps } from "@mantine/core";
import { lazy, Suspense } from "react";

const Modal = lazy(() => import("./modal-panel").then((module) => ({ default: module.ModalPanel })));

/**
 * Mantine's Modal, with its code (portal, focus trap, scroll lock, transitions: ~15 KB brotli)
 * fetched when the dialog is first drawn: a page that only offers a dialog behind a button does
 * not load it. Draw it once the button is pressed (`useOpenedOnce`), as a Modal would be.
 */
export function OnDemandModal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
