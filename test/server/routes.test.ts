import { describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { routeTable } from "../../server/app.ts";
import { ALL_ROUTES } from "../../server/routes/index.ts";
import { serverSpec } from "../../server/spec/index.ts";

// The server serves exactly what openapi.yaml describes: every route names an operation of the spec (the server
// refuses to start otherwise) and every operation has a route. Authentication, roles and routing come from the
// operation itself (server/app.ts, http/pipeline.ts, http/permissions.ts).
const operations = listOperations(loadSpec());
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe("server routes and spec operations", () => {
  const routeKeys = new Set(ALL_ROUTES.map((r) => r.op));

  it.each(ALL_ROUTES.map((r) => [r.op] as const))("route %s is an operation of the spec", (k) => {
    expect(operations.some((o) => key(o.method, o.path) === k), k).toBe(true);
  });

  it.each(operations.map((o) => [key(o.method, o.path)] as const))("operation %s has a route", (k) => {
    expect(routeKeys.has(k), k).toBe(true);
  });

  it("refuses a route the spec does not have, and two routes for one operation", () => {
    const spec = serverSpec().at(serverSpec().newestLevel);
    expect(() => routeTable(spec, [...ALL_ROUTES, { op: "GET /nowhere", handler: () => {} }])).toThrow(/GET \/nowhere/);
    expect(() => routeTable(spec, [...ALL_ROUTES, ALL_ROUTES[0]])).toThrow(/two routes/);
  });
});
