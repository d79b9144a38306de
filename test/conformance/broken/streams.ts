// Broken servers for the channel rules: the reference server with exactly one behaviour changed, one per rule.
import { callerEmail, type BrokenCase } from "../support/prove.ts";
import { formFields, isOperation, jsonResponse, type Breakage, type Fetch } from "../support/reference.ts";
import { devApiKey } from "../support/dev-keys.ts";
import { int32Ids, maxSafeIdAccepted } from "./_wide-ids.ts";
import { jsonDecoded } from "./_encoding.ts";

/** The request with its query rewritten. */
export function withQuery(request: Request, edit: (q: URLSearchParams) => void): Request {
  const url = new URL(request.url);
  edit(url.searchParams);
  return new Request(url, request);
}

const LIST = "GET /streams";
const GET = "GET /streams/{stream_id}";
const PATCH = "PATCH /streams/{stream_id}";

/** The request sent with another account's credentials (the development realm's deterministic keys). */
export function actingAs(request: Request, email: string): Request {
  const headers = new Headers(request.headers);
  headers.set("authorization", "Basic " + Buffer.from(`${email}:${devApiKey(email)}`).toString("base64"));
  return new Request(request, { headers });
}

/** Rewrites every channel object of GET /streams and GET /streams/{stream_id} answers. */
function mapChannels(edit: (c: Record<string, any>, request: Request) => Record<string, any>): Breakage {
  return {
    response: (req, res, json) => {
      if (json?.result !== "success") return res;
      if (isOperation(req, LIST)) return jsonResponse({ ...json, streams: json.streams.map((c: Record<string, any>) => edit(c, req)) }, res);
      if (isOperation(req, GET)) return jsonResponse({ ...json, stream: edit(json.stream, req) }, res);
      return res;
    },
  };
}

/** Subscription events of other users are copied into `who`'s next GET /events answer. */
function leakedSubscriptionEvents(who: string): Breakage {
  let pending: Record<string, unknown>[] = [];
  return {
    response: (req, res, json) => {
      if (!isOperation(req, "GET /events") || !Array.isArray(json?.events)) return res;
      if (callerEmail(req) !== who) {
        pending.push(...json.events.filter((e: Record<string, unknown>) => e.type === "subscription"));
        return res;
      }
      const events = [...pending.map((e) => ({ ...e, id: -1 })), ...json.events];
      pending = [];
      return jsonResponse({ ...json, events }, res);
    },
  };
}

/** PATCH /streams/{stream_id} answers success without doing anything when `when` holds for its form fields. */
function ignorePatch(when: (form: Record<string, string>, req: Request) => boolean): Breakage {
  return { request: async (req) => (isOperation(req, PATCH) && when(await formFields(req), req) ? success() : undefined) };
}
const error = (msg: string, code = "BAD_REQUEST") => jsonResponse({ result: "error", msg, code }, undefined, 400);
const success = (extra: Record<string, unknown> = {}) => jsonResponse({ result: "success", msg: "", ...extra }, undefined, 200);


export const BROKEN: Record<string, BrokenCase> = {
  "streams/get-stream-unknown-id": {
    breakage: { response: (req, res, json) => (isOperation(req, GET) && json?.msg === "Invalid channel ID" ? error("Channel not found") : res) },
    // IDs read as 32-bit integers: 2^32 + N is channel N; or only 2^53 - 1 (a later edge) is "found".
    // Or the seed's msg under another code than BAD_REQUEST.
    also: [{ wrap: int32Ids() }, { breakage: maxSafeIdAccepted(GET) }, { breakage: { response: (req, res, json) => (isOperation(req, GET) && json?.code === "BAD_REQUEST" ? jsonResponse({ ...json, code: "INVALID_REQUEST" }, res) : res) } }],
  },
  "streams/include-all-active-non-admin": {
    breakage: { response: (req, res, json) => (isOperation(req, LIST) && json?.msg === "User not authorized for this query" ? success({ streams: [] }) : res) },
  },
  // include_web_public is ignored (the default, false, applies).
  "streams/list-flag-combinations": {
    wrap: (fetch) => (req) => fetch(isOperation(req, LIST) ? withQuery(req, (q) => q.delete("include_web_public")) : req),
    // include_subscribed omitted is read as false, not its default true (each flag omitted is tried every run).
    also: [
      { wrap: (fetch) => (req) => fetch(isOperation(req, LIST) ? withQuery(req, (q) => void (q.has("include_subscribed") || q.set("include_subscribed", "false"))) : req) },
      // Private channels left out of every list, include_all_active too (GET /streams/{stream_id} still shows them).
      {
        breakage: {
          response: (req, res, json) => (isOperation(req, LIST) && Array.isArray(json?.streams) ? jsonResponse({ ...json, streams: json.streams.filter((c: { invite_only: boolean }) => !c.invite_only) }, res) : res),
        },
      },
    ],
  },
  // For guests include_web_public is ignored.
  "streams/list-guest-flag-combinations": {
    wrap: (fetch) => (req) => fetch(isOperation(req, LIST) && callerEmail(req) === "polonius@zulip.com" ? withQuery(req, (q) => q.delete("include_web_public")) : req),
  },
  // include_owner_subscribed is ignored.
  "streams/list-owner-subscribed-for-bots": {
    wrap: (fetch) => (req) => fetch(isOperation(req, LIST) ? withQuery(req, (q) => q.delete("include_owner_subscribed")) : req),
  },
  // is_default: false on every listed channel, include_default or not.
  "streams/is-default-only-with-include-default": {
    breakage: mapChannels((c, req) => (isOperation(req, LIST) && !("is_default" in c) ? { ...c, is_default: false } : c)),
  },
  "streams/get-stream-no-is-default": {
    breakage: mapChannels((c, req) => (isOperation(req, GET) ? { ...c, is_default: false } : c)),
  },
  // first_message_id is always null, history or not.
  "streams/channel-first-message-id": {
    breakage: mapChannels((c) => ({ ...c, first_message_id: null })),
    // Only the announce channel (listed after the others) names the first message of another channel (every
    // channel is read every run).
    also: [{ breakage: mapChannels((c) => (c.name === "announce" ? { ...c, first_message_id: 1 } : c)) }],
  },
  "streams/channel-date-created": {
    breakage: mapChannels((c) => ({ ...c, date_created: new Date(c.date_created * 1000).toISOString() })),
    // Only the announce channel read alone (a later case) says another date (every channel is read every run).
    also: [{ breakage: mapChannels((c, req) => (isOperation(req, GET) && c.name === "announce" ? { ...c, date_created: c.date_created + 1 } : c)) }],
  },
  "streams/channel-creator-id": { breakage: mapChannels((c) => ({ ...c, creator_id: 424242 })) },
  "streams/update-unknown-id": {
    breakage: ignorePatch((_, req) => Number(new URL(req.url).pathname.split("/").pop()) >= 1_000_000_000),
    // IDs read as 32-bit integers: 2^32 + N is channel N; or only 2^53 - 1 (a later edge) is "updated".
    also: [{ wrap: int32Ids() }, { breakage: maxSafeIdAccepted(PATCH) }],
  },
  // Members and moderators edit channels as if they were iago.
  "streams/update-non-admin-refused": {
    wrap: (fetch) => (req) => fetch(isOperation(req, PATCH) && ["hamlet@zulip.com", "shiva@zulip.com"].includes(callerEmail(req) ?? "") ? actingAs(req, "iago@zulip.com") : req),
    // Only a moderator's post policy change goes through (every role and change is tried every run).
    also: [
      {
        wrap: (fetch) => async (req) =>
          fetch(isOperation(req, PATCH) && callerEmail(req) === "shiva@zulip.com" && "stream_post_policy" in (await formFields(req.clone())) ? actingAs(req, "iago@zulip.com") : req),
      },
    ],
  },
  // rendered_description is the raw Markdown.
  "streams/update-description-round-trip": {
    breakage: mapChannels((c) => ({ ...c, rendered_description: c.description })),
    // A description with & comes back escaped (every kind of token is tried every run).
    also: [
      { breakage: mapChannels((c) => (typeof c.description === "string" && /[a-z]&[a-z]/.test(c.description) ? { ...c, description: c.description.replace(/&/g, "&amp;") } : c)) },
      // The description still JSON-decoded where it parses (the pre-64 encoding).
      { wrap: rewritePatch((f) => ("description" in f ? { ...f, description: jsonDecoded(f.description!) } : f)) },
    ],
  },
  "streams/update-new-name-round-trip": { breakage: ignorePatch((f) => "new_name" in f) },
  "streams/update-post-policy-round-trip": { breakage: ignorePatch((f) => f.stream_post_policy === "4") },
  // "unlimited" is read as "realm_default".
  "streams/update-retention-round-trip": {
    breakage: mapChannels((c) => ({ ...c, message_retention_days: c.message_retention_days === -1 ? null : c.message_retention_days })),
  },
  "streams/update-retention-forever-before-91": {
    server: { featureLevel: 90 },
    breakage: mapChannels((c) => ({ ...c, message_retention_days: c.message_retention_days === -1 ? null : c.message_retention_days })),
  },
  "streams/update-is-private-round-trip": {
    breakage: ignorePatch((f) => f.is_private === "true"),
    // Channel objects without invite_only (a public channel cannot be told from a private one).
    also: [{ breakage: mapChannels(({ invite_only: _i, ...c }) => c) }],
  },
  "streams/update-default-stream-round-trip": {
    breakage: ignorePatch((f) => f.is_default_stream === "false"),
    // An update without is_default_stream (the middle step) removes the channel from the defaults.
    also: [{ wrap: rewritePatch((f) => (Object.keys(f).join() === "description" ? { ...f, is_default_stream: "false" } : f)) }],
  },
  "streams/history-false-public-invalid": { breakage: ignorePatch((f) => f.history_public_to_subscribers === "false" && !("is_private" in f)) },
  "streams/history-false-not-private-invalid": {
    breakage: { request: async (req) => (isOperation(req, PATCH) && (await formFields(req)).history_public_to_subscribers === "false" ? error("Invalid channel permissions") : undefined) },
  },
  // role:owners (group 1 in the development realm) is accepted.
  "streams/can-remove-subscribers-group-refused": { breakage: ignorePatch((f) => f.can_remove_subscribers_group === "1") },
  // POST /register advertises a longer channel name than the server takes.
  "streams/update-length-limits": {
    breakage: { response: (req, res, json) => (isOperation(req, "POST /register") && json?.result === "success" ? jsonResponse({ ...json, max_stream_name_length: json.max_stream_name_length + 5 }, res) : res) },
  },
  // Permission changes of private channels go through whoever asks.
  "streams/private-permissions-need-subscription": { breakage: ignorePatch((f) => "is_private" in f) },
  // A channel listed twice.
  "streams/channel-fields": {
    breakage: { response: (req, res, json) => (isOperation(req, LIST) && Array.isArray(json?.streams) && json.streams.length ? jsonResponse({ ...json, streams: [...json.streams, json.streams[0]] }, res) : res) },
    also: [
      // Only the announce channel (a later one) lacks a field in the list (every channel is read every run).
      { breakage: mapChannels((c, req) => (isOperation(req, LIST) && c.name === "announce" ? (({ date_created: _d, ...rest }) => rest)(c) : c)) },
      // Only the announce channel read alone has another description than listed.
      { breakage: mapChannels((c, req) => (isOperation(req, GET) && c.name === "announce" ? { ...c, description: `${c.description} (alone)` } : c)) },
    ],
  },
  // "Only moderators" stored as "any user".
  "streams/post-policy-enforced": {
    wrap: rewritePatch((f) => (f.stream_post_policy === "4" ? { ...f, stream_post_policy: "1" } : f)),
    // Under "only administrators" (an earlier policy, one poster of several) only the moderator's post goes through.
    also: [
      {
        wrap: (fetch) => async (req) => {
          if (!isOperation(req, "POST /messages") || callerEmail(req) !== "shiva@zulip.com") return fetch(req);
          const to = Number((await formFields(req.clone())).to);
          const channel = (await (await fetch(new Request(`http://conformance.test/api/v1/streams/${to}`, { headers: actingAs(req, "iago@zulip.com").headers }))).json()).stream;
          return channel?.stream_post_policy === 2 ? fetch(actingAs(req, "iago@zulip.com")) : fetch(req);
        },
      },
    ],
  },
  // Some allowed system groups are "accepted" and not applied.
  "streams/can-remove-subscribers-group-every-system-group": {
    breakage: ignorePatch((f) => f.can_remove_subscribers_group !== undefined && Number(f.can_remove_subscribers_group) % 2 === 0),
    // Only an ID no group has (the last case) is "accepted" and not applied.
    also: [{ breakage: ignorePatch((f) => Number(f.can_remove_subscribers_group) >= 1000) }],
  },
  // A new description also sets the channel to retain messages forever.
  "streams/update-one-field-leaves-others": {
    wrap: rewritePatch((f) => ("description" in f ? { ...f, message_retention_days: "unlimited" } : f)),
    // A new name also clears the description (both fields are tried every run).
    also: [{ wrap: rewritePatch((f) => ("new_name" in f ? { ...f, description: "" } : f)) }],
  },
  // The 136 behaviour on a level-135 server.
  "streams/history-ignored-before-136": {
    server: { featureLevel: 135 },
    breakage: { request: async (req) => (isOperation(req, PATCH) && Object.keys(await formFields(req)).join() === "history_public_to_subscribers" ? error("Invalid parameters") : undefined) },
    // History sent with is_web_public (the later combination) is "accepted" and not applied.
    also: [{ breakage: ignorePatch((f) => "is_web_public" in f && "history_public_to_subscribers" in f) }],
  },
  // A moderator's include_all_active is answered as an administrator's.
  "streams/include-all-active-every-role": {
    wrap: (fetch) => (req) => (isOperation(req, LIST) && callerEmail(req) === "shiva@zulip.com" && new URL(req.url).searchParams.get("include_all_active") === "true" ? fetch(actingAs(req, "iago@zulip.com")) : fetch(req)),
  },
  "streams/update-is-web-public-round-trip": {
    breakage: ignorePatch((f) => "is_web_public" in f),
    // Only is_web_public false (the later value) is "accepted" and not applied.
    also: [{ breakage: ignorePatch((f) => f.is_web_public === "false") }],
  },
  // The deprecated parameter is "accepted" and not applied.
  "streams/update-announcement-only-round-trip": {
    breakage: ignorePatch((f) => "is_announcement_only" in f),
    // Only false (the later value) is "accepted" and not applied.
    also: [{ breakage: ignorePatch((f) => f.is_announcement_only === "false") }],
  },
  // No creator recorded for channels created through the API.
  "streams/creator-id-is-creator": { breakage: mapChannels((c) => ({ ...c, creator_id: null })) },
  // Web-public access always reads as enabled, web-public channels or not.
  "streams/no-web-public-channel-no-web-public-access": {
    breakage: { response: (req, res, json) => (isOperation(req, "GET /server_settings") && json?.result === "success" ? jsonResponse({ ...json, realm_web_public_access_enabled: true }, res) : res) },
  },
  // is_private=true with is_web_public=true: the channel is made private, is_web_public dropped without an error.
  "streams/private-web-public-invalid": {
    wrap: rewritePatch((f) => {
      if (f.is_private !== "true" || f.is_web_public !== "true") return f;
      const { is_web_public: _dropped, ...rest } = f;
      return rest;
    }),
  },
  // The subscription event of a user who left a channel never reaches a queue.
  "streams/leaving-sends-subscription-event": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, "GET /events") && Array.isArray(json?.events)
          ? jsonResponse({ ...json, events: json.events.filter((e: Record<string, unknown>) => !(e.type === "subscription" && e.op === "remove")) }, res)
          : res,
    },
    // The leaver's event also reaches another member's queue (the last case).
    also: [{ breakage: leakedSubscriptionEvents("othello@zulip.com") }],
  },
  // history_public_to_subscribers alone is still silently ignored (the behaviour before level 136).
  "streams/update-history-private-round-trip": { breakage: ignorePatch((f) => Object.keys(f).join() === "history_public_to_subscribers") },
  // include_default only annotates: the list is what the other flags choose, each channel marked is_default.
  "streams/include-default-adds-default-channels": {
    wrap: (fetch) => async (req) => {
      const url = new URL(req.url);
      if (!isOperation(req, LIST) || url.searchParams.get("include_default") !== "true") return fetch(req);
      const full = await (await fetch(req.clone())).json();
      const res = await fetch(withQuery(req, (q) => q.delete("include_default")));
      const json = await res.json();
      if (json?.result !== "success") return jsonResponse(json, res);
      const marked = new Map((full.streams ?? []).map((c: Record<string, unknown>) => [c.stream_id, c.is_default]));
      return jsonResponse({ ...json, streams: json.streams.map((c: Record<string, unknown>) => ({ ...c, is_default: marked.get(c.stream_id) === true })) }, res);
    },
  },
};

/** PATCH /streams/{stream_id} with its form rewritten before the reference server reads it. */
function rewritePatch(change: (f: Record<string, string>) => Record<string, string>): (fetch: Fetch) => Fetch {
  return (fetch) => async (req) => {
    if (!isOperation(req, PATCH)) return fetch(req);
    const fields = change(await formFields(req.clone()));
    const headers = new Headers(req.headers);
    headers.set("content-type", "application/x-www-form-urlencoded");
    headers.delete("content-length");
    return fetch(new Request(req.url, { method: req.method, headers, body: new URLSearchParams(fields).toString() }));
  };
}
