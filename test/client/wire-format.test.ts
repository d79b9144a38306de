/** The wire format, by example: what the client puts on the wire for a few well-known requests. */
import { describe, expect, it } from "vitest";
import { createChatClient, apiRoot, basicAuth } from "../../client/index.ts";
import { decodeForm, encodeForm, encodeQuery, jsonFieldsAt, wireFor } from "../../client/form.ts";
import { wireFormat } from "../../generated/wire-format.ts";
import { OPERATIONS } from "./requests.ts";

function recorder(options: { featureLevel?: number; bodyEncoding?: "urlencoded" | "multipart" } = {}) {
  const sent: Request[] = [];
  const client = createChatClient({
    baseUrl: "http://chat.invalid/",
    email: "iago@zulip.com",
    apiKey: "s3cret:key",
    ...options,
    fetch: async (r) => {
      sent.push(r);
      return new Response(JSON.stringify({ result: "error", msg: "Invalid channel ID", code: "BAD_REQUEST" }), {
        status: 400,
        headers: { "content-type": "application/json" },
      });
    },
  });
  return { client, sent };
}

describe("wire format", () => {
  it("puts JSON-encoded fields in JSON and plain fields as they are, urlencoded by default", async () => {
    const { client, sent } = recorder();
    await client.POST("/user_groups/create", { body: { name: "support team", description: "a\nb", members: [10, 11] } });
    const r = sent[0];
    expect(r.url).toBe("http://chat.invalid/api/v1/user_groups/create");
    expect(r.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(await r.text()).toBe("name=support+team&description=a%0Ab&members=%5B10%2C11%5D");
  });

  it("sends Basic auth with the email and API key", async () => {
    const { client, sent } = recorder();
    await client.GET("/users/me");
    expect(sent[0].headers.get("authorization")).toBe(`Basic ${Buffer.from("iago@zulip.com:s3cret:key").toString("base64")}`);
    expect(basicAuth("zoë@example.org", "k")).toBe(`Basic ${Buffer.from("zoë@example.org:k", "utf8").toString("base64")}`);
  });

  it("keeps the caller's headers, whatever their form, and sets the body's Content-Type", async () => {
    const { client, sent } = recorder();
    await client.POST("/drafts", { body: { drafts: [] }, headers: new Headers({ "X-Trace": "1" }) });
    await client.POST("/drafts", { body: { drafts: [] }, headers: { "X-Trace": "2" } });
    expect(sent.map((r) => [r.headers.get("x-trace"), r.headers.get("content-type")])).toEqual([
      ["1", "application/x-www-form-urlencoded"],
      ["2", "application/x-www-form-urlencoded"],
    ]);
  });

  it("writes query booleans as true/false", async () => {
    const { client, sent } = recorder();
    await client.GET("/streams", { params: { query: { include_public: false, include_all_active: true } } });
    expect(new URL(sent[0].url).search).toBe("?include_public=false&include_all_active=true");
  });

  it("JSON-encodes booleans, integers, null and objects in form bodies", async () => {
    const { client, sent } = recorder();
    await client.POST("/invites", {
      body: { invitee_emails: "a@x.invalid,b@x.invalid", stream_ids: [1], invite_expires_in_minutes: null, invite_as: 400, notify_referrer_on_join: true },
    });
    const text = await sent[0].text();
    expect(Object.fromEntries(new URLSearchParams(text))).toEqual({
      invitee_emails: "a@x.invalid,b@x.invalid",
      stream_ids: "[1]",
      invite_expires_in_minutes: "null",
      invite_as: "400",
      notify_referrer_on_join: "true",
    });
  });

  it("sends multipart with one plain part per field, values byte for byte", async () => {
    const { client, sent } = recorder({ bodyEncoding: "multipart" });
    await client.PATCH("/streams/{stream_id}", { params: { path: { stream_id: 7 } }, body: { description: "line\nbreak", is_private: true } });
    const r = sent[0];
    const type = r.headers.get("content-type")!;
    expect(type).toMatch(/^multipart\/form-data; boundary=teamchat-[0-9a-f]{32}$/);
    const body = await r.text();
    expect(body).toContain('Content-Disposition: form-data; name="description"\r\n\r\nline\nbreak\r\n');
    expect(body).toContain('Content-Disposition: form-data; name="is_private"\r\n\r\ntrue\r\n');
  });

  it("encodes fields as an older server expects when given its feature level", async () => {
    const old = recorder({ featureLevel: 63 });
    await old.client.PATCH("/streams/{stream_id}", { params: { path: { stream_id: 7 } }, body: { description: "Welcome" } });
    expect(await old.sent[0].text()).toBe("description=%22Welcome%22");
    const current = recorder({ featureLevel: 64 });
    await current.client.PATCH("/streams/{stream_id}", { params: { path: { stream_id: 7 } }, body: { description: "Welcome" } });
    expect(await current.sent[0].text()).toBe("description=Welcome");
  });

  it("returns an HTTP error as the typed envelope instead of throwing", async () => {
    const { client } = recorder();
    const { data, error, response } = await client.GET("/streams/{stream_id}", { params: { path: { stream_id: 999 } } });
    expect(response.status).toBe(400);
    expect(data).toBeUndefined();
    expect(error).toEqual({ result: "error", msg: "Invalid channel ID", code: "BAD_REQUEST" });
  });

  it("accepts a base URL with or without /api/v1", () => {
    expect(apiRoot("http://h:1")).toBe("http://h:1/api/v1");
    expect(apiRoot("http://h:1/api/v1/")).toBe("http://h:1/api/v1");
    expect(apiRoot("https://chat.example.org/zulip")).toBe("https://chat.example.org/zulip/api/v1");
  });

  it("has a wire table entry, agreeing with the spec, for every operation", () => {
    expect(Object.keys(wireFormat)).toHaveLength(OPERATIONS.length);
    for (const op of OPERATIONS) {
      const wire = wireFor(op.method, op.path)!;
      expect(wire.operationId).toBe(op.operationId);
      expect(new Set(wire.jsonBody)).toEqual(new Set((op.body?.fields ?? []).filter((f) => f.jsonEncoded).map((f) => f.name)));
      expect(jsonFieldsAt(wire)).toEqual(new Set(wire.jsonBody));
    }
  });

  it("round-trips through the form module's own encoder and decoder", async () => {
    for (const encoding of ["urlencoded", "multipart"] as const) {
      const values = { to: [1, 2], content: "é\r\n--x", read_by_sender: false };
      const { body, contentType } = encodeForm(values, { jsonFields: ["to", "read_by_sender"], encoding });
      expect(await decodeForm(body, contentType, ["to", "read_by_sender"])).toEqual(values);
    }
    expect(encodeQuery({ a: true, b: undefined, c: [1, 2], d: { x: 1 } }, [])).toBe("a=true&c=1&c=2&d=%7B%22x%22%3A1%7D");
    expect(() => encodeForm({ name: { nested: 1 } }, { jsonFields: [] })).toThrow(/not JSON-encoded/);
  });
});
