// Not a rule: reading messages for the message rules: one by ID (GET /messages/{message_id}), and a window of the
// newest the requester can read (GET /messages, Zulip's, beyond the seed).
import type { Exchange } from "../../engine/types.ts";
import { expectSuccess } from "../expect.ts";
import { ifOffered } from "../shared/extras.ts";
import { bodyObject } from "../../checks/evidence.ts";
import type { Caller } from "../types.ts";
import type { Body } from "../shared/events.ts";

export const GET = "GET /messages/{message_id}";
export const LIST = "GET /messages";

export async function readMessage(caller: Caller, id: number, query: Body = {}): Promise<{ ex: Exchange; message: Body }> {
  const ex = await caller.call(GET, { path: { message_id: id }, query });
  return { ex, message: (expectSuccess(ex, `reading message ${id}`).message ?? {}) as Body };
}

/**
 * The newest messages `caller` can read (up to `count`), with Zulip's GET /messages. Where the server lacks it, the
 * seed's own pointers (x-seed-fallback): the first message of each channel the caller can see (GET /streams
 * first_message_id), each read by ID; `ex` is then the last of those reads.
 */
export async function newestMessages(caller: Caller, count = 100, query: Body = {}): Promise<{ ex: Exchange; messages: Body[] }> {
  const listed = await ifOffered(() => caller.call(LIST, { query: { anchor: "newest", num_before: count, num_after: 0, ...query } }));
  if (listed) {
    const body = expectSuccess(listed, "reading the newest messages (GET /messages)");
    return { ex: listed, messages: Array.isArray(body.messages) ? (body.messages as Body[]) : [] };
  }
  const list = await caller.call("GET /streams");
  const channels = expectSuccess(list, "listing channels (GET /streams) for their first messages").streams;
  const ids = (Array.isArray(channels) ? channels : []).map((c) => (c as Body).first_message_id).filter((id): id is number => Number.isInteger(id));
  const messages: Body[] = [];
  let ex: Exchange = list;
  for (const id of ids.slice(0, count)) {
    const read = await caller.call(GET, { path: { message_id: id }, query });
    ex = read;
    const message = bodyObject(read.response)?.message;
    if (message && typeof message === "object") messages.push(message as Body);
  }
  return { ex, messages };
}
