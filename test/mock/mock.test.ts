/**
 * The mock (`npm run mock`) in the real wire format, for every operation: a correct request, urlencoded and
 * multipart (built with lib/wire's encodeRequest, not with the client), gets a documented
 * success response; a request missing a required field gets 400 and the spec's error envelope; a request without
 * credentials gets 401 UNAUTHORIZED. One Prism process serves this whole file, including the client's suite.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAjv, type OperationInfo } from "../../lib/spec/index.ts";
import { startMock, type RunningMock } from "../../scripts/mock.ts";
import { describeClientAgainstMock } from "../client/against-mock.ts";
import { encodeRequest } from "../../lib/wire/index.ts";
import { correctRequest, OPERATIONS, SPEC } from "../client/requests.ts";

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
});
afterAll(async () => {
  await mock?.close();
});

const AUTH = `Basic ${Buffer.from("iago@zulip.com:mock-key").toString("base64")}`;
const isErrorEnvelope = createAjv().compile(SPEC.components.schemas.ErrorResponse);

type Encoding = "urlencoded" | "multipart";

/** A request in the wire format, built by lib/wire from the spec's own encoding data. */
function wireRequest(op: OperationInfo, values: ReturnType<typeof correctRequest>, encoding: Encoding, auth = true): [string, RequestInit] {
  const wire = encodeRequest(op, values, { encoding, lenient: true });
  const headers: Record<string, string> = auth ? { Authorization: AUTH } : {};
  if (wire.body) headers["Content-Type"] = wire.body.contentType;
  return [`${mock.apiRoot}${wire.path}${wire.query ? `?${wire.query}` : ""}`, { method: op.method.toUpperCase(), headers, body: wire.body?.body }];
}

const encodingsOf = (op: OperationInfo): Encoding[] => (op.body ? ["urlencoded", "multipart"] : ["urlencoded"]);
const label = (op: OperationInfo, e: Encoding) => `${op.method.toUpperCase()} ${op.path}${op.body ? ` (${e})` : ""}`;
const requiredFields = (op: OperationInfo) => [
  ...op.parameters.filter((p) => p.in === "query" && p.required).map((p) => ({ name: p.name, in: "query" as const })),
  ...(op.body?.fields ?? []).filter((f) => f.required).map((f) => ({ name: f.name, in: "body" as const })),
];

describe("mock: correct requests in the wire format", () => {
  it.each(OPERATIONS.flatMap((op) => encodingsOf(op).map((e) => [label(op, e), op, e] as const)))(
    "%s gets a documented success response",
    async (_, op, encoding) => {
      const response = await fetch(...wireRequest(op, correctRequest(op), encoding));
      const text = await response.text();
      expect(op.operation.responses[String(response.status)], `${response.status} ${text}`).toBeDefined();
      expect(response.status).toBeLessThan(300);
      expect(JSON.parse(text).result).toBe("success");
    },
  );
});

describe("mock: a request missing a required field", () => {
  const cases = OPERATIONS.flatMap((op) =>
    requiredFields(op).flatMap((field) =>
      encodingsOf(op).map((e) => [`${label(op, e)} without ${field.name}`, op, e, field] as const),
    ),
  );
  it.each(cases)("%s gets 400 and the error envelope", async (_, op, encoding, field) => {
    const values = correctRequest(op);
    if (field.in === "query") delete values.query[field.name];
    else delete values.body![field.name];
    const response = await fetch(...wireRequest(op, values, encoding));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body).toEqual({ result: "error", msg: `Missing '${field.name}' argument`, code: "BAD_REQUEST" });
    expect(isErrorEnvelope(body)).toBe(true);
  });

  it("covers every operation that has a required field; the others have none to omit", () => {
    const without = OPERATIONS.filter((op) => requiredFields(op).length === 0);
    for (const op of without) {
      expect(op.body?.fields.some((f) => f.required) ?? false).toBe(false);
      expect(op.parameters.some((p) => p.in === "query" && p.required)).toBe(false);
    }
    expect(cases.length).toBeGreaterThan(0);
    expect(new Set(cases.map(([, op]) => op.operationId)).size + without.length).toBe(OPERATIONS.length);
  });
});

describe("mock: authentication and determinism", () => {
  it.each(OPERATIONS.filter((op) => op.authenticated).map((op) => [label(op, "urlencoded"), op] as const))(
    "%s without credentials gets 401 UNAUTHORIZED",
    async (_, op) => {
      const response = await fetch(...wireRequest(op, correctRequest(op), "urlencoded", false));
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Basic /);
      const body = await response.json();
      expect(body).toMatchObject({ result: "error", code: "UNAUTHORIZED" });
      expect(isErrorEnvelope(body)).toBe(true);
    },
  );

  it("answers the same request with the same body", async () => {
    for (const op of OPERATIONS.filter((o) => o.method === "get")) {
      const [a, b] = await Promise.all([0, 1].map(() => fetch(...wireRequest(op, correctRequest(op), "urlencoded")).then((r) => r.text())));
      expect(a).toBe(b);
    }
  });

  it("answers an unknown path in the envelope, never with Prism's problem+json", async () => {
    const response = await fetch(`${mock.apiRoot}/no_such_endpoint`, { headers: { Authorization: AUTH } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toMatch(/problem/);
    expect(await response.json()).toMatchObject({ result: "error", code: "BAD_REQUEST" });
  });
});

describeClientAgainstMock(() => mock.baseUrl);
