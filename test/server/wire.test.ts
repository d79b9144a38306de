// The envelope and the wire format: strict parameter parsing from query, urlencoded and multipart bodies,
// Zulip-style messages, ignored_parameters_unsupported by level, routing errors, body limits, no 500 leaks.
import { afterAll, describe, expect, it } from "vitest";
import { errorResponse } from "../../server/errors.ts";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer({ maxBodyBytes: 64 * 1024 });
afterAll(() => s.close());

describe("parameters", () => {
  it("decodes booleans and integers as JSON literals, in urlencoded and multipart bodies alike", async () => {
    for (const multipart of [false, true]) {
      const body = await s.ok(DEV.admin, "PATCH", `/streams/${s.streamId("Scotland")}`, { stream_post_policy: 3 }, { multipart });
      expect(body.ignored_parameters_unsupported).toBeUndefined();
      const { stream } = await s.ok(DEV.admin, "GET", `/streams/${s.streamId("Scotland")}`);
      expect(stream.stream_post_policy).toBe(3);
      await s.ok(DEV.admin, "PATCH", `/streams/${s.streamId("Scotland")}`, { stream_post_policy: 1 }, { multipart });
    }
  });

  it("decodes JSON-encoded lists in both encodings", async () => {
    for (const multipart of [false, true]) {
      const r = await s.call(DEV.hamlet, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: `m${multipart}` }] }, { multipart });
      expect(r.status).toBe(200);
      expect(r.body.ids).toHaveLength(1);
    }
  });

  it("names the parameter of a malformed value", async () => {
    const id = s.streamId("Denmark");
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { is_private: "yes" }, "is_private is not a boolean");
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { stream_post_policy: "many" }, "stream_post_policy is not an integer");
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { stream_post_policy: 9 }, "Invalid stream_post_policy");
    await s.fails(DEV.hamlet, "POST", "/user_groups/create", { name: "g", description: "d", members: "[1," }, 'Argument "members" is not valid JSON.');
    await s.fails(DEV.hamlet, "POST", "/user_groups/create", { name: "g", description: "d", members: [1, "x"] }, "members[1] is not an integer");
    await s.fails(DEV.hamlet, "GET", "/streams", { include_public: "maybe" }, "include_public is not a boolean");
  });

  it("reports a missing required parameter Zulip style", async () => {
    await s.fails(DEV.hamlet, "POST", "/user_groups/create", { description: "d", members: [] }, "Missing 'name' argument");
  });

  it("reports unknown parameters in ignored_parameters_unsupported (level 167 on)", async () => {
    const body = await s.ok(DEV.hamlet, "GET", `/streams/${s.streamId("Denmark")}`, { frobnicate: "1", other: "x" });
    expect(body.ignored_parameters_unsupported).toEqual(["frobnicate", "other"]);
    const old = new TestServer({ featureLevel: 166 });
    const b = await old.ok(DEV.hamlet, "GET", `/streams/${old.streamId("Denmark")}`, { frobnicate: "1" });
    expect(b.ignored_parameters_unsupported).toBeUndefined();
    old.close();
  });

  it("does not treat non-form bodies as parameters", async () => {
    const r = await s.call(DEV.hamlet, "POST", "/user_groups/create", {}, {
      raw: { body: JSON.stringify({ name: "x", description: "y", members: [] }), headers: { authorization: s.header(DEV.hamlet), "content-type": "application/json" } },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe("Missing 'name' argument");
  });

  it("refuses a malformed multipart body with an envelope", async () => {
    const r = await s.call(DEV.hamlet, "POST", "/drafts", {}, {
      raw: { body: "garbage", headers: { authorization: s.header(DEV.hamlet), "content-type": "multipart/form-data; boundary=xyz" } },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("BAD_REQUEST");
  });
});

describe("routing and limits", () => {
  it("answers an unknown endpoint with a JSON 404", async () => {
    const r = await s.call(DEV.hamlet, "GET", "/no/such/endpoint");
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ result: "error", code: "BAD_REQUEST" });
  });

  it("answers a wrong method on a known path with 405 and Allow", async () => {
    const r = await s.call(DEV.hamlet, "PUT", "/streams/1");
    expect(r.status).toBe(405);
    expect(r.headers.get("allow")).toContain("PATCH");
    expect(r.body.result).toBe("error");
  });

  it("answers malformed integer path segments with BAD_REQUEST naming the parameter", async () => {
    for (const bad of ["abc", "1.5", "%7B%7D"]) await s.fails(DEV.hamlet, "GET", `/streams/${bad}`, {}, "stream_id is not an integer");
    await s.fails(DEV.hamlet, "GET", "/streams/-3", {}, "Invalid channel ID");
  });

  it("refuses bodies over the size limit with a clear error", async () => {
    const r = await s.call(DEV.hamlet, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "x".repeat(70 * 1024) }] });
    expect(r.status).toBe(413);
    expect(r.body.msg).toMatch(/too large/);
  });

  it("hides internal errors behind a generic 500 envelope", async () => {
    const res = errorResponse(new Error("secret detail"), () => {});
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ result: "error", msg: "Internal server error", code: "BAD_REQUEST" });
  });

  it("runs each request in one transaction: a failing request writes nothing", async () => {
    const id = s.streamId("Denmark");
    const before = (await s.ok(DEV.admin, "GET", `/streams/${id}`)).stream;
    // The description is applied first, then the combination is refused: nothing must remain.
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { description: "changed?", is_private: false, history_public_to_subscribers: false }, "Invalid parameters");
    expect((await s.ok(DEV.admin, "GET", `/streams/${id}`)).stream.description).toBe(before.description);
  });
});

describe("envelope", () => {
  it("every response in this file was documented by the spec or a known routing status", () => {
    // Malformed integer segments match no operation of the validator; they were checked above.
    expect(s.undocumented.filter((u) => !/^GET \/streams\/(abc|1\.5|%7B%7D) 400$/.test(u))).toEqual([]);
  });
});
