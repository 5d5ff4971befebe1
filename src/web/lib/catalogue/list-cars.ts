import { keepPreviousData, replaceEqualDeep, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../api-client";
import { useChosenPort } from "../ports/ports";
import type { CarListQuery as CarFilters, CarListPage } from "../../../shared/api/cars";
import { queryKeys } from "../query-keys";

/** A page of the public list (`total_capped`: more than `total` cars match, "10,000+"). */
export type { CarListPage };

export function listCars(filters: CarFilters): Promise<CarListPage> {
  return api.get("/api/cars", { query: { ...filters } });
}

type ListedCar = CarListPage["items"][number];
/** The cars of recent answers, by id, per query client (a browser has one; each server render its own). */
const keptCars = new WeakMap<QueryClient, Map<number, ListedCar>>();
/** Ten pages of cars: the answers a buyer moves between while filtering. */
const KEPT_CARS = 240;

/**
 * The answer with every car that a recent answer (another filter, sort or page) already held,
 * unchanged, as that answer's object: TanStack Query's structural sharing compares an answer with
 * its own query's last one only, and a memoised card (components/car-card.tsx) skips a car whose
 * object is the one it drew.
 */
function withKeptCars(client: QueryClient, page: CarListPage): CarListPage {
  let kept = keptCars.get(client);
  if (!kept) keptCars.set(client, (kept = new Map()));
  let changed = false;
  const items = page.items.map((car) => {
    const old = kept.get(car.id);
    const same = old && replaceEqualDeep(old, car) === old ? old : car;
    changed ||= same !== car;
    kept.delete(car.id); // most recent last: the oldest leave first
    kept.set(car.id, same);
    return same;
  });
  for (const id of kept.keys()) {
    if (kept.size <= KEPT_CARS) break;
    kept.delete(id);
  }
  return changed ? { ...page, items } : page;
}

/**
 * GET /api/cars with the contract's filters, sort and paging, at the buyer's port (landed_total_usd,
 * export_status). "Can be shipped to my port" (`exportable`) means nothing without a port, and the
 * server refuses it then: it is left out until a port is chosen.
 */
export function useCars(filters: CarFilters) {
  const { portId, ready } = useChosenPort();
  const client = useQueryClient();
  const { exportable, ...rest } = filters;
  const query = portId ? { ...rest, port_id: portId, ...(exportable ? { exportable } : {}) } : rest;
  const select = useCallback((page: CarListPage) => withKeptCars(client, page), [client]);
  return useQuery({
    queryKey: queryKeys.cars.list(query),
    queryFn: () => listCars(query),
    placeholderData: keepPreviousData,
    select,
    enabled: ready,
  });
}
