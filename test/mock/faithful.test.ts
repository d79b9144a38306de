/**
 * The mock is the spec at its level: `npm run mock -- --level N` answers every operation of level N with a
 * response that conforms to the level-N schema and has nothing from a later level (the newest schema's
 * annotations say so, lib/spec levelFindings); the contents of JSON-encoded fields are checked like any other
 * parameter, with the reference server's messages; a taken port is one line on stderr, no stack trace.
 */
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dereference, levelFindings, listOperations, loadSpec, publishedAtLevel, readSpec, type OperationInfo } from "../../lib/spec/index.ts";
import { encodeRequest } from "../../lib/wire/index.ts";
import { ROOT } from "../../scripts/lib/redocly.ts";
import { startMock, type RunningMock } from "../../scripts/mock.ts";
import { correctRequest } from "../client/requests.ts";
import { runGroup } from "../support/processes.ts";
import { createAjv } from "../../lib/spec/index.ts";

const LEVEL = 150;
const VIEW = dereference(publishedAtLevel(readSpec(), LEVEL));
const OPERATIONS = listOperations(VIEW);
const NEWEST = listOperations(loadSpec());
const AUTH = `Basic ${Buffer.from("iago@zulip.com:mock-key").toString("base64")}`;
const ajv = createAjv();

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock({ port: 0, level: LEVEL });
});
afterAll(async () => {
  await mock?.close();
});

function send(op: OperationInfo, values: ReturnType<typeof correctRequest>, auth = true) {
  const wire = encodeRequest(op, values, { encoding: "urlencoded", lenient: true });
  const headers: Record<string, string> = auth ? { Authorization: AUTH } : {};
  if (wire.body) headers["Content-Type"] = wire.body.contentType;
  return fetch(`${mock.apiRoot}${wire.path}${wire.query ? `?${wire.query}` : ""}`, { method: op.method.toUpperCase(), headers, body: wire.body?.body });
}

const op = (method: string, path: string) => OPERATIONS.find((o) => o.method === method && o.path === path)!;

describe(`mock at level ${LEVEL}`, () => {
  it.each(OPERATIONS.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    "%s answers as a level-150 server: the level's schema, nothing from a later level",
    async (_, o) => {
      const response = await send(o, correctRequest(o));
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBeLessThan(300);
      const schema = o.operation.responses[String(response.status)].content["application/json"].schema;
      const validate = ajv.compile(schema);
      expect(validate(body) ? [] : validate.errors, JSON.stringify(body)).toEqual([]);
      const newestSchema = NEWEST.find((n) => n.operationId === o.operationId)?.operation.responses[String(response.status)]?.content?.["application/json"]?.schema;
      expect(levelFindings(newestSchema, body, LEVEL)).toEqual([]);
    },
  );

  it("advertises its level", async () => {
    const body = await (await fetch(`${mock.apiRoot}/server_settings`)).json();
    expect(body.service_feature_level).toBe(LEVEL);
    expect(body.zulip_feature_level).toBe(LEVEL);
  });
});

describe("mock: the contents of JSON-encoded fields", () => {
  const createGroup = () => op("post", "/user_groups/create");
  const invite = () => op("post", "/invites");

  it.each([
    ["members=[\"abc\"]", () => createGroup(), { members: ["abc"] }, "members[0] is not an integer"],
    ["members={}", () => createGroup(), { members: {} }, "members is not a list"],
    ["invite_as=601", () => invite(), { invite_as: 601 }, "Invalid invite_as"],
    ["stream_ids=[\"x\"]", () => invite(), { stream_ids: ["x"] }, "stream_ids[0] is not an integer"],
  ] as const)("%s is refused with 400 and the API's error envelope", async (_, which, override, msg) => {
    const o = which();
    const values = correctRequest(o);
    values.body = { ...values.body, ...override };
    const response = await send(o, values);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ result: "error", msg, code: "BAD_REQUEST" });
  });

  it("accepts correct contents, and still answers 401 before looking at the contents without credentials", async () => {
    const o = createGroup();
    expect((await send(o, correctRequest(o))).status).toBe(200);
    const values = correctRequest(o);
    values.body = { ...values.body, members: ["abc"] };
    expect((await send(o, values, false)).status).toBe(401);
  });
});

describe("mock: a taken port", () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((r) => taken.listen(0, "127.0.0.1", r));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise((r) => taken.close(r)));

  it("is one line on stderr and exit 1, without a stack trace or starting Prism", async () => {
    const run = await runGroup(process.execPath, ["--import", "tsx", "scripts/mock.ts", "--port", String(port)], { cwd: ROOT, timeoutMs: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toEqual([`mock: port 127.0.0.1:${port} is already in use; stop what runs there or choose another with --port N`]);
  });
});
