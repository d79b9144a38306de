// Redaction cannot be bypassed by echo. The suite runs against a server that echoes the caller's credentials back
// in every encoding — the request's Authorization header, the API key and the password raw, base64 ("email:key" as
// in HTTP Basic), percent-encoded, form-encoded, JSON-escaped, HTML-escaped, inside error messages, in response
// headers and bodies — with every reporter writing files; then every output and report file is searched for every
// form of every secret, and none may appear. A replay of a finding (its printed command) is searched the same way.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../conformance/cli.ts";
import { ANYWHERE_MIN_LENGTH } from "../../conformance/engine/redact.ts";
import { formFields, referenceServer } from "./support/reference.ts";

const dir = mkdtempSync(join(tmpdir(), "conformance-redaction-"));
const server = referenceServer();
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The accounts the suite logs in with. The echoing server hands out its own API keys (with characters every
 * encoding treats differently) and maps them to the reference server's real ones, so the keys and passwords can be
 * anything. Short ones (under 8 characters) are among them.
 */
const PASSWORDS: Record<string, { password: string; key: string }> = {
  "desdemona@zulip.com": { password: 'Pä$$ w/"rd\\+%&<x>\'=', key: 'D€sk3y/+="\\%&<é>\' 0123456789' },
  "hamlet@zulip.com": { password: "pw", key: "h/1" },
  "polonius@zulip.com": { password: "s3cr3t passphrase/+é", key: "Pk~!*()'-_.:;@ ü" },
};
const KEYS: Record<string, string> = {
  "iago@zulip.com": 'Ik3y+/==%2F"\\\t<b>&amp;é€ xyzxyz',
  "shiva@zulip.com": "m0",
  "othello@zulip.com": "OthelloKeyOthelloKey0123456789ab",
};
const accountsFile = {
  owner: { username: "desdemona@zulip.com", password: PASSWORDS["desdemona@zulip.com"].password },
  administrator: { email: "iago@zulip.com", api_key: KEYS["iago@zulip.com"] },
  moderator: { email: "shiva@zulip.com", api_key: KEYS["shiva@zulip.com"] },
  member: [{ username: "hamlet@zulip.com", password: PASSWORDS["hamlet@zulip.com"].password }, { email: "othello@zulip.com", api_key: KEYS["othello@zulip.com"] }],
  guest: { username: "polonius@zulip.com", password: PASSWORDS["polonius@zulip.com"].password },
};

/** Every fake key (from the accounts file or handed out by POST /fetch_api_key) by email. */
const CUT_KEY = PASSWORDS["desdemona@zulip.com"].key;
const fakeKeys = new Map<string, string>([...Object.entries(KEYS), ...Object.entries(PASSWORDS).map(([e, p]) => [e, p.key] as [string, string])]);
const realKeys = new Map<string, string>();
const SECRETS: { email: string; secret: string; what: string }[] = [
  ...[...fakeKeys].map(([email, secret]) => ({ email, secret, what: `API key of ${email}` })),
  ...Object.entries(PASSWORDS).map(([email, p]) => ({ email, secret: p.password, what: `password of ${email}` })),
];

const basic = (email: string, key: string) => "Basic " + Buffer.from(`${email}:${key}`).toString("base64");
const latin1 = (s: string) => /^[\x20-\x7e\xa0-\xff]*$/.test(s);
const asciiJson = (s: string) => JSON.stringify(s).slice(1, -1).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

async function realKey(email: string): Promise<string> {
  if (!realKeys.has(email)) {
    const res = await server.fetch(new Request("http://conformance.test/api/v1/dev_fetch_api_key", { method: "POST", body: new URLSearchParams({ username: email }) }));
    realKeys.set(email, ((await res.json()) as { api_key: string }).api_key);
  }
  return realKeys.get(email)!;
}

/** Every way the server below writes a secret into a response. */
function echoes(email: string, secret: string): Record<string, string> {
  const header = basic(email, secret);
  return {
    authorization: header,
    raw: secret,
    base64: Buffer.from(`${email}:${secret}`).toString("base64"),
    base64url: Buffer.from(`${email}:${secret}`).toString("base64url"),
    base64_alone: Buffer.from(`x${secret}`).toString("base64"),
    percent: encodeURIComponent(secret),
    percent_lower: encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    form: new URLSearchParams({ k: secret }).toString().slice(2),
    json: JSON.stringify(secret),
    json_ascii: asciiJson(secret),
    json_slash: JSON.stringify(header).replace(/\//g, "\\/"),
    html: secret.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;"),
  };
}

let echoed = 0;
const seen = new Map<string, { email: string; secret: string }>();
/** The echoing server: the reference server behind a layer that maps keys and echoes credentials everywhere. */
async function echoingServer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\/v1/, "");
  const creds: { email: string; secret: string }[] = [];
  const headers = new Headers(request.headers);
  const auth = request.headers.get("authorization");
  if (auth?.startsWith("Basic ")) {
    const decoded = Buffer.from(auth.slice(6), "base64").toString();
    const email = decoded.slice(0, decoded.indexOf(":"));
    const key = decoded.slice(decoded.indexOf(":") + 1);
    if (fakeKeys.get(email) === key) {
      // A server that repeats the caller's password in every answer, too.
      creds.push({ email, secret: key }, ...(PASSWORDS[email] ? [{ email, secret: PASSWORDS[email].password }] : []));
      headers.set("authorization", basic(email, await realKey(email)));
    }
  }
  let forwarded: Request;
  let answer: Response | undefined;
  if (request.method === "POST" && path === "/fetch_api_key") {
    const form = await formFields(request.clone());
    const account = PASSWORDS[form.username];
    if (account && form.password === account.password) {
      creds.push({ email: form.username, secret: form.password }, { email: form.username, secret: account.key });
      const res = await server.fetch(new Request("http://conformance.test/api/v1/dev_fetch_api_key", { method: "POST", body: new URLSearchParams({ username: form.username }) }));
      answer = Response.json({ ...((await res.json()) as object), api_key: account.key });
    }
  }
  if (!answer) {
    forwarded = new Request(request.url, { method: request.method, headers, body: request.body, duplex: "half" } as RequestInit);
    answer = await server.fetch(forwarded);
  }
  if (!creds.length) return answer;
  echoed++;
  // A leaky server repeats every credential it has seen so far, the caller's first: any finding's evidence carries
  // the secrets of every account (and bodies longer than the report keeps, cut somewhere inside a secret).
  for (const c of creds) seen.set(`${c.email}:${c.secret}`, c);
  const all = [...creds, ...[...seen.values()].filter((c) => !creds.includes(c))].map((c) => echoes(c.email, c.secret));
  const out = new Headers(answer.headers);
  out.delete("content-length");
  all.forEach((e, i) => {
    for (const [k, v] of Object.entries(e)) if (latin1(v)) out.append(`x-echo-${i}-${k}`, v);
  });
  out.set("www-authenticate", all[0].authorization);
  out.set("set-cookie", `session=${all[0].percent}; Path=/`);
  const text = await answer.text();
  const sentence = all.map((e) => Object.values(e).join(" | ")).join(" || ");
  // A few operations answer HTML or a 500, so that the evidence of a finding carries the echo.
  // The report keeps the first 4000 characters of a body: this one is cut 10 characters into a key.
  if (request.method === "GET" && path === "/user_groups") {
    const html = `<html><body>you sent `;
    return new Response(`${html}${".".repeat(3990 - html.length)}${CUT_KEY} ${sentence}</body></html>`, { status: 400, headers: { ...Object.fromEntries(out), "content-type": "text/html" } });
  }
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    return new Response(`${text}\n${sentence}`, { status: answer.status, headers: out });
  }
  if (json?.result === "error") json.msg = `${json.msg} (you sent ${sentence})`;
  else json = { ...json, echo: { ...all[0], in_text: sentence } };
  const status = request.method === "GET" && /^\/streams\/\d+$/.test(path) && answer.status === 400 ? 500 : answer.status;
  return new Response(JSON.stringify(json), { status, headers: out });
}

/** Every form a secret could take on its way out. Short forms are matched as whole tokens (see redact.ts). */
function forms(email: string, secret: string): string[] {
  const e = echoes(email, secret);
  const b64 = [e.base64, e.base64url].flatMap((b) => [b, b.replace(/=+$/, ""), b.replace(/\//g, "\\/")]);
  const json = e.json.slice(1, -1);
  return [...new Set([e.raw, e.percent, e.percent_lower, e.form, json, e.json_ascii, json.replace(/\//g, "\\/"), JSON.stringify(json).slice(1, -1), e.html, ...b64, basic(email, secret)])];
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
function leaks(text: string): string[] {
  const found: string[] = [];
  for (const { email, secret, what } of SECRETS) {
    for (const f of forms(email, secret)) {
      const hit = f.length >= ANYWHERE_MIN_LENGTH ? text.includes(f) : new RegExp(`(?<![A-Za-z0-9])${escape(f)}(?![A-Za-z0-9])`).test(text);
      if (hit) found.push(`${what} as ${JSON.stringify(f)}`);
    }
  }
  return found;
}

/** Every string (and object key) of a parsed JSON value. */
const strings = (v: unknown): string[] =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === "object" ? Object.entries(v).flatMap(([k, x]) => [k, ...strings(x)]) : [];

async function cli(argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), fetch: echoingServer });
  return { code, stdout, stderr };
}

describe("redaction against a server that echoes credentials", () => {
  it("no form of any secret appears in any output or report file, including a replay", async () => {
    const accounts = join(dir, "accounts.json");
    writeFileSync(accounts, JSON.stringify(accountsFile));
    const base = ["--url", "http://conformance.test", "--accounts", accounts, "--seed", "12", "--runs", "2", "--verbose"];
    const reporters = ["--reporter", "pretty", "--reporter", `pretty=${join(dir, "report.txt")}`, "--reporter", `json=${join(dir, "report.json")}`, "--reporter", `junit=${join(dir, "report.xml")}`, "--record", join(dir, "exchanges.har")];
    const run = await cli([...base, "--only", "checks/*,auth/*,users/own-user-flat", ...reporters]);
    expect(echoed, "the server echoed credentials").toBeGreaterThan(20);
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
    expect(report.findings.length, run.stdout).toBeGreaterThan(0);
    expect(report.notes.join("\n")).not.toMatch(/account unavailable/);

    // A finding with a replay: run it again from its printed command (json reporter into the same directory).
    const replayable = report.findings.find((f: any) => f.replay);
    const outputs: Record<string, string> = { stdout: run.stdout, stderr: run.stderr };
    if (replayable) {
      const words: string[] = replayable.replay.command.match(/'[^']*'|\S+/g).map((a: string) => a.replace(/^'|'$/g, ""));
      const args = words.slice(words.indexOf("--") + 1);
      const replay = await cli([...args, "--verbose", "--reporter", "pretty", "--reporter", `json=${join(dir, "replay.json")}`]);
      Object.assign(outputs, { "replay stdout": replay.stdout, "replay stderr": replay.stderr });
    }
    for (const f of readdirSync(dir)) if (f !== "accounts.json") outputs[f] = readFileSync(join(dir, f), "utf8");
    // The files escape what they hold (JSON strings, XML entities): search what they say, too.
    for (const f of ["report.json", "replay.json", "exchanges.har"]) if (outputs[f]) outputs[`${f}, every string decoded`] = strings(JSON.parse(outputs[f])).join("\n");
    outputs["report.xml, entities decoded"] = outputs["report.xml"].replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[e]!);
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(["report.txt", "report.json", "report.xml", "exchanges.har"]));
    // --record: every exchange (HAR 1.2), the echoes in it, redacted like the reports.
    expect(JSON.parse(outputs["exchanges.har"]).log.entries.length).toBeGreaterThan(echoed);

    for (const [name, text] of Object.entries(outputs)) expect(leaks(text), name).toEqual([]);
    // The echoes reached the report, redacted: evidence shows the placeholders instead.
    const all = Object.values(outputs).join("\n");
    for (const placeholder of ["$API_KEY", "$API_KEY_BASE64", "$PASSWORD"]) expect(all).toContain(placeholder);
    expect(report.findings.some((f: any) => Object.keys(f.response?.headers ?? {}).some((h) => h.startsWith("x-echo-")))).toBe(true);
    expect(all).toMatch(/Reproduce: {2}curl /);
    // The body cut inside a key: the key's beginning is gone with it.
    const cut = report.findings.find((f: any) => f.operation === "GET /user_groups" && f.response?.text.length >= 3990);
    expect(cut.response.text).toMatch(/\.{100}$/);
    expect(all).not.toContain(CUT_KEY.slice(0, 4));
  }, 120_000);
});
