import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminPort, PortCreateBody, PortPatchBody } from "../../../../shared/api/ports";

export type { AdminPort, PortCreateBody };

const adminPortsKey = ["admin", "ports"] as const;

/** GET /api/admin/ports: every port by position, with active and position. */
export function useAdminPorts() {
  return useQuery({ queryKey: adminPortsKey, queryFn: () => api.get<AdminPort[]>("/api/admin/ports") });
}

/** Every change refreshes the admin list, the buyers' port list and the prices shown at a port. */
function usePortsMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPortsKey }),
        queryClient.invalidateQueries({ queryKey: ["ports"] }),
        queryClient.invalidateQueries({ queryKey: ["cars"] }),
      ]),
  });
}

export const useSavePort = () =>
  usePortsMutation((input: { id?: number; body: PortCreateBody | PortPatchBody }) =>
    input.id === undefined
      ? api.post<AdminPort>("/api/admin/ports", input.body)
      : api.patch<AdminPort>(`/api/admin/ports/${input.id}`, input.body),
  );

/** Swaps two ports' positions (move up / down). */
export const useSwapPorts = () =>
  usePortsMutation(async ({ a, b }: { a: AdminPort; b: AdminPort }) => {
    // Equal positions (ports added with the same one) are told apart by the list order.
    const [pa, pb] = a.position === b.position ? [b.position + 1, b.position] : [b.position, a.position];
    await api.patch<AdminPort>(`/api/admin/ports/${a.id}`, { position: pa });
    await api.patch<AdminPort>(`/api/admin/ports/${b.id}`, { position: pb });
  });

export const useDeletePort = () => usePortsMutation((id: number) => api.delete<void>(`/api/admin/ports/${id}`));
