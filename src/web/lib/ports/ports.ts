import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api } from "../api-client";
import { useMe } from "../session/get-session";
import type { Port } from "../../../shared/api/ports";
import type { User } from "../session/user";
import { queryKeys } from "../query-keys";

export type { Port };

/** GET /api/ports: the active destination ports, in the administrators' order. */
export function usePorts() {
  return useQuery({
    queryKey: queryKeys.ports,
    queryFn: () => api.get("/api/ports"),
    staleTime: 5 * 60_000,
  });
}

export const PORT_STORAGE_KEY = "port_id";
const listeners = new Set<() => void>();

/** A visitor's port, kept in the browser (a buyer's is remembered on the account). */
function storedPortId(): number | null {
  try {
    const value = Number(localStorage.getItem(PORT_STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function storePortId(id: number | null) {
  try {
    if (id === null) localStorage.removeItem(PORT_STORAGE_KEY);
    else localStorage.setItem(PORT_STORAGE_KEY, String(id));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PORT_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The chosen port, read only: what a car card shows (its landed total, the breakdown button)
 * needs no way of changing it. Two dozen cards hydrate on a list: each `usePortChoice` made a
 * mutation observer too, all subscribed in the commit that ends hydration.
 */
export function useChosenPort() {
  const me = useMe();
  const ports = usePorts();
  const local = useSyncExternalStore(subscribe, storedPortId, () => null);
  const user = me.data ?? null;
  const candidate = user ? (user.port_id ?? local) : local;
  const port = candidate !== null ? ports.data?.find((p) => p.id === candidate) : undefined;
  return {
    ports: ports.data ?? [],
    port,
    portId: port?.id,
    user,
    ready: candidate === null || !ports.isPending,
  };
}

/**
 * The buyer's destination port: remembered on the account for a logged-in buyer (PATCH
 * /api/users/me), in the browser for a visitor. `port` is set only while that port is active,
 * so a request never names a port the server would refuse. `ready` is false while the list of
 * ports is still loading and a port was chosen (the catalogue queries wait, so they ask once).
 */
export function usePortChoice() {
  const { ports, port, user, ready } = useChosenPort();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (id: number | null) => api.patch("/api/users/me", { body: { port_id: id } }),
    onSuccess: (profile) => {
      queryClient.setQueryData<User | null>(queryKeys.me, (old) => (old ? { ...old, port_id: profile.port_id } : old));
    },
  });
  const setPort = (id: number | null) => {
    // Kept in the browser too: the choice survives logging out, and applies at once.
    storePortId(id);
    if (user) save.mutate(id);
  };
  return {
    ports,
    port,
    portId: port?.id,
    ready,
    setPort,
    saving: save.isPending,
  };
}
