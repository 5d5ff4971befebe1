// The API's credit types come from the contract (src/shared/api/credits.ts).
export type {
  BannerViewResponse as BannerViewResult,
  DirectPurchasedCarResponse as DirectPurchasedCar,
  MyVehiclesResponse as MyVehicles,
  PurchaseResponse as PurchaseResult,
} from "../../../../shared/api/credits";
