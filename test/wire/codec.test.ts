// lib/wire, table by table: each kind of field round-trips (encode → the server's decode) in the query, in
// urlencoded and in multipart bodies; the server's strict errors, word for word; form bodies read as the server
// reads them; the capped body reader.
import { describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import {
  decodeInputs,
  decodePathValue,
  decodeRequest,
  decodeValue,
  decodesAsJson,
  encodeForm,
  encodeMultipart,
  encodeQuery,
  encodeRequest,
  encodeValue,
  fillPath,
  inputFieldsOf,
  parseForm,
  readCapped,
  wireText,
  WireError,
  type InputField,
} from "../../lib/wire/index.ts";

const field = (schema: Record<string, unknown>, jsonEncoded: boolean, name = "f"): InputField => ({ name, in: "body", required: false, schema, jsonEncoded });

// One row per kind of field the spec has (see the survey in lib/wire/values.ts's callers): schema, encoding, values.
const KINDS: { kind: string; f: InputField; values: unknown[]; text?: string[] }[] = [
  { kind: "plain string", f: field({ type: "string" }, false), values: ["", "a b", "é\r\n--x", "[1,", "true", "null", "5"], text: ["", "a b", "é\r\n--x", "[1,", "true", "null", "5"] },
  { kind: "enum of strings", f: field({ type: "string", enum: ["a", "b"] }, false), values: ["a"], text: ["a"] },
  { kind: "JSON-encoded string", f: field({ type: "string" }, true), values: ["Welcome", "", "5"], text: ['"Welcome"', '""', '"5"'] },
  { kind: "boolean (JSON literal)", f: field({ type: "boolean" }, true), values: [true, false], text: ["true", "false"] },
  { kind: "boolean query parameter", f: { ...field({ type: "boolean" }, false), in: "query" }, values: [true, false], text: ["true", "false"] },
  { kind: "integer", f: field({ type: "integer" }, true), values: [0, -3, 400, 2 ** 53 - 1], text: ["0", "-3", "400", String(2 ** 53 - 1)] },
  { kind: "integer query parameter", f: { ...field({ type: "integer" }, false), in: "query" }, values: [-1, 7], text: ["-1", "7"] },
  { kind: "nullable integer", f: field({ type: ["integer", "null"] }, true), values: [null, 10], text: ["null", "10"] },
  { kind: "list of integers", f: field({ type: "array", items: { type: "integer" } }, true), values: [[], [1, 2]], text: ["[]", "[1,2]"] },
  { kind: "list or integer or string (POST /messages to)", f: field({ oneOf: [{ type: "array" }, { type: "integer" }, { type: "string" }] }, true), values: [[9], 9, "Denmark", "5"] },
  { kind: "integer or string", f: field({ oneOf: [{ type: "integer" }, { type: "string", enum: ["unlimited"] }] }, true), values: [30, "unlimited"] },
  { kind: "object", f: field({ type: "object" }, true), values: [{}, { a: [1, { b: null }], "é": "\n" }] },
];

describe("every kind of field round-trips", () => {
  it.each(KINDS)("$kind: encodeValue then decodeValue", ({ f, values, text }) => {
    values.forEach((v, i) => {
      const wire = encodeValue(v, f.jsonEncoded, { name: f.name });
      if (text) expect(wire).toBe(text[i]);
      expect(decodeValue(f, wire)).toEqual({ ok: true, value: v });
    });
  });

  it.each(KINDS.flatMap((k) => (["urlencoded", "multipart"] as const).map((encoding) => ({ ...k, encoding }))))(
    "$kind in a $encoding body, through decodeInputs",
    async ({ f, values, encoding }) => {
      for (const v of values) {
        const { body, contentType } = encodeForm({ [f.name]: v }, { jsonFields: f.jsonEncoded ? [f.name] : [], encoding });
        const form = await parseForm(body, contentType);
        const decoded = decodeInputs([{ ...f, in: "body" }], { method: "POST", pathParams: {}, query: [], form });
        expect(decoded).toEqual({ params: { [f.name]: v }, sent: new Set([f.name]), ignored: [] });
      }
    },
  );

  it.each(KINDS.filter((k) => !Array.isArray(k.values[0]) || k.f.jsonEncoded))("$kind in the query, through decodeInputs", ({ f, values }) => {
    for (const v of values) {
      const query = new URLSearchParams(encodeQuery({ [f.name]: v }, f.jsonEncoded ? [f.name] : []));
      expect(decodeInputs([{ ...f, in: "query" }], { method: "GET", pathParams: {}, query }).params).toEqual({ [f.name]: v });
    }
  });

  it.each([
    { schema: { type: "integer" }, value: 42, segment: "42" },
    { schema: { type: "integer" }, value: -3, segment: "-3" },
    { schema: { type: "string" }, value: "iago@zulip.com", segment: "iago%40zulip.com" },
    { schema: { type: "string" }, value: "a/b ?#%", segment: "a%2Fb%20%3F%23%25" },
  ])("path parameter $value", ({ schema, value, segment }) => {
    expect(fillPath("/x/{p}/y", { p: value })).toBe(`/x/${segment}/y`);
    expect(decodePathValue({ name: "p", schema, jsonEncoded: false }, decodeURIComponent(segment))).toEqual({ ok: true, value });
  });
});

describe("the server's strict errors", () => {
  const decode = (schema: Record<string, unknown>, jsonEncoded: boolean, text: string, name = "x") => decodeValue({ name, schema, jsonEncoded }, text);
  it.each([
    { schema: { type: "boolean" }, json: false, text: "yes", error: "x is not a boolean" },
    { schema: { type: "boolean" }, json: true, text: "maybe", error: "x is not a boolean" },
    { schema: { type: "integer" }, json: true, text: "many", error: "x is not an integer" },
    { schema: { type: ["integer", "null"] }, json: true, text: "none", error: "x is not an integer" },
    { schema: { type: "array", items: { type: "integer" } }, json: true, text: "[1,", error: 'Argument "x" is not valid JSON.' },
    { schema: { type: "object" }, json: true, text: "{", error: 'Argument "x" is not valid JSON.' },
    { schema: { type: "string" }, json: true, text: "Welcome", error: 'Argument "x" is not valid JSON.' },
  ])("$schema.type ($text) → $error", ({ schema, json, text, error }) => {
    expect(decode(schema, json, text)).toEqual({ ok: false, error });
  });

  it.each([
    { schema: { oneOf: [{ type: "integer" }, { type: "string" }] }, text: "unlimited", value: "unlimited" },
    { schema: {}, text: "anything", value: "anything" },
    { schema: { type: "string" }, text: "[1,", value: "[1," },
  ])("reads a bare word where a string is admitted: $text", ({ schema, text, value }) => {
    expect(decode(schema, !("type" in schema), text)).toEqual({ ok: true, value });
  });

  it.each(["abc", "1.5", "{}", "", " 1"])("an integer path segment %j is not an integer", (segment) => {
    expect(decodePathValue({ name: "stream_id", schema: { type: "integer" }, jsonEncoded: false }, segment)).toEqual({ ok: false, error: "stream_id is not an integer" });
  });

  const fields: InputField[] = [
    { name: "stream_id", in: "path", required: true, schema: { type: "integer" }, jsonEncoded: false },
    { name: "name", in: "body", required: true, schema: { type: "string" }, jsonEncoded: false },
    { name: "members", in: "body", required: false, schema: { type: "array", items: { type: "integer" }, default: [] }, jsonEncoded: true },
    { name: "url_format_string", key: "url_template", in: "body", required: false, schema: { type: "string" }, jsonEncoded: false },
    { name: "include_public", in: "query", required: false, schema: { type: "boolean", default: true }, jsonEncoded: false },
  ];
  const read = (query: Record<string, string>, form: Record<string, string>, method = "POST", check?: (v: unknown, f: InputField) => string | null) =>
    decodeInputs(fields, { method, pathParams: { stream_id: "7" }, query: new URLSearchParams(query), form: new Map(Object.entries(form)) }, check);
  const error = (run: () => unknown) => {
    try {
      run();
    } catch (err) {
      expect(err).toBeInstanceOf(WireError);
      return (err as Error).message;
    }
    return undefined;
  };

  it.each<{ case: string; query: Record<string, string>; form: Record<string, string>; error: string }>([
    { case: "a required field missing", query: {}, form: {}, error: "Missing 'name' argument" },
    { case: "a malformed JSON field", query: {}, form: { name: "n", members: "[1," }, error: 'Argument "members" is not valid JSON.' },
    { case: "the first problem in the spec's order", query: { include_public: "maybe" }, form: { members: "[1," }, error: "Missing 'name' argument" },
    { case: "a malformed query boolean", query: { include_public: "maybe" }, form: { name: "n" }, error: "include_public is not a boolean" },
    { case: "a check's verdict", query: {}, form: { name: "n", members: '[1,"x"]' }, error: "members is checked" },
  ])("$case: $error", ({ query, form, error: expected }) => {
    expect(error(() => read(query, form, "POST", (v, f) => (f.name === "members" && Array.isArray(v) && v.length ? `${f.name} is checked` : null)))).toBe(expected);
  });

  it("reads defaults, renamed fields under their current name, the body over the query, and unknown names as ignored", () => {
    const r = read({ name: "from-query", frobnicate: "1" }, { name: "from-body", url_format_string: "https://x/{id}", other: "x" });
    expect(r.params).toEqual({ stream_id: 7, name: "from-body", members: [], url_template: "https://x/{id}", include_public: true });
    expect(r.sent).toEqual(new Set(["name", "url_template"]));
    expect(r.ignored).toEqual(["frobnicate", "other"]);
    // A GET reads the query only; the first of repeated query names wins.
    const g = decodeInputs(fields.slice(0, 2), { method: "GET", pathParams: { stream_id: "1" }, query: new URLSearchParams("name=a&name=b"), form: new Map([["name", "c"]]) });
    expect(g.params.name).toBe("a");
  });
});

describe("form bodies as the server reads them", () => {
  it("keeps the first of repeated names, reads files as text, and ignores other content types", async () => {
    expect(await parseForm("a=1&a=2&b=%5B1%5D", "application/x-www-form-urlencoded; charset=utf-8")).toEqual(new Map([["a", "1"], ["b", "[1]"]]));
    const multipart =
      '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\ny\r\n--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nz\r\n' +
      '--B\r\nContent-Disposition: form-data; name="f"; filename="f.txt"\r\nContent-Type: text/plain\r\n\r\nfile text\r\n--B--\r\n';
    expect(await parseForm(multipart, "multipart/form-data; boundary=B")).toEqual(new Map([["a", "x\ny"], ["f", "file text"]]));
    expect(await parseForm('{"a":1}', "application/json")).toEqual(new Map());
    expect(await parseForm("", "multipart/form-data; boundary=B")).toEqual(new Map());
  });

  it("refuses a malformed multipart body with the server's message", async () => {
    await expect(parseForm("garbage", "multipart/form-data; boundary=xyz")).rejects.toThrow(new WireError("Malformed multipart/form-data request body"));
  });

  it("writes multipart values byte for byte, with a boundary that occurs in no value", async () => {
    const { body, contentType } = encodeMultipart([["a", "line\nbreak"], ['we"ird\n', "--teamchat-"]]);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=teamchat-[0-9a-f]{32}$/);
    expect(new TextDecoder().decode(body as Uint8Array)).toContain('name="we%22ird%0A"\r\n\r\n--teamchat-\r\n');
    expect(await parseForm(body, contentType)).toEqual(new Map([["a", "line\nbreak"], ['we"ird\n', "--teamchat-"]]));
    expect(() => encodeMultipart([["a", "xBOUNDARYx"]], "BOUNDARY")).toThrow(/boundary occurs/);
  });
});

describe("values that have no plain form", () => {
  it.each([null, [1], { a: 1 }])("%j in a field that is not JSON-encoded: refused, or JSON when lenient", (v) => {
    expect(() => encodeValue(v, false, { name: "name" })).toThrow(/form field "name" is not JSON-encoded/);
    expect(encodeValue(v, false, { lenient: true })).toBe(JSON.stringify(v));
    expect(wireText(v)).toBe(JSON.stringify(v));
  });
  it("decodesAsJson: JSON-encoded fields and fields admitting more than strings", () => {
    expect(decodesAsJson({ jsonEncoded: false, schema: { type: "string", enum: ["a"] } })).toBe(false);
    expect(decodesAsJson({ jsonEncoded: false, schema: { type: "boolean" } })).toBe(true);
    expect(decodesAsJson({ jsonEncoded: true, schema: { type: "string" } })).toBe(true);
  });
});

describe("whole requests of every operation, driven by lib/spec's OperationInfo", () => {
  const operations = listOperations(loadSpec());
  const sample = (schema: Record<string, any>): unknown => {
    if (schema.example !== undefined) return schema.example;
    if (schema.enum) return schema.enum[0];
    const type = [schema.type ?? schema.oneOf?.[0]?.type].flat()[0];
    return { integer: 3, number: 1.5, boolean: true, array: [], object: {}, string: "text\nwith \"quotes\"" }[type as string] ?? "x";
  };
  it.each(operations.flatMap((op) => (["urlencoded", "multipart"] as const).map((encoding) => [`${op.method.toUpperCase()} ${op.path} ${encoding}`, op, encoding] as const)))(
    "%s decodes back to its inputs",
    async (_, op, encoding) => {
      const inputs = {
        path: Object.fromEntries(op.parameters.filter((p) => p.in === "path").map((p) => [p.name, p.schema.type === "integer" ? 12 : "a@b.c"])),
        query: Object.fromEntries(op.parameters.filter((p) => p.in === "query").map((p) => [p.name, sample(p.schema)])),
        body: op.body ? Object.fromEntries(op.body.fields.map((f) => [f.name, sample(f.schema)])) : undefined,
      };
      const wire = encodeRequest(op, inputs, { encoding });
      const request = new Request(`http://chat.test/api/v1${wire.path}${wire.query ? `?${wire.query}` : ""}`, {
        method: op.method.toUpperCase(),
        ...(wire.body ? { body: wire.body.body, headers: { "content-type": wire.body.contentType } } : {}),
      });
      const seen = await decodeRequest(op, request);
      expect({ path: seen.path, query: seen.query, body: seen.body }).toEqual(inputs);
      // The server's strict reading agrees, field for field.
      const pathParams = Object.fromEntries(Object.entries(inputs.path).map(([k, v]) => [k, String(v)]));
      const form = wire.body ? await parseForm(wire.body.body, wire.body.contentType) : new Map<string, string>();
      const strict = decodeInputs(inputFieldsOf(op), { method: op.method, pathParams, query: new URL(request.url).searchParams, form });
      for (const [k, v] of Object.entries({ ...inputs.query, ...inputs.body })) expect(strict.params[k]).toEqual(v);
      expect(strict.ignored).toEqual([]);
    },
  );
});

describe("the capped body reader", () => {
  const stream = (...chunks: string[]) => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        const next = chunks.shift();
        if (next === undefined) c.close();
        else c.enqueue(new TextEncoder().encode(next));
      },
      cancel() {
        cancelled = true;
      },
    });
    return { body, cancelled: () => cancelled };
  };
  it.each([
    { chunks: ["abc", "def"], limit: 6, text: "abcdef", tooLarge: false },
    { chunks: ["abc", "def"], limit: 5, text: "abc", tooLarge: true },
    { chunks: ["abcdefg"], limit: 3, text: "", tooLarge: true },
    { chunks: [], limit: 0, text: "", tooLarge: false },
  ])("$chunks with limit $limit", async ({ chunks, limit, text, tooLarge }) => {
    const s = stream(...chunks);
    const read = await readCapped(s.body, limit);
    expect({ text: new TextDecoder().decode(read.bytes), tooLarge: read.tooLarge }).toEqual({ text, tooLarge });
    expect(s.cancelled()).toBe(tooLarge);
  });
  it("reads no body as empty", async () => {
    expect(await readCapped(null, 10)).toEqual({ bytes: new Uint8Array(0), tooLarge: false });
  });
});
