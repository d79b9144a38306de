// The one permission middleware: every operation's x-required-role and x-excluded-principals, and its
// x-permission-rules that name a parameter, a value and a required role, enforced from the spec. The other
// permission rules need the data (a channel's subscribers, the realm's owners...): handlers look them up by key
// (ctx.spec.permissionRule(op, id)) and enforce them where they have it.
//
// The errors follow Zulip (its decorators' msgs are not in the spec, so they live here).
import type { UserRow } from "../db/repos/users.ts";
import { ApiError, badRequest } from "../errors.ts";
import type { LevelSpec, OperationView } from "../spec/index.ts";
import type { PermissionRule } from "../../lib/spec/index.ts";

/** Zulip's answer to a caller below the named role. */
export function roleRequired(role: string): ApiError {
  switch (role) {
    case "owner": // OrganizationOwnerRequiredError
      return new ApiError("UNAUTHORIZED_PRINCIPAL", "Must be an organization owner");
    case "administrator": // OrganizationAdministratorRequiredError
      return new ApiError("UNAUTHORIZED_PRINCIPAL", "Must be an organization administrator");
    case "moderator":
      return new ApiError("UNAUTHORIZED_PRINCIPAL", "Must be an organization moderator");
    default: // require_member_or_admin
      return badRequest("Not allowed for guest users");
  }
}

const botsRefused = () => badRequest("This endpoint does not accept bot requests.");

/**
 * x-required-role and x-excluded-principals, then the x-permission-rules that name no parameter (a role or principals
 * for every call, such as Zulip's rule on who may create user groups), before the parameters are read (as Zulip's
 * decorators).
 */
export function checkCaller(spec: LevelSpec, op: OperationView, user: UserRow | null): void {
  const role: string | undefined = op.operation["x-required-role"];
  if (!user || !role || role === "anonymous") return;
  const wholeOperation = ((op.operation["x-permission-rules"] ?? []) as PermissionRule[]).filter((r) => !r.parameter);
  for (const required of [role, ...wholeOperation.flatMap((r) => (r["required-role"] ? [r["required-role"]] : []))]) {
    if (!spec.hasRole(user, required)) throw roleRequired(required);
  }
  const excluded: string[] = [...(op.operation["x-excluded-principals"] ?? []), ...wholeOperation.flatMap((r) => r["excluded-principals"] ?? [])];
  if (excluded.includes("bot") && user.is_bot) throw botsRefused();
}

/** The x-permission-rules that are data alone: a parameter with a value needs a role. */
export function checkParameterRules(spec: LevelSpec, op: OperationView, user: UserRow | null, params: Record<string, unknown>): void {
  if (!user) return;
  for (const rule of (op.operation["x-permission-rules"] ?? []) as PermissionRule[]) {
    // A rule about changing a value (applies-to: change) needs the target's current value: its handler enforces it.
    if (!rule.parameter || !("value" in rule) || !rule["required-role"] || rule["applies-to"] === "change") continue;
    if (!sameValue(params[rule.parameter], rule.value)) continue;
    if (spec.hasRole(user, rule["required-role"])) continue;
    throw ruleError(spec, op.key, rule);
  }
}

/** A rule's error: the x-errors row of the operation whose msg the rule names, else the role's refusal. */
export function ruleError(spec: LevelSpec, opKey: string, rule: PermissionRule): ApiError {
  // A rule names its refusal by x-errors key: the msg is written once, in the row.
  if (rule.error !== undefined) return spec.error(rule.error);
  return roleRequired(rule["required-role"] ?? "member");
}

const sameValue = (a: unknown, b: unknown) => a === b || (typeof a === "object" && a !== null && JSON.stringify(a) === JSON.stringify(b));
