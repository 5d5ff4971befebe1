import { Center, Loader } from "@mantine/core";

/**
 * A spinner for a page or section that is loading. It has no text because it is
 * also shown before the translations themselves have arrived.
 */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? "100vh" : 240} role="status" aria-busy="true">
      <Loader />
    </Center>
  );
}
