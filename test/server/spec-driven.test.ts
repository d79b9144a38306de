// The server follows the spec it is started on, with no code change: a copy of openapi.yaml with an annotation
// moved, an x-errors msg rewritten, limits lowered and an operation's x-required-role raised, served by
// createApp({ specPath }), answers as the copy says (and the project's spec is untouched for other apps).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEC_PATH } from "../../lib/spec/index.ts";
import { createApp, type TeamchatApp } from "../../server/app.ts";
import { DEV, TestServer } from "./helpers.ts";

/** Replaces exactly one occurrence (a copy that silently stays the same would prove nothing). */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const hits = typeof from === "string" ? text.split(from).length - 1 : (text.match(new RegExp(from, "g")) ?? []).length;
  if (hits !== 1) throw new Error(`expected one ${from} in openapi.yaml, found ${hits}`);
  return text.replace(from, to);
}

let dir: string;
let app: TeamchatApp;
const now = Date.UTC(2026, 0, 15, 12, 0, 0);

beforeAll(() => {
  let yaml = readFileSync(SPEC_PATH, "utf8");
  // creator_id moves to a level above the newest: a server at the newest level no longer sends it.
  yaml = replaceOnce(yaml, /(\n        creator_id:\n(?:          .*\n|            .*\n)*?          x-feature-level: \{ added: )254( \})/, "$1300$2");
  // A rewritten msg, the same key (every operation listing a key must agree on its msg).
  const rows = yaml.split("msg: Invalid channel ID, example: invalid-channel-id }").length - 1;
  if (rows < 1) throw new Error("no invalid-channel-id row in openapi.yaml");
  yaml = yaml.replaceAll("msg: Invalid channel ID, example: invalid-channel-id }", "msg: No channel with that ID, example: invalid-channel-id }");
  // Lower limits.
  yaml = replaceOnce(yaml, "{ name: profile_summary_fields, applies-to: display_in_profile_summary, max: 2,", "{ name: profile_summary_fields, applies-to: display_in_profile_summary, max: 1,");
  yaml = replaceOnce(yaml, "{ name: invitation_expiry_default, applies-to: invite_expires_in_minutes, value: 14400,", "{ name: invitation_expiry_default, applies-to: invite_expires_in_minutes, value: 60,");
  // GET /streams for administrators only.
  yaml = replaceOnce(yaml, /(operationId: get-streams\n(?:      .*\n)*?      x-required-role: )guest/, "$1administrator");
  dir = mkdtempSync(join(tmpdir(), "spec-driven-"));
  writeFileSync(join(dir, "openapi.yaml"), yaml);
  app = createApp({ db: ":memory:", specPath: join(dir, "openapi.yaml"), clock: { now: () => now }, log: () => {} });
});

afterAll(() => {
  app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const reference = new TestServer();
afterAll(() => reference.close());

async function call(as: string, method: string, path: string, params: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const key = (app.db.prepare("SELECT api_key FROM users WHERE email = ?").get(as) as { api_key: string }).api_key;
  const init: RequestInit = { method, headers: { authorization: "Basic " + Buffer.from(`${as}:${key}`).toString("base64") } };
  let url = `http://127.0.0.1:9991/api/v1${path}`;
  if (method === "GET") url += "?" + new URLSearchParams(params);
  else init.body = new URLSearchParams(params);
  const res = await app.fetch(new Request(url, init));
  return { status: res.status, body: await res.json() };
}

describe("the server follows the spec it was started on", () => {
  it("shapes responses by the copy's annotations (creator_id moved above the level)", async () => {
    const id = reference.streamId("Denmark");
    expect((await call(DEV.admin, "GET", `/streams/${id}`)).body.stream).not.toHaveProperty("creator_id");
    expect((await reference.ok(DEV.admin, "GET", `/streams/${id}`)).stream).toHaveProperty("creator_id");
  });

  it("raises errors with the copy's msg", async () => {
    expect((await call(DEV.admin, "GET", "/streams/9999")).body).toMatchObject({ code: "BAD_REQUEST", msg: "No channel with that ID" });
    await reference.fails(DEV.admin, "GET", "/streams/9999", {}, "Invalid channel ID");
  });

  it("enforces the copy's x-required-role", async () => {
    expect((await call(DEV.hamlet, "GET", "/streams")).body).toMatchObject({ code: "UNAUTHORIZED_PRINCIPAL", msg: "Must be an organization administrator" });
    expect((await call(DEV.admin, "GET", "/streams")).status).toBe(200);
    await reference.ok(DEV.hamlet, "GET", "/streams");
  });

  it("uses the copy's limits", async () => {
    // The development realm shows one field in the profile summary already: the copy allows one.
    const r = await call(DEV.admin, "POST", "/realm/profile_fields", { name: "Team", field_type: "1", display_in_profile_summary: "true" });
    expect(r.body).toMatchObject({ code: "BAD_REQUEST", msg: "Only 1 custom profile fields can be displayed in the profile summary." });
    expect((await call(DEV.admin, "POST", "/invites", { invitee_emails: "new@example.com", stream_ids: "[]" })).status).toBe(200);
    const invite = app.db.prepare("SELECT invited_at, expiry FROM invites WHERE email = ?").get("new@example.com") as { invited_at: number; expiry: number };
    expect(invite.expiry - invite.invited_at).toBe(60 * 60);
  });
});
