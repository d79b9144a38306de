// Broken servers for the muting rules: the reference server with exactly one behaviour changed, one per rule.
import { formFields, isOperation, jsonResponse, type Breakage } from "../support/reference.ts";
import { RESTRICTED_GUEST, callerEmail, success, type BrokenCase } from "../support/prove.ts";
import { int32Ids, maxSafeIdAccepted } from "./_wide-ids.ts";

const MUTE = "POST /users/me/muted_users/{muted_user_id}";
const UNMUTE = "DELETE /users/me/muted_users/{muted_user_id}";
const SEND = "POST /messages";
const GET = "GET /messages/{message_id}";
/** The development realm's bot (default-bot@zulip.com). */
const BOT_ID = "9";

const lastSegment = (req: Request) => new URL(req.url).pathname.split("/").pop()!;

/**
 * Messages whose `read` flag the server "forgets" for the requester: `pick` decides from the mute state at sending
 * time (true: sent while the sender's recipient had muted them) whether a message is one of them.
 */
function unreadWhen(pick: (sentWhileMuted: boolean) => boolean, onlyType?: string): Breakage {
  const muting = new Set<string>(); // "<muter email>" while that account has muted someone
  const forgotten = new Set<string>(); // message IDs
  const sentBefore = new Set<string>(); // message IDs sent while nobody was muted
  return {
    response: async (req, res, json) => {
      if (json?.result !== "success") return res;
      const email = callerEmail(req) ?? "";
      if (onlyType !== undefined && isOperation(req, SEND) && (await formFields(req)).type !== onlyType) return res;
      if (isOperation(req, MUTE)) {
        muting.add(email);
        if (pick(false)) for (const id of sentBefore) forgotten.add(id);
      } else if (isOperation(req, UNMUTE)) {
        muting.delete(email);
        sentBefore.clear();
      } else if (isOperation(req, SEND)) {
        if (muting.size > 0) {
          if (pick(true)) forgotten.add(String(json.id));
        } else sentBefore.add(String(json.id));
      } else if (isOperation(req, GET) && forgotten.has(lastSegment(req)) && Array.isArray(json.message?.flags)) {
        return jsonResponse({ ...json, message: { ...json.message, flags: json.message.flags.filter((f: string) => f !== "read") } }, res);
      }
      return res;
    },
  };
}

export const BROKEN: Record<string, BrokenCase> = {
  "muting/mute-state-table": {
    // Muting again succeeds.
    breakage: { response: (req, res, json) => (isOperation(req, MUTE) && json?.msg === "User already muted" ? success() : res) },
    also: [
      // IDs read as 32-bit integers: 2^32 + N is object N.
      { wrap: int32Ids() },
      // Muting oneself (the later error row) succeeds.
      { breakage: { response: (req, res, json) => (isOperation(req, MUTE) && json?.msg === "Cannot mute self" ? success() : res) } },
      // Only 2^53 - 1 (a later edge) is "muted".
      { breakage: maxSafeIdAccepted(MUTE) },
    ],
  },
  "muting/mute-bot-allowed": {
    breakage: { request: (req) => (isOperation(req, MUTE) && lastSegment(req) === BOT_ID ? jsonResponse({ result: "error", msg: "No such user", code: "BAD_REQUEST" }, undefined, 400) : undefined) },
  },
  "muting/mute-bot-refused-before-188": {
    server: { featureLevel: 187 },
    breakage: { response: (req, res, json) => (isOperation(req, MUTE) && lastSegment(req) === BOT_ID && json?.result === "error" ? success() : res) },
  },
  "muting/mute-marks-messages-read": {
    // Messages sent before the mute stay unread.
    breakage: unreadWhen((whileMuted) => !whileMuted),
    // Only channel messages stay unread (both kinds are tried every run).
    also: [{ breakage: unreadWhen((whileMuted) => !whileMuted, "stream") }],
  },
  "muting/muted-future-messages-read": {
    // Messages sent while muted arrive unread.
    breakage: unreadWhen((whileMuted) => whileMuted),
    // Only channel messages arrive unread (both kinds are tried every run).
    also: [{ breakage: unreadWhen((whileMuted) => whileMuted, "stream") }],
  },
  "muting/mute-marks-only-that-user": {
    // Muting marks every topic with unread messages of the requester read, not only the muted user's messages.
    wrap: (fetch) => async (req) => {
      if (!isOperation(req, MUTE)) return fetch(req);
      const auth = req.headers.get("authorization") ?? "";
      const res = await fetch(req);
      const call = (method: string, path: string, params: Record<string, string>) => {
        const url = new URL(`http://conformance.test/api/v1${path}`);
        const init: RequestInit = { method, headers: { authorization: auth } };
        if (method === "GET") for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
        else {
          init.body = new URLSearchParams(params).toString();
          (init.headers as Record<string, string>)["content-type"] = "application/x-www-form-urlencoded";
        }
        return fetch(new Request(url, init)).then((r) => r.json());
      };
      const recent = await call("GET", "/messages", { anchor: "newest", num_before: "30", num_after: "0" });
      const topics = new Set<string>();
      for (const m of recent.messages ?? []) if (m.stream_id && !m.flags?.includes("read")) topics.add(JSON.stringify([m.stream_id, m.subject]));
      for (const t of topics) {
        const [stream_id, topic_name] = JSON.parse(t);
        await call("POST", "/mark_topic_as_read", { stream_id: String(stream_id), topic_name });
      }
      return res;
    },
    // Muting is answered and not done: the muted user's message (the first case) stays unread.
    also: [{ breakage: { request: (req) => (isOperation(req, MUTE) ? success() : undefined) } }],
  },
  "muting/mute-inaccessible-user": {
    server: RESTRICTED_GUEST.server,
    setup: RESTRICTED_GUEST.setup,
    // Anyone may be muted, accessible or not.
    breakage: { request: (req) => (isOperation(req, MUTE) && callerEmail(req) === "polonius@zulip.com" ? success() : undefined) },
    // Only the administrator (the last inaccessible account) may be muted (every one is tried every run).
    also: [{ breakage: { request: (req) => (isOperation(req, MUTE) && callerEmail(req) === "polonius@zulip.com" && new URL(req.url).pathname.endsWith("/2") ? success() : undefined) } }],
  },
  "muting/mute-deactivated-user": {
    // Deactivated users are looked up as if they did not exist (an implementer who forgot allow_deactivated): the
    // mute never reaches the server, so the state stays "not muted".
    wrap: (fetch) => {
      const deactivated = new Set<string>();
      return async (req) => {
        const path = new URL(req.url).pathname.split("/");
        if (isOperation(req, MUTE) && deactivated.has(path.at(-1)!)) return jsonResponse({ result: "error", msg: "No such user", code: "BAD_REQUEST" }, undefined, 400);
        const res = await fetch(req);
        if (res.ok && isOperation(req, "DELETE /users/{user_id}")) deactivated.add(path.at(-1)!);
        if (res.ok && isOperation(req, "POST /users/{user_id}/reactivate")) deactivated.delete(path.at(-2)!);
        return res;
      };
    },
  },
};
