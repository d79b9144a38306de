// In-process test harness: a fresh server on an in-memory database, a small API client, and validation of
// every response against openapi.yaml at the server's feature level (as Zulip's own test client does).
import { expect } from "vitest";
import { compileResponseValidator, loadSpec, type ResponseValidator } from "../../lib/spec/index.ts";
import { createApp, type AppOptions, type TeamchatApp } from "../../server/app.ts";
import { encodeFormEntries, formEntries } from "../../lib/wire/index.ts";

const validators = new Map<number, ResponseValidator>();
function validatorAt(level: number): ResponseValidator {
  let v = validators.get(level);
  if (!v) validators.set(level, (v = compileResponseValidator(loadSpec({ level }))));
  return v;
}

/** Statuses the spec does not document on purpose (routing and transport errors of the server). */
const UNDOCUMENTED_OK = new Set([404, 405, 413]);
/** Zulip's answers the spec does not document yet (see .tmp/spec-requests-server.md). */

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

export type Params = Record<string, unknown>;

/**
 * Form values, pre-encoded (lib/wire's lenient encoding without JSON fields): a string is sent as it is, so a test
 * can send a malformed value (`members: "[1,"`), and everything else travels as JSON.
 */
export function encodeParams(params: Params): [string, string][] {
  return formEntries(params, [], { lenient: true });
}

export class TestServer {
  readonly app: TeamchatApp;
  readonly level: number;
  now: number;
  /** a user's email -> Authorization header */
  private auth = new Map<string, string>();
  /** responses the spec does not describe (operation missing, status undocumented) */
  readonly undocumented: string[] = [];

  constructor(options: AppOptions = {}) {
    this.now = Date.UTC(2026, 0, 15, 12, 0, 0);
    this.app = createApp({ db: ":memory:", clock: { now: () => this.now }, ...options });
    this.level = this.app.config.featureLevel;
  }

  header(email: string): string {
    let h = this.auth.get(email);
    if (!h) {
      const row = this.app.db.prepare("SELECT api_key FROM users WHERE email = ?").get(email) as { api_key: string } | undefined;
      if (!row) throw new Error(`no user ${email}`);
      h = "Basic " + Buffer.from(`${email}:${row.api_key}`).toString("base64");
      this.auth.set(email, h);
    }
    return h;
  }

  userId(email: string): number {
    return (this.app.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
  }

  streamId(name: string): number {
    return (this.app.db.prepare("SELECT id FROM streams WHERE name = ?").get(name) as { id: number }).id;
  }

  /** Sends a request. `as`: a dev email (authenticates as it), null (no credentials) or a raw header. */
  async call(
    as: string | null | { authorization: string },
    method: string,
    path: string,
    params: Params = {},
    o: { multipart?: boolean; validate?: boolean; raw?: RequestInit } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (typeof as === "string") headers.authorization = this.header(as);
    else if (as) headers.authorization = as.authorization;
    let url = `http://127.0.0.1:9991/api/v1${path}`;
    const init: RequestInit = { method, headers, ...(o.raw ?? {}) };
    const fields = encodeParams(params);
    if (method === "GET") {
      if (fields.length) url += (url.includes("?") ? "&" : "?") + encodeFormEntries(fields).body;
    } else if (fields.length && !o.raw?.body) {
      const { body, contentType } = encodeFormEntries(fields, o.multipart ? "multipart" : "urlencoded");
      init.body = body;
      init.headers = { ...(init.headers as Record<string, string>), "content-type": contentType };
    }
    const res = await this.app.fetch(new Request(url, init));
    const text = await res.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path}: not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
    expect(res.headers.get("content-type")).toContain("application/json");
    if (o.validate !== false) this.validate(method, path.split("?")[0], res.status, body);
    return { status: res.status, body, headers: res.headers };
  }

  validate(method: string, path: string, status: number, body: any): void {
    expect(typeof body.result).toBe("string");
    expect(typeof body.msg).toBe("string");
    if (status === 200) expect(body).toMatchObject({ result: "success", msg: "" });
    else expect(typeof body.code).toBe("string");
    if (UNDOCUMENTED_OK.has(status)) return;
    const check = validatorAt(this.level)(method, path, status, body);
    if (!check.documented) {
      // Every route the server serves is in the spec (server/spec), so an undocumented status is a failure.
      if (check.operation) expect.fail(`${method} ${path}: status ${status} is not documented in openapi.yaml (${JSON.stringify(body)})`);
      this.undocumented.push(`${method} ${path} ${status}`);
      return;
    }
    expect(check.errors, `${method} ${path} ${status} ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
  }

  async ok(as: string | null, method: string, path: string, params: Params = {}, o = {}): Promise<any> {
    const r = await this.call(as, method, path, params, o);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  }

  /** Expects a 400 (or `status`) error with `msg` (exact or pattern) and `code`. */
  async fails(
    as: string | null,
    method: string,
    path: string,
    params: Params,
    msg: string | RegExp,
    code = "BAD_REQUEST",
    status = 400,
  ): Promise<any> {
    const r = await this.call(as, method, path, params);
    expect(r.body.result, JSON.stringify(r.body)).toBe("error");
    if (typeof msg === "string") expect(r.body.msg).toBe(msg);
    else expect(r.body.msg).toMatch(msg);
    expect(r.body.code).toBe(code);
    expect(r.status).toBe(status);
    return r.body;
  }

  async register(as: string, params: Params = {}): Promise<string> {
    return (await this.ok(as, "POST", "/register", params)).queue_id;
  }

  async events(as: string, queueId: string, lastEventId = -1): Promise<any[]> {
    return (await this.ok(as, "GET", "/events", { queue_id: queueId, last_event_id: lastEventId, dont_block: true })).events;
  }

  close(): void {
    this.app.close();
  }
}

export const DEV = {
  owner: "desdemona@zulip.com",
  admin: "iago@zulip.com",
  moderator: "shiva@zulip.com",
  hamlet: "hamlet@zulip.com",
  othello: "othello@zulip.com",
  cordelia: "cordelia@zulip.com",
  prospero: "prospero@zulip.com",
  guest: "polonius@zulip.com",
  bot: "default-bot@zulip.com",
  deactivated: "ophelia@zulip.com",
} as const;
