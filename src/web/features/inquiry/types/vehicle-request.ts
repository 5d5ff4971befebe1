// The API's vehicle request types come from the contract (src/shared/api/vehicle-requests.ts).
export type {
  MyVehicleRequest,
  RecommendedCar,
  VehicleRequest,
  VehicleRequestBody as VehicleRequestInput,
} from "../../../../shared/api/vehicle-requests";
export { REQUEST_STATUSES, type RequestStatus } from "../../../../shared/api/constants";
