import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "../../../lib/lang-router";

/** Under the login form: the way to a reset link and to registration. */
export function LoginLinks() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const ref = params.get("ref");
  return (
    <Group justify="space-between" mt="md" gap="xs">
      <Anchor component={Link} to="/forgot-password" size="sm" data-testid="login-forgot-link">
        {t("forgot.link")}
      </Anchor>
      <Text size="sm">
        {t("login.noAccount")}{" "}
        <Anchor
          component={Link}
          to={ref ? `/register?ref=${encodeURIComponent(ref)}` : "/register"}
          fw={600}
          data-testid="login-register-link"
        >
          {t("login.register")}
        </Anchor>
      </Text>
    </Group>
  );
}
