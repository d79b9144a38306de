// Accounts per role: from the development login (--dev) or from a file (--accounts). Keys are fetched once at
// start, checked with GET /users/me, and registered with the redactor so they never appear in any output.
import { readFileSync } from "node:fs";
import type { SpecFacts } from "../../lib/spec/index.ts";
import type { Credentials, Transport } from "./http.ts";
import type { Redactor } from "./redact.ts";
import type { Role } from "./types.ts";

export interface Account extends Credentials {
  role: Role;
  userId: number;
  /** Set when the account was configured with a username and password (rules on POST /fetch_api_key use them). */
  login?: { username: string; password: string };
}

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
}

export async function login(transport: Transport, redactor: Redactor, roles: readonly Role[], source: { dev: true } | { file: AccountsFile }): Promise<LoginResult> {
  const wanted: { role: Role; entry: AccountEntry | { dev: string } }[] = [];
  for (const role of roles) {
    const entries = "dev" in source ? (DEV_ACCOUNTS[role] ?? []).map((dev) => ({ dev })) : [source.file[role] ?? []].flat();
    for (const entry of entries) wanted.push({ role, entry });
  }
  const accounts: Account[] = [];
  const unavailable: string[] = [];
  const perRole = new Map<Role, number>();
  for (const { role, entry } of wanted) {
    const n = (perRole.get(role) ?? 0) + 1;
    const label = n === 1 ? role : `${role}#${n}`;
    const result = await loginOne(transport, redactor, label, entry);
    if (typeof result === "string") {
      unavailable.push(`${label}: ${result}`);
      continue;
    }
    perRole.set(role, n);
    accounts.push({ ...result, role });
  }
  return { accounts, unavailable };
}

async function loginOne(transport: Transport, redactor: Redactor, label: string, entry: AccountEntry | { dev: string }): Promise<Omit<Account, "role"> | string> {
  let email: string;
  let apiKey: string;
  if ("api_key" in entry) {
    ({ email, api_key: apiKey } = entry);
  } else {
    const isDev = "dev" in entry;
    if (!isDev) redactor.add(entry.password, "$PASSWORD", entry.username);
    const ex = await transport.send({
      method: "POST",
      path: isDev ? "/dev_fetch_api_key" : "/fetch_api_key",
      form: isDev ? { username: entry.dev } : { username: entry.username, password: entry.password },
      auth: null,
      keepSecrets: true,
    });
    const body = ex.response.json as Record<string, unknown> | undefined;
    if (body?.result !== "success" || typeof body.api_key !== "string" || typeof body.email !== "string") {
      return `${isDev ? "POST /dev_fetch_api_key" : "POST /fetch_api_key"} failed: ${ex.response.error ?? ex.response.status} ${redactor.text(String(body?.msg ?? redactor.text(ex.response.text).slice(0, 100)))}`;
    }
    email = body.email;
    apiKey = body.api_key;
  }
  redactor.add(apiKey, "$API_KEY", email);
  const me = await transport.send({ method: "GET", path: "/users/me", auth: { label, email, apiKey } });
  const body = me.response.json as Record<string, unknown> | undefined;
  if (body?.result !== "success" || typeof body.user_id !== "number") {
    return `GET /users/me with its key failed: ${me.response.error ?? me.response.status} ${String(body?.msg ?? "")}`;
  }
  return { label, email, apiKey, userId: body.user_id, ...("password" in entry ? { login: { username: entry.username, password: entry.password } } : {}) };
}

/** The `index`-th account of a role. */
export function accountFor(accounts: Account[], role: Role, index = 0): Account | undefined {
  return accounts.filter((a) => a.role === role)[index];
}
