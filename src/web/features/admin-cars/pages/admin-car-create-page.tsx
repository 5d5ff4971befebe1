import { useTranslation } from "react-i18next";
import { useNavigate } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { useErrorMessage } from "../../../lib/api-error-message";
import { isApiError } from "../../../lib/api-client";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useCreateCar } from "../api/car-mutations";
import { CarForm } from "../components/car-form";
import { EMPTY_CAR_FORM } from "../utils/car-form-values";
import { paths } from "../../../config/paths";

export function AdminCarCreatePage() {
  const { t } = useTranslation("admin-cars");
  const message = useErrorMessage();
  const navigate = useNavigate();
  const create = useCreateCar();
  return (
    <>
      <PageHeader title={t("create.title")} description={t("create.description")} />
      <CarForm
        initialValues={EMPTY_CAR_FORM}
        submitLabel={t("create.submit")}
        submitting={create.isPending}
        error={create.error}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (car) => {
              notifySuccess(t("create.done"));
              void navigate(paths.admin.car(car.id));
            },
            onError: (error) => {
              if (!isApiError(error, 422)) notifyError(message(error));
            },
          })
        }
      />
    </>
  );
}
