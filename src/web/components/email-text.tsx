import { Text, type TextProps } from "@mantine/core";
import { Fragment } from "react";

/**
 * An email address that wraps only between its parts: after the "@" and before a dot, never
 * mid-word ("user@demo.loc" above "al"). The break opportunities are <wbr>s, so the text a reader
 * copies is the address itself; a part longer than the column still wraps rather than overflow.
 */
export function EmailText({ email, ...props }: TextProps & { email: string; "data-testid"?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <Text {...props} style={{ overflowWrap: "break-word" }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
