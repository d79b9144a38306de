// --cleanup: what the suite's runs left on a server, found by the names they carry (every name a run creates starts
// with its prefix, `conformance-<seed>-<run>`, or for a regex pattern the same letters without dashes), and undone as
// far as the seed's operations and the server's offered ones allow. The seed offers no way to delete a channel, a
// user group, a linkifier or a custom profile field; what the suite can do:
//   - every configured account leaves the channels the suite created (DELETE /users/me/subscriptions, Zulip's, where
//     offered): they drop out of the members' channel lists;
//   - each account's drafts whose topic carries a prefix are deleted (DELETE /drafts/{draft_id}, where offered);
// and it lists what stays (channels, user groups, linkifiers, profile fields), so a team knows what a shared
// organization holds — the guides advise a dedicated organization for the suite.
import { accountRoles, ConfigError, login, readAccountsFile, type Account } from "./engine/accounts.ts";
import { httpClient } from "./engine/client.ts";
import { Transport } from "./engine/http.ts";
import { resolveOptions, type ConformanceRun } from "./engine/options.ts";
import { Redactor } from "./engine/redact.ts";
import { specFacts } from "../lib/spec/index.ts";

/** A name one of the suite's runs gave (the run's prefix, or its dashless form in a linkifier's pattern). */
export const SUITE_NAME = /^conformance-[a-z0-9]+-[a-z0-9]+|^conformance[a-z0-9]{4,}(?=[-_(]|$)/i;

export interface CleanupResult {
  /** What was undone: "left 2 channel(s)", "deleted 3 draft(s)". */
  done: string[];
  /** What stays, by kind, with the names. */
  left: { kind: string; names: string[]; why: string }[];
  /** Problems (an account that could not log in, an operation that failed). */
  problems: string[];
}

type Json = Record<string, unknown>;
const list = (ex: { response: { json?: unknown } }, key: string): Json[] => {
  const v = (ex.response.json as Json | undefined)?.[key];
  return Array.isArray(v) ? (v as Json[]) : [];
};

export async function runCleanup(input: ConformanceRun): Promise<CleanupResult> {
  const o = resolveOptions(input);
  const redactor = new Redactor();
  const client = o.injectedFetch ? undefined : httpClient({ caFile: o.caFile, insecure: o.insecure, idleTimeoutMs: o.maxTimeMs });
  const transport = new Transport({ baseUrl: o.url, fetch: client?.fetch ?? o.fetch, timeoutMs: o.timeoutMs, deadline: Date.now() + o.maxTimeMs, maxBodyBytes: o.maxBodyBytes, redactor, clock: o.clock, retry: o.retry, headers: o.headers, ...(o.rate !== undefined ? { rate: o.rate } : {}) });
  const result: CleanupResult = { done: [], left: [], problems: [] };
  try {
    const roles = accountRoles(specFacts(o.specPath));
    let accounts: Account[] = [];
    try {
      if (o.accounts.kind === "dev") accounts = (await login(transport, redactor, roles, { dev: true })).accounts;
      if (o.accounts.kind === "file") accounts = (await login(transport, redactor, roles, { file: readAccountsFile(o.accounts.path, roles) })).accounts;
      if (o.accounts.kind === "inline") accounts = (await login(transport, redactor, roles, { file: o.accounts.file })).accounts;
    } catch (err) {
      if (err instanceof ConfigError) result.problems.push(err.message);
      else throw err;
    }
    if (!accounts.length) {
      result.problems.push("no account could log in: --cleanup needs the accounts of the runs (--dev or --accounts)");
      return result;
    }
    const send = (auth: Account, method: string, path: string, more: { pathParams?: Record<string, string>; query?: Record<string, string>; form?: Record<string, string> } = {}) => transport.send({ method, path, auth, ...more });
    const offered = (status: number) => status !== 404 && status !== 405;

    // Channels: every account leaves the suite's channels.
    const channels = new Map<string, string>();
    let left = 0;
    for (const a of accounts) {
      const subs = await send(a, "GET", "/users/me/subscriptions");
      if (!offered(subs.response.status)) break;
      const names = list(subs, "subscriptions").map((s) => String(s.name)).filter((n) => SUITE_NAME.test(n));
      for (const n of names) channels.set(n, n);
      if (!names.length) continue;
      const ex = await send(a, "DELETE", "/users/me/subscriptions", { form: { subscriptions: JSON.stringify(names) } });
      if (ex.response.status === 200) left += names.length;
      else result.problems.push(`${a.role} could not leave ${names.length} channel(s): ${ex.response.status}`);
    }
    if (left) result.done.push(`${left} subscription(s) to the suite's channels ended (DELETE /users/me/subscriptions)`);
    // Drafts: each account's drafts whose topic carries a prefix.
    let drafts = 0;
    for (const a of accounts) {
      const ex = await send(a, "GET", "/drafts");
      if (!offered(ex.response.status)) break;
      for (const d of list(ex, "drafts").filter((d) => SUITE_NAME.test(String(d.topic ?? "")))) {
        const del = await send(a, "DELETE", "/drafts/{draft_id}", { pathParams: { draft_id: String(d.id) } });
        if (del.response.status === 200) drafts++;
      }
    }
    if (drafts) result.done.push(`${drafts} draft(s) deleted (DELETE /drafts/{draft_id})`);

    // What stays: the seed offers no deletion of these.
    const admin = accounts.find((a) => a.role === "owner" || a.role === "administrator") ?? accounts[0];
    const streams = list(await send(admin, "GET", "/streams", { query: { include_all_active: "true" } }), "streams").map((s) => String(s.name)).filter((n) => SUITE_NAME.test(n));
    for (const n of streams) channels.set(n, n);
    const groups = list(await send(admin, "GET", "/user_groups"), "user_groups").map((g) => String(g.name)).filter((n) => SUITE_NAME.test(n));
    const linkifiers = list(await send(admin, "GET", "/realm/linkifiers"), "linkifiers").map((l) => String(l.pattern)).filter((n) => SUITE_NAME.test(n));
    const fields = list(await send(admin, "GET", "/realm/profile_fields"), "custom_fields").map((f) => String(f.name)).filter((n) => SUITE_NAME.test(n));
    const why = "the seed has no operation that deletes it";
    for (const [kind, names] of [["channel(s)", [...channels.keys()]], ["user group(s)", groups], ["linkifier(s)", linkifiers], ["custom profile field(s)", fields]] as const) {
      if (names.length) result.left.push({ kind, names: [...names], why });
    }
    return result;
  } finally {
    await client?.close();
  }
}

/** The result as the CLI prints it. */
export function formatCleanup(r: CleanupResult): string {
  const lines = [...r.done.map((d) => `cleanup: ${d}`)];
  if (!r.done.length) lines.push("cleanup: nothing the seed's operations can undo was found");
  for (const l of r.left) lines.push(`cleanup: left ${l.names.length} ${l.kind} (${l.why}): ${l.names.slice(0, 10).join(", ")}${l.names.length > 10 ? `, and ${l.names.length - 10} more` : ""}`);
  if (r.left.length) lines.push("cleanup: to keep the suite's data apart, run it against a dedicated organization (conformance/README.md, \"Test data\")");
  for (const p of r.problems) lines.push(`cleanup: ${p}`);
  return lines.join("\n") + "\n";
}
