// The edge sweep (conformance/engine/phase-sweep.ts): no 5xx and no hang on the reference server in either profile,
// and a server that crashes on a 20-digit integer, on deep JSON or on an over-long string is caught on every operation
// where the value can be sent, each with its smallest trigger.
import { describe, expect, it } from "vitest";
import { brokenServer, referenceServer, type Fetch } from "./support/reference.ts";
import { runAgainst } from "./support/run.ts";
import { specModel } from "../../conformance/engine/spec.ts";
import type { Report } from "../../conformance/engine/types.ts";
import { parseForm } from "../../lib/wire/index.ts";

const SWEEP = { only: ["checks/*"], runs: 1 };

/** Every value of a request as a server reads it: path segments, query values, form values. */
async function valuesOf(req: Request): Promise<string[]> {
  const url = new URL(req.url);
  const out = [...url.pathname.split("/").map((p) => safeDecode(p)), ...url.searchParams.values()];
  if (req.body) {
    const fields = await parseForm(new Uint8Array(await req.arrayBuffer()), req.headers.get("content-type")).catch(() => new Map<string, string>());
    out.push(...fields.values());
  }
  return out;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function depth(text: string): number {
  let d = 0;
  let max = 0;
  for (const c of text) {
    if (c === "[" || c === "{") max = Math.max(max, ++d);
    else if (c === "]" || c === "}") d--;
  }
  return max;
}

/** A server written in a language whose integers, JSON parser or string columns have a limit it never checks. */
function crashesOn(trigger: (value: string) => boolean): { fetch: Fetch; close(): void } {
  return brokenServer({
    request: async (req) => ((await valuesOf(req)).some(trigger) ? new Response("Internal Server Error", { status: 500 }) : undefined),
  });
}

const sweepFindings = (r: Report, family: string) => r.findings.filter((f) => f.severity === "failure" && f.cause?.endsWith(`: ${family}`));

const spec = specModel(267);
const seedOps = spec.operations.filter((o) => !o.beyondSeed);
const fieldsOf = (o: (typeof seedOps)[number]) => [
  ...o.parameters.map((p) => ({ name: p.name, schema: p.schema as any, json: p.jsonEncoded, where: p.in })),
  ...(o.body?.fields ?? []).map((f) => ({ name: f.name, schema: f.schema as any, json: f.jsonEncoded, where: "body" })),
];
const integerish = (s: any): boolean => s?.type === "integer" || s?.items?.type === "integer" || (s?.oneOf ?? s?.anyOf ?? []).some(integerish);

describe("edge sweep", () => {
  for (const profile of ["zulip", "seed-only"] as const) {
    it(`finds no 5xx, no hang and nothing else on the reference server (${profile} profile)`, async () => {
      const server = referenceServer({ profile });
      try {
        const report = await runAgainst(server.fetch, SWEEP);
        expect(report.findings.filter((f) => f.severity === "failure").map((f) => `${f.rule} ${f.operation} ${f.title}`)).toEqual([]);
        // The sweep ran: it sent far more than the properties' single example per case.
        expect(report.summary.requests).toBeGreaterThan(1000);
      } finally {
        server.close();
      }
    }, 120_000);
  }

  it("changes nothing on a correct server: no write of the checks succeeds (logins aside), in either profile", async () => {
    for (const profile of ["zulip", "seed-only"] as const) {
      const server = referenceServer({ profile });
      const succeeded: string[] = [];
      const fetch: Fetch = async (req) => {
        const sent = `${req.method} ${new URL(req.url).pathname}`;
        const res = await server.fetch(req);
        if (req.method !== "GET" && !/fetch_api_key/.test(sent) && /"result":\s*"success"/.test(await res.clone().text())) succeeded.push(sent);
        return res;
      };
      try {
        // Seeds whose base requests differ (a direct and a channel scheduled message among them).
        for (const seed of [1, 2, 42]) await runAgainst(fetch, { ...SWEEP, seed });
        expect(succeeded, profile).toEqual([]);
      } finally {
        server.close();
      }
    }
  }, 120_000);

  it("catches a crash on a 20-digit integer on every operation that takes an integer, showing 2^64 + 1", async () => {
    const server = crashesOn((v) => /(^|[^0-9])[0-9]{20,}([^0-9]|$)/.test(v));
    try {
      const report = await runAgainst(server.fetch, SWEEP);
      const found = sweepFindings(report, "integer beyond 64 bits");
      const expected = seedOps.filter((o) => fieldsOf(o).some((f) => integerish(f.schema))).map((o) => o.key);
      expect(new Set(found.map((f) => f.operation))).toEqual(new Set(expected));
      for (const f of found) {
        expect(f.title).toContain("(2^64 + 1)"); // the family's mildest value that crashes: 2^63 has 19 digits
        expect(f.rule).toBe("checks/not_a_server_error");
        expect(f.replay?.command).toContain("--path");
        expect(f.quote?.words.length).toBeGreaterThan(0);
        expect(f.demand).toBe("inferred");
      }
    } finally {
      server.close();
    }
  }, 120_000);

  it("catches a crash on JSON nested over 1,000 deep in every JSON field, shrunk to 1,001 levels", async () => {
    const server = crashesOn((v) => depth(v) > 1000);
    try {
      const report = await runAgainst(server.fetch, SWEEP);
      const found = sweepFindings(report, "deeply nested JSON");
      const expected = seedOps.filter((o) => fieldsOf(o).some((f) => f.json && f.where === "body")).map((o) => o.key);
      expect(expected.length).toBeGreaterThan(3);
      for (const op of expected) expect(found.map((f) => f.operation)).toContain(op);
      for (const f of found) expect(f.title).toMatch(/\(1,001 levels \(shrunk from/);
    } finally {
      server.close();
    }
  }, 120_000);

  it("catches a crash on a string over 10,000 characters, shrunk to 10,001", async () => {
    const server = crashesOn((v) => v.length > 10_000);
    try {
      const report = await runAgainst(server.fetch, SWEEP);
      const found = sweepFindings(report, "long string");
      // Not where a valid request would create an object (no required ID field names an absent one, no ID in the path:
      // POST /realm/profile_fields): there only values a correct server refuses are sent, and a long name is valid.
      const safe = (o: (typeof seedOps)[number]) => o.method === "get" || o.path.includes("{") || fieldsOf(o).some((f) => /(^|_)ids?$|^members$|^to$/.test(f.name) && integerish(f.schema) && (o.body?.fields ?? []).find((b) => b.name === f.name)?.required);
      const expected = seedOps.filter((o) => safe(o) && fieldsOf(o).some((f) => f.where === "body" && f.schema?.type === "string")).map((o) => o.key);
      expect(expected.length).toBeGreaterThan(3);
      for (const op of expected) expect(found.map((f) => f.operation)).toContain(op);
      for (const f of found) expect(f.title).toMatch(/\(10,001 characters \(shrunk from 100,000/);
      // One finding per operation, parameter and family: the crash is not printed once per edge value.
      const causes = found.map((f) => `${f.operation} ${f.cause}`);
      expect(new Set(causes).size).toBe(causes.length);
    } finally {
      server.close();
    }
  }, 120_000);

  it("catches IDs cut to 32 bits: 2^32 + 1 read as object 1 is answered with success", async () => {
    const server = brokenServer({
      request: async (req) => {
        const url = new URL(req.url);
        const cut = url.pathname.replace(/\/(\d{10,})(?=\/|$)/g, (_, id: string) => `/${Number(BigInt(id) % 2n ** 32n)}`);
        if (cut === url.pathname) return undefined;
        url.pathname = cut;
        return referenceFetch(new Request(url, req));
      },
    });
    const reference = referenceServer();
    const referenceFetch = reference.fetch;
    try {
      const report = await runAgainst(server.fetch, { only: ["checks/unknown_ids_refused"], runs: 1 });
      const found = report.findings.filter((f) => f.rule === "checks/unknown_ids_refused" && f.severity === "failure");
      expect(found.map((f) => f.operation)).toContain("GET /users/{user_id}");
      expect(found.every((f) => f.title.includes("was answered with success"))).toBe(true);
    } finally {
      server.close();
      reference.close();
    }
  }, 120_000);
});

describe("property generators", () => {
  it("an unknown parameter of any shape left out of ignored_parameters_unsupported is caught (a leading underscore here)", async () => {
    // A framework that drops "private" names (a leading underscore) before the endpoint sees them.
    const server = brokenServer({
      response: (_req, res, json) =>
        Array.isArray(json?.ignored_parameters_unsupported)
          ? new Response(JSON.stringify({ ...json, ignored_parameters_unsupported: json.ignored_parameters_unsupported.filter((n: string) => !n.startsWith("_")) }), { status: res.status, headers: res.headers })
          : res,
    });
    try {
      const report = await runAgainst(server.fetch, { only: ["checks/ignored_parameters_unsupported"], runs: 3, edgeSweep: false });
      const found = report.findings.filter((f) => f.rule === "checks/ignored_parameters_unsupported" && f.severity === "failure");
      expect(found.length).toBeGreaterThan(0);
      for (const f of found) expect(f.title).toMatch(/^Unknown parameter not reported: _conf[a-z0-9]+$/);
    } finally {
      server.close();
    }
  }, 60_000);
});

describe("edge sweep on a rate-limiting server", () => {
  it("sends each family's mildest value and every sized one (about a third of the requests) when the server announces limits", async () => {
    const count = async (server: { fetch: Fetch; close(): void }) => {
      try {
        const r = await runAgainst(server.fetch, { only: ["checks/not_a_server_error"], runs: 1 });
        const off = await runAgainst(server.fetch, { only: ["checks/not_a_server_error"], runs: 1, edgeSweep: false });
        expect(r.findings.filter((f) => f.severity === "failure")).toEqual([]);
        return r.summary.requests - off.summary.requests;
      } finally {
        server.close();
      }
    };
    const unlimited = await count(referenceServer());
    // A budget no run reaches: the server announces it (X-RateLimit-*), and never holds a request back.
    const limited = await count(referenceServer({ apiRateLimit: { requests: 1_000_000, windowSeconds: 60 } }));
    expect(unlimited).toBeGreaterThan(800);
    expect(limited).toBeLessThan(unlimited * 0.6);
    expect(limited).toBeGreaterThan(100);
  }, 120_000);
});
