// Mantine's Select in a chunk of its own: only `SelectOnDemand` imports this file, lazily.
export { Select as SelectPanel } from "@mantine/core";
