import type { FastifyInstance, RouteOptions } from "fastify";
import { AppError, unauthorized } from "../lib/errors.js";
import { totpEnrollmentRequired } from "../modules/accounts/index.js";

export type Access = "public" | "user" | "admin";
const ACCESS_LEVELS: Access[] = ["public", "user", "admin"];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must say. */
    access?: Access;
  }
}

export type RouteEntry = { method: string; url: string; access: Access };

/** Third-party routes that serve documentation, not data. */
const EXEMPT_PREFIXES = ["/api/docs"];

/**
 * Collects the route table and makes start-up fail for an /api route without a declared
 * access level; enforces the level on every request (before validation, so an anonymous
 * caller learns nothing about a private route's inputs).
 */
export function installAccessControl(app: FastifyInstance, routeTable: RouteEntry[]) {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api")) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (EXEMPT_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...(route.config as object), access: "public" } as any;
      return;
    }
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(",")} ${route.url} does not declare its access (public, user or admin)`);
    }
    for (const method of methods) {
      if (method === "HEAD") continue;
      routeTable.push({ method, url: route.url, access });
    }
  });

  app.addHook("preValidation", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return;
    if (!request.user) throw unauthorized();
    if (access === "admin" && request.user.role !== "admin") {
      throw new AppError(403, "forbidden", "This area is for administrators");
    }
    // ADMIN_TOTP=required: the admin area waits until its admin has a second factor. Enrolling
    // (POST /api/users/me/totp…) and /api/users/me are `user` routes, so they stay open.
    if (access === "admin" && totpEnrollmentRequired(request.server.core, request.user)) {
      throw new AppError(
        403,
        "totp_enrollment_required",
        "Turn on two-step sign-in (an authenticator app) for your account before using the admin area",
      );
    }
  });
}
