// The whole schema, for drizzle's typed query API and drizzle-kit.
export * from "./schema/users.js";
export * from "./schema/credits.js";
export * from "./schema/cars.js";
export * from "./schema/requests.js";
export * from "./schema/community.js";
export * from "./schema/system.js";
export * from "./schema/deals.js";
export * from "./schema/sync.js";
export * from "./schema/ports.js";
export * from "./schema/protection.js";
