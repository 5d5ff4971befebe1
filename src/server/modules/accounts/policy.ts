import { checkPassword, PASSWORD_RULES } from "../../../shared/password-policy.js";
import { AppError } from "../../lib/errors.js";

const RULE_TEXT: Record<string, string> = {
  min_length: "at least {n} characters",
  special_char: "at least {n} special character",
  max_length: "at most {n} characters",
};

/** The shared password rules as served to the registration checklist. */
export function passwordPolicy() {
  return {
    rules: PASSWORD_RULES.map((r) => ({
      ...r,
      description: RULE_TEXT[r.id].replace("{n}", String("min" in r ? r.min : r.max)),
    })),
  };
}

/** Throws 422 naming the unmet rules when `password` breaks the shared policy. */
export function assertPasswordPolicy(password: string, field = "password") {
  const result = checkPassword(password);
  if (result.ok) return;
  const rules = PASSWORD_RULES.filter((r) => result.unmet.includes(r.id));
  const message = `The password must have ${rules.map((r) => RULE_TEXT[r.id].replace("{n}", String("min" in r ? r.min : r.max))).join(" and ")}`;
  throw new AppError(422, "validation_error", message, [{ field, in: "body", message, unmet: result.unmet }]);
}
