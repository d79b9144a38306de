import { describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { seedText } from "../support/seed.ts";

const operations = listOperations(loadSpec());
const seedOperations = operations.filter((o) => !o.beyondSeed);

// Every "**METHOD /path**" heading of the seed's Endpoints part.
const seedEndpoints = [...seedText().matchAll(/\*\*(GET|POST|PATCH|DELETE|PUT) (\/[^*]+)\*\*/g)].map((m) => `${m[1]} ${m[2]}`);

describe("endpoints", () => {
  it("the seed names 23 endpoints", () => {
    expect(new Set(seedEndpoints).size).toBe(23);
  });

  it.each([...new Set(seedEndpoints)])("%s is in the spec and not marked beyond the seed", (endpoint) => {
    const [method, path] = endpoint.split(" ");
    const op = operations.find((o) => o.method === method.toLowerCase() && o.path === path);
    expect(op, endpoint).toBeDefined();
    expect(op!.beyondSeed).toBe(false);
  });

  it("everything else is marked beyond the seed", () => {
    expect(seedOperations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual([...new Set(seedEndpoints)].sort());
  });

  it.each(operations.map((o) => [o.operationId, o] as const))("%s has tags, a role, an error list", (_, op) => {
    expect(op.operation.tags?.length).toBeGreaterThan(0);
    expect(["anonymous", "guest", "member", "moderator", "administrator", "owner"]).toContain(op.requiredRole);
    expect(Array.isArray(op.operation["x-errors"])).toBe(true);
  });

  it("GET /server_settings, POST /fetch_api_key and POST /dev_fetch_api_key need no authentication", () => {
    const open = operations.filter((o) => !o.authenticated).map((o) => o.operationId).sort();
    expect(open).toEqual(["dev-fetch-api-key", "fetch-api-key", "get-server-settings"]);
  });

  it("the seed's admin-only endpoints require an administrator", () => {
    const byId = Object.fromEntries(operations.map((o) => [o.operationId, o]));
    expect(byId["create-custom-profile-field"].requiredRole).toBe("administrator");
    expect(byId["update-user"].requiredRole).toBe("administrator");
    expect(byId["update-stream"].requiredRole).toBe("administrator");
    expect(byId["get-user-groups"].requiredRole).toBe("member");
    expect(byId["get-user-groups"].excludedPrincipals).toEqual(["bot"]);
  });

  it("every form body is declared for urlencoded and multipart alike, with the same schema and encoding", () => {
    for (const op of operations.filter((o) => o.body)) {
      const content = op.operation.requestBody.content;
      expect(Object.keys(content).sort(), op.operationId).toEqual(["application/x-www-form-urlencoded", "multipart/form-data"]);
      expect(content["multipart/form-data"], op.operationId).toEqual(content["application/x-www-form-urlencoded"]);
    }
  });

  it("a form field travels JSON-encoded unless it admits only strings and scalars with a string among them", () => {
    // A string or an integer (message_retention_days: `unlimited` or 30): the seed sends the string as it is, and
    // "30" reads as the same number either way; a field that admits a list or an object (`to`: a string or a list)
    // travels as JSON text, as every field without a string form does.
    const admits = (s: any, t: string): boolean => s?.type === t || (Array.isArray(s?.type) && s.type.includes(t)) || (s?.oneOf ?? s?.anyOf ?? []).some((b: any) => admits(b, t));
    for (const op of operations.filter((o) => o.body)) {
      for (const field of op.body!.fields) {
        const plain = admits(field.schema, "string") && !admits(field.schema, "array") && !admits(field.schema, "object");
        expect(field.jsonEncoded, `${op.operationId} ${field.name}`).toBe(!plain);
      }
    }
  });
});
