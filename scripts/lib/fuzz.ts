// Random requests to every operation of the spec, for the server fuzz test (short, in CI) and `npm run fuzz`
// (100,000 and more): fast-check arbitraries per operation — values of the documented types, mistyped values,
// missing fields, unknown parameters, odd path parameters, every kind of account and none — and the judgement of
// an answer: never a 5xx, and every answer a well-formed envelope (result, msg; errors also a code).
import fc from "fast-check";
import type { OperationInfo } from "../../lib/spec/index.ts";
import { encodeFormEntries, type EncodedBody } from "../../lib/wire/index.ts";

/** The development realm's accounts of every role, and null (no credentials). */
export const FUZZ_USERS = [
  "desdemona@zulip.com",
  "iago@zulip.com",
  "shiva@zulip.com",
  "hamlet@zulip.com",
  "polonius@zulip.com",
  "default-bot@zulip.com",
  null,
] as const;

/** Values that have broken servers before: empty, huge, control characters, JSON look-alikes, edge numbers. */
export const NASTY: unknown[] = [
  "", " ", "\u0000", "x".repeat(300), "null", "[]", "{}", "[1,", "ünïcödé ✓", "%zz", -1, 0, 1, 2, 3, 9, 100, 2 ** 31, 2 ** 53 + 10,
  1.5, -0.5, true, false, null, [], [1], [1, 2], ["a"], [null], [{}], {}, { new: 1 }, { new: 1, old: 2 }, { direct_members: [1], direct_subgroups: [] },
  { direct_members: ["x"] }, [{ type: "stream", to: [1], topic: "t", content: "c" }], [{ type: "private", to: [99], topic: "", content: "c" }],
  [{ id: 1, type: "", to: [], topic: "", content: "c" }], [{ id: 1, value: "x" }], [{ id: 3, value: ["a"] }], { a: { text: "A", order: "1" } },
  { subtype: "custom" }, "realm_default", "unlimited", "forever", "stream", "private", "direct", "channel", "hamlet@zulip.com",
  "a@example.com, b@example.com", "javascript:alert(1)", "\ud800", "1e309", "-0", "0x10", " 1", "1 ", "true ", '{"a":', "\r\n",
];

const PATH_VALUES = [1, 2, 3, 4, 9, 99999, 0, -1, "12abc", "%41", "", " ", "1.5", 2 ** 53 + 10, "../1"];
const EMAILS = ["hamlet@zulip.com", "x@y", "%41", "me", "", "HAMLET@ZULIP.COM", "nobody@example.com"];

export interface FuzzRequest {
  /** "METHOD /path/{template}" */
  op: string;
  method: string;
  /** The path with parameters filled in (percent-encoded). */
  path: string;
  params: Record<string, unknown>;
  as: string | null;
  multipart: boolean;
}

/** A value for a schema: half the time a nasty one, else one of the documented type (or a near miss). */
export function valueArb(schema: any, depth = 0): fc.Arbitrary<unknown> {
  const typed = (): fc.Arbitrary<unknown> => {
    if (schema?.enum) return fc.constantFrom(...schema.enum);
    if (schema?.const !== undefined) return fc.constant(schema.const);
    const alternatives = schema?.oneOf ?? schema?.anyOf;
    if (alternatives?.length && depth < 4) return fc.oneof(...alternatives.map((s: any) => valueArb(s, depth + 1)));
    const types: string[] = Array.isArray(schema?.type) ? schema.type : schema?.type ? [schema.type] : ["string"];
    return fc.oneof(
      ...types.map((t): fc.Arbitrary<unknown> => {
        switch (t) {
          case "integer":
            return fc.oneof(fc.constantFrom(1, 2, 3, 4, 5, 8, 9, 10, 100, 200, 300, 400, 600, 4242), fc.integer({ min: -5, max: 2 ** 31 }));
          case "number":
            return fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double({ noNaN: true }));
          case "boolean":
            return fc.boolean();
          case "array":
            return depth < 4 ? fc.array(valueArb(schema.items ?? {}, depth + 1), { maxLength: 3 }) : fc.constant([]);
          case "object": {
            if (depth >= 4) return fc.constant({});
            const props = Object.entries<any>(schema.properties ?? {});
            return fc.record(Object.fromEntries(props.map(([k, v]) => [k, valueArb(v, depth + 1)])), { requiredKeys: [] });
          }
          case "null":
            return fc.constant(null);
          default:
            return fc.oneof(fc.constantFrom("Denmark", "castle", "hello", "", "role:members", "othello@zulip.com", "https://example.com/{id}"), fc.string({ maxLength: 20 }));
        }
      }),
    );
  };
  return fc.oneof(fc.constantFrom(...NASTY), typed());
}

/** Requests to one operation. */
export function requestArb(op: OperationInfo): fc.Arbitrary<FuzzRequest> {
  const method = op.method.toUpperCase();
  const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const pathArb = fc.tuple(...pathNames.map((n) => fc.constantFrom<unknown>(...(n === "email" ? EMAILS : PATH_VALUES)))).map((values) => {
    let i = 0;
    return op.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(values[i++])));
  });
  const fields = [...op.parameters.filter((p) => p.in === "query"), ...(op.body?.fields ?? [])];
  // Each field present with probability 0.7, as in the short test.
  const paramsArb = fc.tuple(...fields.map((f) => fc.option(valueArb(f.schema), { freq: 2, nil: undefined }))).map((values) => {
    const params: Record<string, unknown> = {};
    fields.forEach((f, i) => {
      if (values[i] !== undefined) params[f.name] = values[i];
    });
    return params;
  });
  return fc
    .record({
      path: pathArb,
      params: paramsArb,
      unexpected: fc.boolean(),
      as: fc.constantFrom<string | null>(...FUZZ_USERS),
      multipart: fc.boolean(),
    })
    .map(({ path, params, unexpected, as, multipart }) => {
      if (unexpected) params.unexpected_param = "1";
      // Long-polling would only wait: GET /events never blocks here.
      if (method === "GET" && op.path === "/events") params.dont_block = true;
      return { op: `${method} ${op.path}`, method, path, params, as, multipart };
    });
}

/** Requests to any of the operations. */
export const requestsArb = (ops: OperationInfo[]): fc.Arbitrary<FuzzRequest> => fc.oneof(...ops.map(requestArb));

/** Form values: strings as they are, everything else JSON-encoded (the wire format). */
const encodeParams = (params: Record<string, unknown>): [string, string][] =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]);

/** The HTTP request for a fuzz request; `authorization(email)` gives the Authorization header of an account. */
export function toHttpRequest(r: FuzzRequest, authorization: (email: string) => string, base = "http://127.0.0.1:9991"): Request {
  const headers: Record<string, string> = {};
  if (r.as) headers.authorization = authorization(r.as);
  let url = `${base}/api/v1${r.path}`;
  const fields = encodeParams(r.params);
  let body: EncodedBody["body"] | undefined;
  if (r.method === "GET") {
    if (fields.length) url += `?${encodeFormEntries(fields).body}`;
  } else if (fields.length) {
    const encoded = encodeFormEntries(fields, r.multipart ? "multipart" : "urlencoded");
    body = encoded.body;
    headers["content-type"] = encoded.contentType;
  }
  return new Request(url, { method: r.method, headers, body });
}

export interface Verdict {
  status: number;
  /** Set when the answer is wrong: a 5xx, or not a well-formed envelope. */
  problem?: "5xx" | "malformed envelope";
  detail?: string;
}

/** A 5xx is a failure; so is any answer that is not `{result, msg}` JSON, or an error without a string code. */
export async function judge(res: Response): Promise<Verdict> {
  const status = res.status;
  const text = await res.text();
  if (status >= 500) return { status, problem: "5xx", detail: text.slice(0, 300) };
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return { status, problem: "malformed envelope", detail: `not JSON: ${text.slice(0, 200)}` };
  }
  const ok = status < 400 ? body?.result === "success" && typeof body.msg === "string" : body?.result === "error" && typeof body.msg === "string" && typeof body.code === "string";
  return ok ? { status } : { status, problem: "malformed envelope", detail: text.slice(0, 300) };
}
