// Never run, only type-checked (`npm run check`): proves that the web client's calls are typed
// from the OpenAPI document, so that a wrong path, parameter, body or answer field fails tsc.
import { api } from "../api-client";

export async function typedCalls(): Promise<unknown[]> {
  const page = await api.get("/api/cars", { query: { maker: "Hyundai", page: 2, year_min: null } });
  const price: number = page.items[0].price_krw;
  const car = await api.get("/api/cars/{car_id}", { path: { car_id: 7 }, query: { lang: "en" } });
  const access: boolean = car.has_access;
  const login = await api.post("/api/auth/login", { body: { email: "a@b.c", password: "x" } });
  const role: "user" | "admin" = login.user.role;
  const nothing: void = await api.delete("/api/users/me/favorites/{car_id}", { path: { car_id: 7 } });

  // @ts-expect-error an unknown path
  await api.get("/api/carz");
  // @ts-expect-error a path the API has, but not for this method
  await api.put("/api/cars");
  // @ts-expect-error a missing path parameter
  await api.get("/api/cars/{car_id}", { path: {} });
  // @ts-expect-error path parameters left out
  await api.get("/api/cars/{car_id}");
  // @ts-expect-error a query parameter of the wrong type
  await api.get("/api/cars", { query: { page: "two" } });
  // @ts-expect-error an unknown query parameter
  await api.get("/api/cars", { query: { colour: "red" } });
  // @ts-expect-error a body field of the wrong type
  await api.post("/api/auth/login", { body: { email: "a@b.c", password: 1 } });
  // @ts-expect-error a required body left out
  await api.post("/api/auth/login");
  // @ts-expect-error a field the answer does not have
  const wrong = (await api.get("/api/cars/{car_id}", { path: { car_id: 7 } })).price_usd;

  return [price, access, role, nothing, wrong];
}
