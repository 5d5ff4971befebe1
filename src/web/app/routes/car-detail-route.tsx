import { CarDetailPage } from "../../features/cars/pages/car-detail-page";
import { CarCreditActions } from "../../features/credits/components/car-credit-actions";
import { AskQuestion } from "../../features/questions/components/ask-question";

// Features never import each other; the app puts the credits feature's buttons into the car page.
export function CarDetailRoute() {
  return (
    <CarDetailPage
      creditActions={(car) => <CarCreditActions car={car} />}
      questions={(car) => <AskQuestion carId={car.id} />}
    />
  );
}
