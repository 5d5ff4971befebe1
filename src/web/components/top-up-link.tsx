import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../lib/lang-router";
import { paths } from "../config/paths";

/** "Top up CC" link shown wherever a balance is too low. */
export function TopUpLink() {
  const { t } = useTranslation("topups");
  return (
    <Anchor component={Link} to={paths.me.topups} fw={600} data-testid="top-up-link">
      {t("link")}
    </Anchor>
  );
}
