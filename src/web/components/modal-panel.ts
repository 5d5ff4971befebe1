// Mantine's Modal in a chunk of its own: only `OnDemandModal` imports this file, lazily.
export { Modal as ModalPanel } from "@mantine/core";
