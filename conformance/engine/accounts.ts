// Accounts per role: from the development login (--dev) or from a file (--accounts). Keys are fetched once at
// start, checked with GET /users/me, and registered with the redactor so they never appear in any output.
import { readFileSync } from "node:fs";
import type { SpecFacts } from "../../lib/spec/index.ts";
import type { Credentials, Transport } from "./http.ts";
import type { Redactor } from "./redact.ts";
import type { Exchange, Role } from "./types.ts";
import { faultDetails, faultOf } from "./faults.ts";
import { TEXT_IN_REPORT } from "./http.ts";
import type { ViolationDetails } from "./violation.ts";

export interface Account extends Credentials {
  role: Role;
  /**
   * The name the account logs in with (the development address, the accounts file's username): not necessarily the
   * API email (`email`, from the login's answer), which may be a fake "usable-only-for-the-API" address.
   */
  loginName: string;
  userId: number;
  /** Set when the account was configured with a username and password (rules on POST /fetch_api_key use them). */
  login?: { username: string; password: string };
}

/** The operations that log in (a key for a username and password, or a development account's). */
export const LOGIN_OPERATIONS = ["POST /fetch_api_key", "POST /dev_fetch_api_key"] as const;

/** One entry of an accounts file: an API key, or a username and password for POST /fetch_api_key. */
export type AccountEntry = { email: string; api_key: string } | { username: string; password: string };
export type AccountsFile = Partial<Record<Role, AccountEntry | AccountEntry[]>>;

/** The development realm's accounts (Zulip's and our reference server's). Members: several, for two-user rules. */
export const DEV_ACCOUNTS: Record<Role, string[]> = {
  owner: ["desdemona@zulip.com"],
  administrator: ["iago@zulip.com"],
  moderator: ["shiva@zulip.com"],
  member: ["hamlet@zulip.com", "othello@zulip.com", "cordelia@zulip.com"],
  guest: ["polonius@zulip.com"],
  bot: ["default-bot@zulip.com"],
};

export class ConfigError extends Error {}

/** The account kinds of a run: the spec's roles (components.schemas.Role, most privileged first), then bots. */
export function accountRoles(facts: SpecFacts): Role[] {
  return [...facts.roles.map((r) => r.name as Role), "bot"];
}

export function readAccountsFile(path: string, roles: readonly Role[]): AccountsFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new ConfigError(`cannot read accounts file ${path}: ${(err as Error).message}`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new ConfigError(`accounts file ${path}: expected an object keyed by role (${roles.join(", ")})`);
  for (const [role, entries] of Object.entries(parsed)) {
    if (!roles.includes(role as Role)) throw new ConfigError(`accounts file ${path}: unknown role "${role}"; valid roles: ${roles.join(", ")}`);
    for (const e of [entries].flat() as Record<string, unknown>[]) {
      const ok = (typeof e?.email === "string" && typeof e?.api_key === "string") || (typeof e?.username === "string" && typeof e?.password === "string");
      if (!ok) throw new ConfigError(`accounts file ${path}: each ${role} entry needs "email" and "api_key", or "username" and "password"`);
    }
  }
  return parsed as AccountsFile;
}

export interface LoginResult {
  accounts: Account[];
  /** Accounts that could not be used, with why (rules needing them are skipped). */
  unavailable: string[];
  /**
   * Logins that failed through the server's fault, not the configuration's (a timeout, a 5xx, an unparsable or
   * oversized body, a missing endpoint, a key the server itself issued then refused): violations of the setup phase.
   */
  faults: ViolationDetails[];
}

/** Why an account is not available; `server`: the server's fault (with the violation, unless one was already met). */
interface Problem {
  reason: string;
  server?: { violation?: ViolationDetails };
}

export async function login(transport: Transport, redactor: Redactor, roles: readonly Role[], source: { dev: true } | { file: AccountsFile }): Promise<LoginResult> {
  const wanted: { role: Role; entry: AccountEntry | { dev: string } }[] = [];
  for (const role of roles) {
    const entries = "dev" in source ? (DEV_ACCOUNTS[role] ?? []).map((dev) => ({ dev })) : [source.file[role] ?? []].flat();
    for (const entry of entries) wanted.push({ role, entry });
  }
  const accounts: Account[] = [];
  const unavailable: string[] = [];
  const faults: ViolationDetails[] = [];
  const perRole = new Map<Role, number>();
  for (const { role, entry } of wanted) {
    const n = (perRole.get(role) ?? 0) + 1;
    const label = n === 1 ? role : `${role}#${n}`;
    const result = await loginOne(transport, redactor, label, entry);
    if ("reason" in result) {
      unavailable.push(`${label}: ${result.reason}`);
      if (result.server?.violation) faults.push(result.server.violation);
      continue;
    }
    perRole.set(role, n);
    // A login answer lacking email whose key still worked: the account is used, and the answer is still a finding.
    const { fault, ...account } = result;
    if (fault) faults.push(fault);
    accounts.push({ ...account, role });
  }
  return { accounts, unavailable, faults };
}

type Body = Record<string, unknown> | undefined;
const isErrorEnvelope = (b: Body) => b?.result === "error" && typeof b.msg === "string";

/** A fault on the way, or an answer of the wrong shape: the server's problem, as a violation. */
function serverProblem(ex: Exchange, op: string, shape: { ok: boolean; expected: string }): Problem | undefined {
  if (ex.response.error === "deadline") return { reason: `${op}: the run's time budget is exhausted` };
  if (ex.response.error === "unresponsive") return { reason: `${op} unresponsive`, server: {} };
  const fault = faultOf(ex, { documented: true });
  if (fault) return { reason: `${op}: ${fault.title} (${fault.received})`, server: { violation: { ...faultDetails(fault, ex), operation: op } } };
  if (shape.ok) return undefined;
  return {
    reason: `${op} answered ${describeBody(ex)}`,
    server: { violation: { title: `${op} answered neither ${shape.expected} nor an error`, expected: shape.expected, received: describeBody(ex), exchange: ex, operation: op } },
  };
}

function describeBody(ex: Exchange): string {
  const r = ex.response;
  const text = r.json !== undefined ? JSON.stringify(r.json) : JSON.stringify(r.text);
  return `${r.status} ${text.length > 200 ? text.slice(0, 200) + "…" : text}`;
}

async function loginOne(transport: Transport, redactor: Redactor, label: string, entry: AccountEntry | { dev: string }): Promise<(Omit<Account, "role"> & { fault?: ViolationDetails }) | Problem> {
  let email: string;
  let apiKey: string;
  let loginFault: ViolationDetails | undefined;
  const configuredKey = "api_key" in entry;
  if ("api_key" in entry) {
    ({ email, api_key: apiKey } = entry);
  } else {
    const isDev = "dev" in entry;
    const op = isDev ? LOGIN_OPERATIONS[1] : LOGIN_OPERATIONS[0];
    if (!isDev) redactor.add(entry.password, "$PASSWORD", entry.username);
    const sent = await transport.send({
      method: "POST",
      path: isDev ? "/dev_fetch_api_key" : "/fetch_api_key",
      form: isDev ? { username: entry.dev } : { username: entry.username, password: entry.password },
      auth: null,
      keepSecrets: true,
    });
    const body = sent.response.json as Body;
    const username = isDev ? entry.dev : entry.username;
    const key = body?.result === "success" && typeof body.api_key === "string" && typeof body.email === "string" ? { email: body.email, apiKey: body.api_key } : undefined;
    // A key without the email the seed lists beside it: the answer is the server's departure, but the key may still
    // work with the username as the API email (the seed: the username is usually the email), so the account is used
    // and the rules that read this answer report it, rather than being skipped for want of an account.
    const keyOnly = !key && body?.result === "success" && typeof body.api_key === "string" ? { email: username, apiKey: body.api_key } : undefined;
    if (key ?? keyOnly) redactor.add((key ?? keyOnly)!.apiKey, "$API_KEY", (key ?? keyOnly)!.email);
    // From here on the exchange may reach the report: redacted like every other.
    const ex: Exchange = { request: sent.request, response: redactor.response(sent.response, TEXT_IN_REPORT) };
    // A production server has no development login: --dev was the wrong choice, not the server's fault.
    if (isDev && !ex.response.error && (ex.response.status === 404 || ex.response.status === 405)) return { reason: `${op} answered ${ex.response.status}: not a development server` };
    const problem = serverProblem(ex, op, { ok: key !== undefined || isErrorEnvelope(body), expected: "a success with api_key and email" });
    if (problem && !(keyOnly && !faultOf(ex, { documented: true }))) return problem;
    if (problem) loginFault = problem.server?.violation;
    if (!key && !keyOnly) return { reason: `${op} failed: ${ex.response.status} ${redactor.text(String(body?.msg ?? ""))}` };
    ({ email, apiKey } = (key ?? keyOnly)!);
  }
  redactor.add(apiKey, "$API_KEY", email);
  const me = await transport.send({ method: "GET", path: "/users/me", auth: { label, email, apiKey } });
  const body = me.response.json as Body;
  const ok = body?.result === "success" && typeof body.user_id === "number";
  const problem = serverProblem(me, "GET /users/me", { ok: ok || isErrorEnvelope(body), expected: "a success with user_id" });
  if (problem) return problem;
  if (!ok && loginFault) return { reason: `${loginFault.operation ?? "the login"} answered no email, and its key did not work with the username`, server: { violation: loginFault } };
  if (!ok) {
    const refused = `GET /users/me with its key failed: ${me.response.status} ${String(body?.msg ?? "")}`;
    // A key from the accounts file may be wrong; a key the server has just issued must work.
    if (configuredKey) return { reason: refused };
    return { reason: refused, server: { violation: { title: "GET /users/me refused a key the server had just issued", expected: "a success with the key from the login", received: describeBody(me), exchange: me, operation: "GET /users/me" } } };
  }
  const loginName = "dev" in entry ? entry.dev : "username" in entry ? entry.username : entry.email;
  return { label, email, apiKey, loginName, userId: body!.user_id as number, ...("password" in entry ? { login: { username: entry.username, password: entry.password } } : {}), ...(loginFault ? { fault: loginFault } : {}) };
}

/** The `index`-th account of a role. */
export function accountFor(accounts: Account[], role: Role, index = 0): Account | undefined {
  return accounts.filter((a) => a.role === role)[index];
}
