import { List, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { checkPassword, PASSWORD_RULES, type PasswordRule } from "../../shared/password-policy";

// "n", not "count": the rule texts are not plural forms.
function ruleParams(rule: PasswordRule): { n: number } {
  return { n: rule.id === "max_length" ? rule.max : rule.min };
}

/**
 * The password rules (the same shared definition the server enforces), each ticked as
 * soon as the typed password meets it.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation("auth");
  const results = new Map(checkPassword(password).results.map((r) => [r.id, r.met]));
  return (
    <List
      spacing={4}
      size="sm"
      center
      aria-live="polite"
      aria-label={t("password.checklistLabel")}
      data-testid="password-checklist"
    >
      {PASSWORD_RULES.map((rule) => {
        const met = results.get(rule.id) ?? false;
        return (
          <List.Item
            key={rule.id}
            data-testid={`password-rule-${rule.id}`}
            data-met={met ? "true" : "false"}
            c={met ? "green.8" : "gray.7"}
            icon={
              <ThemeIcon color={met ? "green" : "gray"} variant={met ? "filled" : "light"} size={20} radius="xl">
                {met ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
              </ThemeIcon>
            }
          >
            {t(`password.rules.${rule.id}`, ruleParams(rule))}
            <VisuallyHidden> {met ? t("password.met") : t("password.notMet")}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
