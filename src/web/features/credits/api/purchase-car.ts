import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { PurchaseResult } from "../types/credits";
import { refreshAfterCharge } from "../../../lib/refresh-after-charge";

/** Buys a banner car directly (1 CC, once per user and car), with the destination port when chosen (its quote is frozen). */
export function purchaseCar({ carId, portId }: { carId: number; portId?: number }): Promise<PurchaseResult> {
  return api.post("/api/cars/{car_id}/purchase", {
    path: { car_id: carId },
    body: portId ? { port_id: portId } : undefined,
  });
}

export function usePurchaseCar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purchaseCar, onSuccess: () => refreshAfterCharge(queryClient) });
}
