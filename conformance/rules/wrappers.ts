// Preconditions as wrappers: each returns the rule with one more declared precondition. The engine reads the
// declarations and reports a skipped rule with the reason; rules never branch on them.
import type { Role } from "../engine/types.ts";
import type { Rule } from "./types.ts";

type RuleSpec = Omit<Rule, "roles" | "writes"> & Partial<Pick<Rule, "roles" | "writes">>;

/** A rule with defaults: no accounts, read-only. */
export function rule(spec: RuleSpec): Rule {
  return { roles: [], writes: false, ...spec };
}

/** Needs an account of this role (once per call: wrap twice for two accounts). */
export function requiresRole(role: Role, r: Rule): Rule {
  return { ...r, roles: [...r.roles, role] };
}

/** Needs an account of this role configured with a username and password (POST /fetch_api_key). */
export function requiresPassword(role: Role, r: Rule): Rule {
  return { ...r, roles: [...r.roles, role], passwords: [...(r.passwords ?? []), role] };
}

/** Runs only on servers at `level` or newer. */
export function sinceLevel(level: number, r: Rule): Rule {
  return { ...r, since: Math.max(r.since ?? 0, level) };
}

/** Runs only on servers older than `level`. */
export function untilLevel(level: number, r: Rule): Rule {
  return { ...r, until: Math.min(r.until ?? Infinity, level) };
}

/** Changes server state: skipped under --read-only. */
export function writes(r: Rule): Rule {
  return { ...r, writes: true };
}

/** Needs long waits: runs only with --slow. */
export function slow(r: Rule): Rule {
  return { ...r, slow: true };
}
