import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "../../../lib/lang-router";
import { paths } from "../../../config/paths";

/** Under the login form: the way to a reset link and to registration. */
export function LoginLinks() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const ref = params.get("ref");
  return (
    <Group justify="space-between" mt="md" gap="xs">
      <Anchor component={Link} to={paths.forgotPassword} size="sm" data-testid="login-forgot-link">
        {t("forgot.link")}
      </Anchor>
      <Text size="sm">
        {t("login.noAccount")}{" "}
        <Anchor component={Link} to={paths.registerWith(ref)} fw={600} data-testid="login-register-link">
          {t("login.register")}
        </Anchor>
      </Text>
    </Group>
  );
}
