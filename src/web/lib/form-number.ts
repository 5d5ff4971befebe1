/** What a number field holds: a number once typed, or its text (empty while nothing is typed). */
export type FieldNumber = number | string;

/** A number field's value as a number: undefined while it is empty or holds no number. */
export function numberOf(value: FieldNumber): number | undefined {
  if (typeof value === "number") return value;
  const s = value.trim();
  if (s === "") return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}
