// The currencies a price can be shown in (no TypeBox here: the public web bundle imports it).
export const CURRENCIES = ["KRW", "USD", "MNT", "RUB"] as const;
export type Currency = (typeof CURRENCIES)[number];
