import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { RequireAuth } from "../../../components/require-auth";
import { MyVehiclesSection } from "../components/my-vehicles-section";
import { paths } from "../../../config/paths";

/** /me/vehicles: the cars recommended to me and the cars I bought from banners. */
export function MyVehiclesPage() {
  const { t } = useTranslation("credits");
  return (
    <RequireAuth>
      {() => (
        <>
          <Anchor component={Link} to={paths.me.home} size="sm">
            {t("myVehicles.backToMyPage")}
          </Anchor>
          <PageHeader title={t("myVehicles.title")} description={t("myVehicles.description")} />
          <MyVehiclesSection />
        </>
      )}
    </RequireAuth>
  );
}
