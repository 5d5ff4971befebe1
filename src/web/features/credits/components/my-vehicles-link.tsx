import { Anchor, Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { MyVehiclesSection } from "./my-vehicles-section";
import { paths } from "../../../config/paths";

/** My page's "My vehicles" block: the recommended and purchased cars, and the way to /me/vehicles. */
export function MyVehiclesLink() {
  const { t } = useTranslation("credits");
  return (
    <Stack gap="sm" mt="xl" component="section" data-testid="me-vehicles">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          {t("myVehicles.title")}
        </Title>
        <Anchor component={Link} to={paths.me.vehicles} size="sm">
          {t("myVehicles.link")}
        </Anchor>
      </Group>
      <MyVehiclesSection headingOrder={3} />
    </Stack>
  );
}
