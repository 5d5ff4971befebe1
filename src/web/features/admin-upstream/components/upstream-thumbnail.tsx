import { Box, Image } from "@mantine/core";

/** The imported copy's thumbnail, or the upstream image through the service (no hot-linking). */
export function UpstreamThumbnail({
  imported,
  upstream,
  alt,
}: {
  imported: string | null;
  upstream: string | null;
  alt: string;
}) {
  const src = imported ?? (upstream ? `/api/upstream/thumbnail?url=${encodeURIComponent(upstream)}` : null);
  if (!src) return <Box w={96} h={72} bg="gray.1" style={{ borderRadius: 4 }} aria-hidden />;
  return <Image src={src} alt={alt} w={96} h={72} fit="cover" radius="sm" loading="lazy" />;
}
