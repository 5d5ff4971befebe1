import { Anchor } from "@mantine/core";

/**
 * The address of a post a user shared on a social network, on one line, opened in a new tab: a
 * user's link, so the page neither vouches for it (nofollow) nor hands it the referrer or itself.
 */
export function SharedPostLink({ url }: { url: string }) {
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      size="sm"
      lineClamp={1}
      title={url}
      style={{ overflowWrap: "anywhere" }}
    >
      {url}
    </Anchor>
  );
}
