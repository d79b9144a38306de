// Not a rule: reading messages for the message rules: one by ID (GET /messages/{message_id}), a window of the
// newest the requester can read (GET /messages, Zulip's, beyond the seed), and, where the server offers neither
// POST /messages nor GET /messages, the messages that already exist, found by ID with the seed's own operations
// (a capability gap skips only the assertions that need a message of a kind or content the server holds none of).
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
 * seed's own pointers (x-seed-fallback): the messages found by ID from the channels' first_message_id upward
 * (foundMessages), the last `count` of them; `ex` is then the last of those reads.
 */
export async function newestMessages(caller: Caller, count = 100, query: Body = {}): Promise<{ ex: Exchange; messages: Body[] }> {
  const listed = await ifOffered(() => caller.call(LIST, { query: { anchor: "newest", num_before: count, num_after: 0, ...query } }));
  if (listed) {
    const body = expectSuccess(listed, "reading the newest messages (GET /messages)");
    return { ex: listed, messages: Array.isArray(body.messages) ? (body.messages as Body[]) : [] };
  }
  const found = (await foundMessages(caller, query)).slice(-count);
  if (!found.length) return { ex: (await caller.call("GET /streams")), messages: [] };
  return { ex: found[found.length - 1].ex, messages: found.map((f) => f.message) };
}

/** How many IDs the search for existing messages reads at most, and how many unreadable ones in a row past the channels' first messages end it. */
const SCAN_BUDGET = 48;
const SCAN_GAP = 8;

export interface Found {
  id: number;
  message: Body;
  /** raw_content of the answer. */
  raw: unknown;
  ex: Exchange;
}

const scans = new WeakMap<Caller, Map<string, Promise<Found[]>>>();

/**
 * Messages `caller` can read that already exist, found with the seed's own operations alone: from the lowest of
 * the channels' first_message_id (GET /streams, the spec's x-seed-fallback of GET /messages) upward, each ID read
 * with GET /messages/{message_id} (IDs are unique integers; an ID the caller cannot read, or that names no message,
 * is passed over), until SCAN_BUDGET IDs are read or SCAN_GAP in a row past the highest first message are not
 * readable. Read once per caller and query in a rule (cached); direct messages are found this way too.
 */
export function foundMessages(caller: Caller, query: Body = {}): Promise<Found[]> {
  const byQuery = scans.get(caller) ?? new Map<string, Promise<Found[]>>();
  scans.set(caller, byQuery);
  const key = JSON.stringify(query);
  if (!byQuery.has(key)) byQuery.set(key, scan(caller, query));
  return byQuery.get(key)!;
}

async function scan(caller: Caller, query: Body): Promise<Found[]> {
  const firsts = (await channelFirsts(caller)).map((c) => c.first);
  if (!firsts.length) return [];
  const [low, high] = [Math.min(...firsts), Math.max(...firsts)];
  const out: Found[] = [];
  let misses = 0;
  for (let id = low; id < low + SCAN_BUDGET && !(id > high && misses >= SCAN_GAP); id++) {
    const ex = await caller.call(GET, { path: { message_id: id }, query });
    const body = bodyObject(ex.response);
    const message = body?.result === "success" ? body.message : undefined;
    if (message && typeof message === "object") {
      misses = 0;
      out.push({ id, message: message as Body, raw: body!.raw_content, ex });
    } else misses++;
  }
  return out;
}

/** The channels `caller` sees (GET /streams) that have a first message, with its ID. */
export async function channelFirsts(caller: Caller): Promise<{ channel: Body; first: number }[]> {
  const list = await caller.call("GET /streams");
  const channels = expectSuccess(list, "listing channels (GET /streams) for their first messages").streams;
  return (Array.isArray(channels) ? (channels as Body[]) : []).filter((c) => Number.isInteger(c.first_message_id)).map((c) => ({ channel: c, first: c.first_message_id as number }));
}

/** A direct message by its type or its recipient list (either may be what a broken server got wrong). */
export const isDirect = (m: Body): boolean => m.type === "private" || Array.isArray(m.display_recipient);
