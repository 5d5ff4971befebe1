import { Typography } from "@mantine/core";

/**
 * A post's body. The HTML was sanitised by the server against a small allow-list
 * (no scripts, handlers or unsafe URLs), so it is rendered as it is.
 */
export function PostContent({ html }: { html: string }) {
  return (
    <Typography data-testid="board-post-content" style={{ overflowWrap: "anywhere" }}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
