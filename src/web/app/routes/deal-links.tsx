import { Button, Group } from "@mantine/core";
import { IconCoins, IconTruckDelivery } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../lib/lang-router";
import { paths } from "../../config/paths";

/** My page → "Top up CC" and "My orders". */
export function DealLinks() {
  const { t } = useTranslation("common");
  return (
    <Group gap="sm" mt="md">
      <Button
        component={Link}
        to={paths.me.topups}
        leftSection={<IconCoins size={18} aria-hidden />}
        data-testid="me-topup-link"
      >
        {t("me.topUp")}
      </Button>
      <Button
        component={Link}
        to={paths.me.orders}
        variant="light"
        leftSection={<IconTruckDelivery size={18} aria-hidden />}
        data-testid="me-orders-link"
      >
        {t("me.orders")}
      </Button>
    </Group>
  );
}
