import { describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { ALL_ROUTES } from "../../server/routes/index.ts";

// The server serves exactly what openapi.yaml describes: no route without an operation (it would answer 404
// anyway, see http/pipeline.ts) and no operation without a route, and authentication as the spec's security says.
const operations = listOperations(loadSpec());
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe("server routes and spec operations", () => {
  const routeKeys = new Set(ALL_ROUTES.map((r) => key(r.method, r.path)));
  // A route whose URL shape serves two operations (GET /users/{user_id|email}) names one of them.
  const shared = new Map([["GET /users/{user_id}", "GET /users/{email}"]]);

  it.each(ALL_ROUTES.map((r) => [key(r.method, r.path), r] as const))("route %s is an operation of the spec", (k, route) => {
    const op = operations.find((o) => key(o.method, o.path) === k);
    expect(op, k).toBeDefined();
    expect(route.auth === "user", `${k} authentication`).toBe(op!.authenticated);
  });

  it.each(operations.map((o) => [key(o.method, o.path)] as const))("operation %s has a route", (k) => {
    const served = routeKeys.has(k) || [...shared].some(([route, alias]) => alias === k && routeKeys.has(route));
    expect(served, k).toBe(true);
  });
});
