// Helpers shared by the envelope rules (not a rule: no default export, not in index.ts): the seed's envelope as a
// predicate, and corpora of calls on real objects that the generated requests of the generic checks cannot make
// (those target IDs no server holds, so their writes never succeed).
import { registerQueue } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import type { CallInput, Caller, RuleContext } from "../types.ts";
import type { Exchange } from "../../engine/types.ts";
import type { SpecModel } from "../../engine/spec.ts";
import { bodyObject } from "../../checks/evidence.ts";

import { show, type Json } from "../expect.ts";
export { show, type Json };

/**
 * What is wrong with a response's envelope, per Common conventions 2-3 and the Errors table (empty: nothing). An
 * error's code-specific fields are those of the spec's ErrorResponse (codes it does not show carry nothing).
 */
export function envelopeProblems(spec: SpecModel, ex: Exchange): string[] {
  const body = bodyObject(ex.response);
  if (!body) return [`not a JSON object: ${ex.response.text.slice(0, 100)}`];
  const out: string[] = [];
  if (body.result !== "success" && body.result !== "error") out.push(`result ${show(body.result)} (expected "success" or "error")`);
  if (typeof body.msg !== "string") out.push(`msg ${show(body.msg)} (expected a string)`);
  if (body.result === "success" && typeof body.msg === "string" && body.msg !== "") out.push(`msg ${show(body.msg)} on success (expected "")`);
  if (body.result === "error") {
    if (typeof body.code !== "string") out.push(`code ${show(body.code)} (expected a string)`);
    else if (typeof body.msg === "string") {
      const wrong = spec.schemaProblems("ErrorResponse", body);
      if (wrong.length) out.push(`${body.code} without the fields components/schemas/ErrorResponse gives it: ${wrong.join("; ")}`);
    }
  }
  return out;
}

export interface Call {
  label: string;
  caller: Caller;
  op: string;
  input: CallInput;
}

export const has = (ctx: RuleContext, op: string) => ctx.spec.operations.some((o) => o.key === op);
const ok = (ex: Exchange) => bodyObject(ex.response)?.result === "success";

/** Successful reads of objects that exist: a channel, a user by ID and by email, a channel message. */
export async function readCalls(ctx: RuleContext, member: Caller, other: Caller): Promise<Call[]> {
  const calls: Call[] = [
    { label: "GET /users/{user_id} of another user", caller: member, op: "GET /users/{user_id}", input: { path: { user_id: other.userId } } },
    { label: "GET /users/{email} of another user", caller: member, op: "GET /users/{email}", input: { path: { email: other.email } } },
  ];
  const list = await member.call("GET /streams");
  const streams = (bodyObject(list.response)?.streams ?? []) as Json[];
  const channel = streams.find((s) => s.invite_only === false && Number.isInteger(s.first_message_id)) ?? streams[0];
  if (channel) calls.push({ label: "GET /streams/{stream_id} of a channel", caller: member, op: "GET /streams/{stream_id}", input: { path: { stream_id: channel.stream_id } } });
  if (channel && Number.isInteger(channel.first_message_id)) {
    calls.push({ label: "GET /messages/{message_id} of a channel message", caller: member, op: "GET /messages/{message_id}", input: { path: { message_id: channel.first_message_id } } });
  }
  return calls;
}

/**
 * Writes that succeed on a real object and change nothing: a channel's description, a user's full name, a
 * linkifier, a user group's description set to what they are; an empty list of drafts.
 */
export async function noOpWrites(ctx: RuleContext, member: Caller, admin: Caller): Promise<Call[]> {
  const calls: Call[] = [{ label: "POST /drafts with no drafts", caller: member, op: "POST /drafts", input: { body: { drafts: [] } } }];
  const list = await admin.call("GET /streams");
  const channel = ((bodyObject(list.response)?.streams ?? []) as Json[]).find((s) => s.invite_only === false);
  if (channel && typeof channel.description === "string") {
    calls.push({ label: "PATCH /streams/{stream_id} with its own description", caller: admin, op: "PATCH /streams/{stream_id}", input: { path: { stream_id: channel.stream_id }, body: { description: channel.description } } });
  }
  const me = await member.call("GET /users/me");
  const name = bodyObject(me.response)?.full_name;
  if (typeof name === "string") calls.push({ label: "PATCH /users/{user_id} with the user's own full_name", caller: admin, op: "PATCH /users/{user_id}", input: { path: { user_id: member.userId }, body: { full_name: name } } });
  const filterOp = "PATCH /realm/filters/{filter_id}";
  // A linkifier to write is found with Zulip's GET /realm/linkifiers: a case where the server has it.
  const linkifiers = has(ctx, filterOp) && has(ctx, "GET /realm/linkifiers") ? await ifOffered(() => admin.call("GET /realm/linkifiers")) : undefined;
  if (linkifiers) {
    const ex = linkifiers;
    const first = ((bodyObject(ex.response)?.linkifiers ?? []) as Json[])[0];
    const fields = ctx.spec.operation(filterOp).body?.fields.map((f) => f.name) ?? [];
    if (first && fields.every((f) => typeof first[f] === "string")) {
      calls.push({ label: "PATCH /realm/filters/{filter_id} with its own pattern and template", caller: admin, op: filterOp, input: { path: { filter_id: first.id }, body: Object.fromEntries(fields.map((f) => [f, first[f]])) } });
    }
  }
  // name and description are optional in a group update from the level of that change; before, both were required.
  const groupOp = "PATCH /user_groups/{user_group_id}";
  if (ctx.since(`${groupOp} body.description @changed`)) {
    const ex = await admin.call("GET /user_groups");
    const group = ((bodyObject(ex.response)?.user_groups ?? []) as Json[]).find((g) => g.is_system_group === false && typeof g.description === "string");
    if (group) calls.push({ label: "PATCH /user_groups/{user_group_id} with its own description", caller: admin, op: groupOp, input: { path: { user_group_id: group.id }, body: { description: group.description } } });
  }
  return calls;
}

/** A registered event queue (deleted when the rule ends) and a non-blocking poll of it. */
export async function pollCall(ctx: RuleContext, member: Caller): Promise<Call | undefined> {
  const q = await registerQueue(ctx, member, { event_types: ["message"] });
  // A refusal comes at once; a server that took a wrong dont_block for false blocks: read for a second at most, so
  // that costs a second, not the server's heartbeat (a wait that ends is then "not refused").
  return { label: "GET /events of a registered queue, dont_block", caller: member, op: "GET /events", input: { query: { queue_id: q.id, dont_block: true }, waitMs: REFUSAL_WAIT_MS } };
}

/** How long a request that should be refused at once is read before it counts as taken (blocking polls only). */
export const REFUSAL_WAIT_MS = 1_000;

export const send = (c: Call, extra?: { query?: Json; body?: Json }) => {
  const input: CallInput = { ...c.input };
  if (extra?.query) input.query = { ...input.query, ...extra.query };
  if (extra?.body) input.body = { ...input.body, ...extra.body };
  return c.caller.call(c.op, input);
};

/** Ten minutes: far below the factor of 1000 of milliseconds, and below any time zone offset but a few. */
export const SLACK = 10 * 60;

/** The server's clock from the Date header when it sends one, else ours; in seconds. */
export function serverNow(ex: Exchange): number {
  const date = Date.parse(ex.response.headers["date"] ?? "");
  return Math.floor((Number.isFinite(date) ? date : Date.now()) / 1000);
}

/** Problems of one UNIX timestamp: an integer number of seconds, not in the future. */
export function timestampProblem(name: string, v: unknown, now: number): string | undefined {
  if (!Number.isInteger(v)) return `${name} ${show(v)} is not an integer`;
  if ((v as number) < 0 || (v as number) > now + SLACK) return `${name} ${v} is not a UNIX time in seconds up to now (${now})`;
  return undefined;
}
