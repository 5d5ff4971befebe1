import { Text } from "@mantine/core";
import { Fragment } from "react";

// A word with a digit in it: an account number, a SWIFT code's neighbour, a postcode.
const NUMBER_WORD = /(\S*\d\S*)/;

/**
 * The bank details as the invoice prints them, line by line, where an account number never breaks
 * across lines: "140-013-" above "456789" reads as two numbers to a buyer copying it onto a
 * transfer (issue 51). Words with a digit are kept whole; the text itself (what is copied) is the
 * settings' own, character for character.
 */
export function BankDetailsText({ text }: { text: string }) {
  return (
    <Text size="sm" ff="monospace" style={{ whiteSpace: "pre-line", overflowWrap: "break-word" }}>
      {text.split(NUMBER_WORD).map((part, i) =>
        // split() with a capturing group puts the matches at the odd indexes.
        i % 2 === 1 ? (
          <span key={i} style={{ whiteSpace: "nowrap" }}>
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}
