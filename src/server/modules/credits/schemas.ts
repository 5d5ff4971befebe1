import { Type } from "typebox";
import { rowIdParams } from "../../lib/id-params.js";
import { CarListItem, DateTime } from "../cars/schemas.js";
import { PurchaseOrder } from "../../../shared/api/deals.js";

export { CarIdParams } from "../cars/schemas.js";
export const UserIdParams = rowIdParams("user_id");

export const PdfQuery = Type.Object(
  { lang: Type.Optional(Type.Union([Type.Literal("en"), Type.Literal("ko"), Type.Literal("mn"), Type.Literal("ru")])) },
  { additionalProperties: false },
);

const Cc = Type.Number();

export const BannerViewResponse = Type.Object({
  car_id: Type.Integer(),
  description: Type.Union([Type.String(), Type.Null()]),
  pdf_url: Type.String(),
  charged_cc: Cc,
  cc_balance: Cc,
});

export const DirectPurchasedCarResponse = Type.Object({
  car_id: Type.Integer(),
  car_name: Type.String(),
  price_cc: Cc,
  purchased_at: DateTime,
  car: CarListItem,
});

export const PurchaseResponse = Type.Object({
  ...DirectPurchasedCarResponse.properties,
  charged_cc: Cc,
  cc_balance: Cc,
  // Deals: the order the purchase opened, flat and as `order`.
  ...PurchaseOrder.properties,
  order: PurchaseOrder,
});

export const MyVehiclesResponse = Type.Object({
  recommended: Type.Array(
    Type.Object({ car: CarListItem, vehicle_request_id: Type.Integer(), recommended_at: DateTime }),
  ),
  purchased: Type.Array(DirectPurchasedCarResponse),
  viewed: Type.Array(Type.Object({ car: CarListItem, viewed_at: DateTime, price_cc: Cc })),
});
