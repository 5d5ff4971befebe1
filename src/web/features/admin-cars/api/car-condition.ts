import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateCatalogue } from "../../../lib/catalogue/invalidate-catalogue";
import type { CarCondition } from "../../../../shared/api/condition";

/** PUT /api/admin/cars/{car_id}/condition: the record, or null to remove it. */
export const useSetCondition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, condition }: { id: number; condition: CarCondition | null }) =>
      api.put("/api/admin/cars/{car_id}/condition", { path: { car_id: id }, body: condition }),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
};
