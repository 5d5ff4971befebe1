import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminPort, PortCreateBody, PortPatchBody } from "../../../../shared/api/ports";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminPort, PortCreateBody };

/** GET /api/admin/ports: every port by position, with active and position. */
export function useAdminPorts() {
  return useQuery({ queryKey: queryKeys.admin.ports, queryFn: () => api.get("/api/admin/ports") });
}

/** Every change refreshes the admin list, the buyers' port list and the prices shown at a port. */
function usePortsMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.ports }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ports }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cars.all }),
      ]),
  });
}

export const useSavePort = () =>
  usePortsMutation((input: { id?: undefined; body: PortCreateBody } | { id: number; body: PortPatchBody }) =>
    input.id === undefined
      ? api.post("/api/admin/ports", { body: input.body })
      : api.patch("/api/admin/ports/{port_id}", { path: { port_id: input.id }, body: input.body }),
  );

/** Swaps two ports' positions (move up / down). */
export const useSwapPorts = () =>
  usePortsMutation(async ({ a, b }: { a: AdminPort; b: AdminPort }) => {
    // Equal positions (ports added with the same one) are told apart by the list order.
    const [pa, pb] = a.position === b.position ? [b.position + 1, b.position] : [b.position, a.position];
    await api.patch("/api/admin/ports/{port_id}", { path: { port_id: a.id }, body: { position: pa } });
    await api.patch("/api/admin/ports/{port_id}", { path: { port_id: b.id }, body: { position: pb } });
  });

export const useDeletePort = () =>
  usePortsMutation((id: number) => api.delete("/api/admin/ports/{port_id}", { path: { port_id: id } }));
