/**
 * The account number in the bank details an administrator wrote (free text such as
 * "Account: 140-013-456789 (USD)"): the digits, dashes and spaces after an "account" word in
 * any of the site's languages, so the buyer can copy it alone. Null when none is found.
 */
export function accountNumber(details: string): string | null {
  for (const line of details.split(/\r?\n/)) {
    if (!/account|acct|계좌|данс|сч[её]т|iban/i.test(line)) continue;
    const match = /[A-Z]{0,4}\d[\d\s-]{4,}\d/.exec(line.replace(/^[^:：]*[:：]/, ""));
    if (match) return match[0].trim();
  }
  return null;
}
