// Beyond the seed: GET /messages, Zulip's message window around an anchor, restricted by a narrow. Zulip's clients
// read messages with it (zulip-js messages.retrieve, the Python client's get_messages). The window and the found_*
// flags follow Zulip's post_process_limited_query; the narrow operators are the common ones of Zulip's search.
import { all, stmt } from "../db/sql.ts";
import { recipientUserIds, userMessage, type MessageRow } from "../db/repos/messages.ts";
import { streamById, streamByName, type StreamRow } from "../db/repos/streams.ts";
import { userByEmail, userById, type UserRow } from "../db/repos/users.ts";
import type { Ctx, Route } from "../http/context.ts";
import { canAccessStreamContent, canSeeMessage } from "../realm/access.ts";
import { messageObject } from "../render/message.ts";

/** Zulip's LARGER_THAN_MAX_MESSAGE_ID: the anchor `newest` stands for. */
export const NEWEST_ANCHOR = 10_000_000_000_000_000;
const MAX_MESSAGES_PER_FETCH = 5000;

const FETCH = "GET /messages";

/** Whether the level has a narrow operator (Zulip renamed stream to channel, pm-with to dm). */
const hasOperator = (ctx: Ctx, name: string) => ctx.spec.present(`${FETCH} query.narrow[].operator=${name}`);

const badNarrow = (ctx: Ctx, reason: string) => ctx.error("bad-narrow", { reason });

/** Zulip's parse_anchor_value: null stands for first_unread. */
function parseAnchor(ctx: Ctx, raw: string | undefined, useFirstUnread: boolean): number | null {
  if (useFirstUnread) return null;
  if (raw === undefined) throw ctx.error("missing-anchor");
  if (raw === "oldest") return 0;
  if (raw === "newest") return NEWEST_ANCHOR;
  if (raw === "first_unread") return null;
  const n = raw.trim() === "" ? NaN : Number(raw);
  if (!Number.isFinite(n)) throw ctx.error("invalid-anchor");
  const id = Math.trunc(n);
  return id < 0 ? 0 : Math.min(id, NEWEST_ANCHOR);
}

interface Term {
  operator: string;
  operand: unknown;
  negated: boolean;
}

function terms(narrow: unknown[] | undefined): Term[] {
  return (narrow ?? []).map((t: any) =>
    Array.isArray(t) ? { operator: String(t[0]), operand: t[1], negated: false } : { operator: t.operator, operand: t.operand, negated: !!t.negated },
  );
}

type Predicate = (m: MessageRow) => boolean;

function channelOf(ctx: Ctx, operand: unknown): StreamRow {
  const s = typeof operand === "number" ? streamById(ctx.db, operand) : typeof operand === "string" ? streamByName(ctx.db, operand) : undefined;
  if (!s || !canAccessStreamContent(ctx, ctx.me, s)) throw badNarrow(ctx, "unknown channel");
  return s;
}

function userOf(ctx: Ctx, operand: unknown): UserRow {
  const u = typeof operand === "number" ? userById(ctx.db, operand) : typeof operand === "string" ? userByEmail(ctx.db, operand.trim()) : undefined;
  if (!u) throw badNarrow(ctx, "unknown user");
  return u;
}

/** The users of a dm operand: a list of IDs, or emails separated by commas. */
function dmUsers(ctx: Ctx, operand: unknown): UserRow[] {
  const list = Array.isArray(operand) ? operand : typeof operand === "string" ? operand.split(",") : [operand];
  return list.map((x) => userOf(ctx, x));
}

function predicate(ctx: Ctx, t: Term): Predicate {
  const { db, me } = ctx;
  const op = t.operator;
  const operand = t.operand;
  const text = typeof operand === "string" ? operand.toLowerCase() : String(operand);
  switch (op) {
    case "channel":
    case "stream": {
      if (!hasOperator(ctx, op)) break;
      const s = channelOf(ctx, operand);
      return (m) => m.stream_id === s.id;
    }
    case "channels":
    case "streams": {
      if (!hasOperator(ctx, op)) break;
      if (operand !== "public") throw badNarrow(ctx, `invalid channels operand ${String(operand)}`);
      return (m) => m.stream_id !== null && streamById(db, m.stream_id)?.invite_only === 0;
    }
    case "topic":
    case "subject":
      return (m) => m.stream_id !== null && m.subject.toLowerCase() === text;
    case "sender": {
      const u = operand === "me" ? me : userOf(ctx, operand);
      return (m) => m.sender_id === u.id;
    }
    case "dm":
    case "pm-with": {
      if (!hasOperator(ctx, op)) break;
      const ids = new Set([me.id, ...dmUsers(ctx, operand).map((u) => u.id)]);
      return (m) => {
        if (m.stream_id !== null) return false;
        const got = new Set(recipientUserIds(db, m.recipient_id));
        return got.size === ids.size && [...ids].every((id) => got.has(id));
      };
    }
    case "id":
      return (m) => m.id === Number(operand);
    case "near":
      return () => true; // a hint for the anchor, not a filter (as in Zulip)
    case "search": {
      const words = text.split(/\s+/).filter(Boolean);
      return (m) => words.every((w) => m.content.toLowerCase().includes(w) || m.subject.toLowerCase().includes(w));
    }
    case "has": {
      const needle = { link: "http", attachment: "/user_uploads/", image: "/user_uploads/" }[text];
      if (!needle) throw badNarrow(ctx, `unknown 'has' operand ${text}`);
      return (m) => m.content.includes(needle);
    }
    case "is": {
      const flag = (name: "read" | "starred" | "mentioned" | "has_alert_word") => (m: MessageRow) => !!userMessage(db, me.id, m.id)?.[name];
      switch (text) {
        case "dm":
          if (!hasOperator(ctx, "dm")) break; // is:dm came with the dm operator
          return (m) => m.stream_id === null;
        case "private":
          return (m) => m.stream_id === null;
        case "unread": {
          const read = flag("read");
          return (m) => !!userMessage(db, me.id, m.id) && !read(m);
        }
        case "starred":
          return flag("starred");
        case "mentioned":
          return flag("mentioned");
        case "alerted":
          return flag("has_alert_word");
      }
      throw badNarrow(ctx, `unknown 'is' operand ${text}`);
    }
  }
  throw badNarrow(ctx, `unknown operator ${op}`);
}

/**
 * The messages a narrow can show, read lazily in ID order from `from` (ascending: IDs above it; descending: IDs at
 * or below it), so a window reads about as many rows as it returns whatever the history's length: a channel narrow
 * reads the channel's history the requester may see (Zulip's ok_to_include_history); any other narrow reads the
 * messages the requester received. Both queries are ordered by an index (no sort of the whole history first).
 */
function* candidates(ctx: Ctx, narrow: Term[], from: number, direction: "asc" | "desc"): Generator<MessageRow> {
  const { db, me } = ctx;
  const channel = narrow.find((t) => !t.negated && (t.operator === "stream" || t.operator === "channel"));
  const asc = direction === "asc";
  if (channel) {
    const s = channelOf(ctx, channel.operand);
    const sql = asc ? "SELECT * FROM messages WHERE stream_id = ? AND id > ? ORDER BY id" : "SELECT * FROM messages WHERE stream_id = ? AND id <= ? ORDER BY id DESC";
    for (const m of stmt(db, sql).iterate(s.id, from) as IterableIterator<MessageRow>) if (canSeeMessage(ctx, me, m)) yield m;
    return;
  }
  const sql = asc
    ? "SELECT m.* FROM user_messages um JOIN messages m ON m.id = um.message_id WHERE um.user_id = ? AND um.message_id > ? ORDER BY um.message_id"
    : "SELECT m.* FROM user_messages um JOIN messages m ON m.id = um.message_id WHERE um.user_id = ? AND um.message_id <= ? ORDER BY um.message_id DESC";
  yield* stmt(db, sql).iterate(me.id, from) as IterableIterator<MessageRow>;
}

/** Up to `n` rows of `rows` that pass every test (the iteration stops there). */
function take(rows: Iterable<MessageRow>, tests: ((m: MessageRow) => boolean)[], n: number): MessageRow[] {
  const out: MessageRow[] = [];
  if (n <= 0) return out;
  for (const m of rows) {
    if (!tests.every((test) => test(m))) continue;
    out.push(m);
    if (out.length >= n) break;
  }
  return out;
}

function getMessages(ctx: Ctx) {
  const { db, me, params: p } = ctx;
  let anchor = parseAnchor(ctx, p.anchor, p.use_first_unread_anchor ?? false);
  const numBefore: number = p.num_before;
  const numAfter: number = p.num_after;
  if (numBefore + numAfter > MAX_MESSAGES_PER_FETCH) throw ctx.error("too-many-messages");
  const narrow = terms(p.narrow);
  const tests = narrow.map((t) => {
    const test = predicate(ctx, t);
    return t.negated ? (m: MessageRow) => !test(m) : test;
  });
  if (anchor === null) {
    const unread = take(candidates(ctx, narrow, -1, "asc"), [...tests, (m) => !!userMessage(db, me.id, m.id) && !userMessage(db, me.id, m.id)!.read], 1)[0];
    anchor = unread ? unread.id : NEWEST_ANCHOR;
  }
  const includeAnchor: boolean = p.include_anchor ?? true;
  const toLeft = anchor === 0;
  const toRight = anchor === NEWEST_ANCHOR;
  // Before: IDs below the anchor (at or below it for newest), the nearest numBefore, oldest first.
  const before = take(candidates(ctx, narrow, toRight ? anchor : anchor - 1, "desc"), tests, numBefore).reverse();
  const anchorRows = toRight || !includeAnchor ? [] : take(candidates(ctx, narrow, anchor, "desc"), tests, 1).filter((m) => m.id === anchor);
  const after = toRight ? [] : take(candidates(ctx, narrow, anchor, "asc"), tests, numAfter);
  const options = { applyMarkdown: p.apply_markdown ?? true, clientGravatar: p.client_gravatar };
  return {
    anchor,
    found_newest: toRight || after.length < numAfter,
    found_oldest: toLeft || before.length < numBefore,
    found_anchor: anchorRows.length === 1,
    history_limited: false,
    messages: [...before, ...anchorRows, ...after].map((m) => messageObject(ctx, me, m, options)),
  };
}

export const routes: Route[] = [{ op: FETCH, handler: getMessages }];
