// Assertions for rules. Each throws a Violation carrying the exchange as evidence (request, response, curl);
// inside ctx.property the input is then shrunk. They return the parsed body so rules can go on reading it.
import type { Exchange } from "../engine/types.ts";
import { Violation } from "../engine/violation.ts";
import { bodyObject, describeResponse } from "../checks/evidence.ts";

type Body = Record<string, unknown>;

export function expectSuccess(ex: Exchange, what: string): Body {
  const body = bodyObject(ex.response);
  const ok = ex.response.status >= 200 && ex.response.status < 300 && body?.result === "success";
  if (!ok) throw new Violation({ title: `${what} failed`, expected: `success for ${what}`, received: describeResponse(ex.response), exchange: ex });
  return body!;
}

/**
 * An error with this code and (when given) this exact msg, as the seed writes it. The HTTP status is not
 * checked: the seed does not show error statuses (status_code_conformance reports undocumented ones).
 */
export function expectError(ex: Exchange, expected: { code: string; msg?: string }, what?: string): Body {
  const body = bodyObject(ex.response);
  const wanted = `error ${expected.code}${expected.msg !== undefined ? ` "${expected.msg}"` : ""}`;
  const ok = body?.result === "error" && body.code === expected.code && (expected.msg === undefined || body.msg === expected.msg);
  if (!ok) {
    throw new Violation({
      title: what ?? `Expected ${expected.msg ?? expected.code}`,
      expected: wanted,
      received: describeResponse(ex.response),
      exchange: ex,
    });
  }
  return body!;
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
