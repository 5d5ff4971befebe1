// The one definition of the password rules (spec: at least 10 characters with at least
// 1 special character). The server enforces it on register/reset and serves it at
// GET /api/auth/password-policy; the registration page renders its checklist from it.

export const PASSWORD_MIN_LENGTH = 10;
// An upper bound keeps hashing cost bounded against very long inputs.
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SPECIAL = 1;

export type PasswordRule =
  { id: "min_length"; min: number } | { id: "special_char"; min: number } | { id: "max_length"; max: number };

export type PasswordRuleId = PasswordRule["id"];

/** The rules in checklist order; parameters are for the checklist text ("at least {min}"). */
export const PASSWORD_RULES: readonly PasswordRule[] = Object.freeze([
  { id: "min_length", min: PASSWORD_MIN_LENGTH },
  { id: "special_char", min: PASSWORD_MIN_SPECIAL },
  { id: "max_length", max: PASSWORD_MAX_LENGTH },
]);

export interface PasswordCheck {
  ok: boolean;
  unmet: PasswordRuleId[];
  results: { id: PasswordRuleId; met: boolean }[];
}

// Letters and digits of any script (Hangul, Cyrillic, Latin …) are not special; neither
// are spaces or control characters, which users would not see as a "special character".
const NOT_SPECIAL = /[\p{L}\p{M}\p{N}\p{White_Space}\p{Cc}]/u;

/** Whether one character (code point) counts as a special character. */
export function isSpecialChar(ch: string): boolean {
  return ch.length > 0 && !NOT_SPECIAL.test(ch);
}

// Length counts characters as people see them: code points after NFC, so a Hangul
// syllable or an emoji is one character, not two or three UTF-16 units or jamo.
function characters(pw: string): string[] {
  return [...pw.normalize("NFC")];
}

function meets(rule: PasswordRule, chars: readonly string[]): boolean {
  switch (rule.id) {
    case "min_length":
      return chars.length >= rule.min;
    case "max_length":
      return chars.length <= rule.max;
    case "special_char":
      return chars.filter(isSpecialChar).length >= rule.min;
  }
}

/** Checks a password against every rule; `unmet` lists the failed rule ids in order. */
export function checkPassword(pw: string): PasswordCheck {
  const chars = characters(pw);
  const results = PASSWORD_RULES.map((rule) => ({ id: rule.id, met: meets(rule, chars) }));
  const unmet = results.filter((r) => !r.met).map((r) => r.id);
  return { ok: unmet.length === 0, unmet, results };
}
