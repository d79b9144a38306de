// Not a rule: reading messages for the message rules: one by ID (GET /messages/{message_id}), and a window of the
// newest the requester can read (GET /messages, Zulip's, beyond the seed).
import type { Exchange } from "../../engine/types.ts";
import { expectSuccess } from "../expect.ts";
import type { Caller } from "../types.ts";
import type { Body } from "../shared/events.ts";

export const GET = "GET /messages/{message_id}";
export const LIST = "GET /messages";

export async function readMessage(caller: Caller, id: number, query: Body = {}): Promise<{ ex: Exchange; message: Body }> {
  const ex = await caller.call(GET, { path: { message_id: id }, query });
  return { ex, message: (expectSuccess(ex, `reading message ${id}`).message ?? {}) as Body };
}

/** The newest messages `caller` can read (up to `count`). */
export async function newestMessages(caller: Caller, count = 100, query: Body = {}): Promise<{ ex: Exchange; messages: Body[] }> {
  const ex = await caller.call(LIST, { query: { anchor: "newest", num_before: count, num_after: 0, ...query } });
  const body = expectSuccess(ex, "reading the newest messages (GET /messages)");
  return { ex, messages: Array.isArray(body.messages) ? (body.messages as Body[]) : [] };
}
