// Assertions for rules. Each throws a Violation carrying the exchange as evidence (request, response, curl);
// inside ctx.property the input is then shrunk. They return the parsed body so rules can go on reading it.
// Errors are expected by their x-errors key: the code and msg come from the run's spec, never from rule code.
import type { SpecError } from "../../lib/spec/index.ts";
import type { Exchange } from "../engine/types.ts";
import { Violation } from "../engine/violation.ts";
import { runScope } from "../engine/scope.ts";
import { bodyObject, describeResponse } from "../checks/evidence.ts";
import { CapabilityMissing } from "../engine/capabilities.ts";

type Body = Record<string, unknown>;
/** Values of a msg's <placeholders>: `{ user_id: 7 }` for "... <user_id>". */
export type ErrorVars = Record<string, string | number>;

export function expectSuccess(ex: Exchange, what: string): Body {
  const body = bodyObject(ex.response);
  const ok = ex.response.status >= 200 && ex.response.status < 300 && body?.result === "success";
  // A Zulip extra the suite uses to reach a seed fact, refused as the suite sent it: not a seed violation, so the
  // rule is not tested here (skipped with the answer), never failed.
  const key = `${ex.request.method} ${ex.request.path}`;
  if (!ok && runScope("expectSuccess").spec.operations.find((o) => o.key === key)?.beyondSeed) {
    throw new CapabilityMissing({ capability: key, evidence: `refused ${what}: ${describeResponse(ex.response)}` });
  }
  if (!ok) throw new Violation({ title: `${what} failed`, expected: `success for ${what}`, received: describeResponse(ex.response), exchange: ex });
  return body!;
}

/**
 * The error of the x-errors row `key` (its `example` name, unique in the spec): its code and, when the row has a
 * msg, that msg with its <placeholders> filled from `vars` (a placeholder not given matches any text). Several keys:
 * any one of those errors (where the seed does not order two refusals). The HTTP status is not checked: the seed
 * does not show error statuses (status_code_conformance reports undocumented ones).
 */
export function expectError(ex: Exchange, key: string | readonly string[], vars?: ErrorVars, what?: string): Body {
  const { facts } = runScope("expectError");
  const keys = typeof key === "string" ? [key] : key;
  const errors = keys.map((k) => facts.error(k, vars));
  const body = bodyObject(ex.response);
  if (body?.result === "error" && errors.some((e) => body.code === e.code && msgMatches(e, body.msg))) return body;
  throw new Violation({
    title: what ?? `Expected the ${keys.join(" or ")} error`,
    expected: errors.map((e) => `error ${e.code}${e.msg !== undefined ? ` "${e.msg}"` : ""}`).join(" or "),
    received: describeResponse(ex.response),
    exchange: ex,
    ...pointerOf(ex, keys[0]),
  });
}

/** An error with this code, for codes the spec lists without a msg row of the operation (UNAUTHORIZED). */
export function expectErrorCode(ex: Exchange, code: string, what?: string): Body {
  const body = bodyObject(ex.response);
  if (body?.result === "error" && body.code === code) return body;
  throw new Violation({ title: what ?? `Expected error ${code}`, expected: `error ${code}`, received: describeResponse(ex.response), exchange: ex });
}

/** Whether the response is the error of the x-errors row `key` (for rules that branch on a known refusal). */
export function isErrorOf(ex: Exchange, key: string, vars?: ErrorVars): boolean {
  const error = runScope("isErrorOf").facts.error(key, vars);
  const body = bodyObject(ex.response);
  return body?.result === "error" && body.code === error.code && msgMatches(error, body.msg);
}

export function expectThat(condition: boolean, details: { title: string; expected: string; received: string; exchange?: Exchange }): void {
  if (!condition) throw new Violation(details);
}

/** A decoded JSON object of a response, loosely typed for reading fields. */
export type Json = Record<string, any>;

/** A short printable form of a value for "received" texts (JSON, cut at `max` characters). */
export function show(value: unknown, max = 300): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A row without a msg matches any msg; placeholders left unfilled match any non-empty text. */
function msgMatches(error: SpecError, msg: unknown): boolean {
  if (error.msg === undefined) return true;
  if (typeof msg !== "string") return false;
  const pattern = error.msg.split(/(<[a-z_]+>)/).map((part, i) => (i % 2 ? ".+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("");
  return new RegExp(`^${pattern}$`, "s").test(msg);
}

/** The x-errors row of the exchange's operation that the key names, as a spec pointer. */
function pointerOf(ex: Exchange, key: string): { pointer?: string } {
  const op = runScope("expectError").spec.operations.find((o) => o.key === `${ex.request.method} ${ex.request.path}`);
  const row = op ? op.errors.findIndex((e) => e.example === key) : -1;
  return op && row >= 0 ? { pointer: `${op.pointer}/x-errors/${row}` } : {};
}
