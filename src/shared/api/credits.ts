import { Type } from "typebox";
import { CarListItem } from "./cars.js";
import { PurchaseOrder } from "./deals.js";
import { CcAmount as Cc, DateTime, Id, IdParams, Lang, Nullable, type Static } from "./common.js";

export { CarIdParams } from "./cars.js";
export const UserIdParams = IdParams("user_id");
export type UserIdParams = Static<typeof UserIdParams>;

export const PdfQuery = Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false });
export type PdfQuery = Static<typeof PdfQuery>;

export const BannerViewResponse = Type.Object({
  car_id: Type.Integer(),
  description: Nullable(Type.String()),
  pdf_url: Type.String(),
  charged_cc: Cc,
  cc_balance: Cc,
});
export type BannerViewResponse = Static<typeof BannerViewResponse>;

export const DirectPurchasedCarResponse = Type.Object({
  car_id: Type.Integer(),
  car_name: Type.String(),
  price_cc: Cc,
  purchased_at: DateTime,
  car: CarListItem,
});
export type DirectPurchasedCarResponse = Static<typeof DirectPurchasedCarResponse>;

export const PurchaseResponse = Type.Object({
  ...DirectPurchasedCarResponse.properties,
  charged_cc: Cc,
  cc_balance: Cc,
  // Deals: the order the purchase opened, flat and as `order`.
  ...PurchaseOrder.properties,
  order: PurchaseOrder,
});
export type PurchaseResponse = Static<typeof PurchaseResponse>;

export const MyVehiclesResponse = Type.Object({
  recommended: Type.Array(Type.Object({ car: CarListItem, vehicle_request_id: Id, recommended_at: DateTime })),
  purchased: Type.Array(DirectPurchasedCarResponse),
  viewed: Type.Array(Type.Object({ car: CarListItem, viewed_at: DateTime, price_cc: Cc })),
});
export type MyVehiclesResponse = Static<typeof MyVehiclesResponse>;
