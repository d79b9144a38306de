// Broken servers for the events rules: the reference server with exactly one behaviour changed, one per rule.
// Servers whose rule waits for events answer blocking polls quickly (a short heartbeat), so that a missing event
// costs a fraction of a second.
import { formFields, isOperation, jsonResponse, type Breakage, type Fetch } from "../support/reference.ts";
import { RESTRICTED_GUEST, callerEmail, success, type BrokenCase } from "../support/prove.ts";
import { devApiKey } from "../support/dev-keys.ts";
import { HEARTBEAT_MS } from "../../../server/config.ts";

const EVENTS = "GET /events";
const QUICK = { heartbeatMs: 200 };

/**
 * A blocking GET /events that finds events already queued (a dont_block look first; events stay until acknowledged)
 * answers them only when the heartbeat is due, or when the client gives up (its abort ends the wait, so no timer
 * outlives the test).
 */
function holdQueuedUntilHeartbeat(fetch: Fetch): Fetch {
  return async (req) => {
    const url = new URL(req.url);
    if (!isOperation(req, EVENTS) || url.searchParams.get("dont_block") === "true") return fetch(req);
    url.searchParams.set("dont_block", "true");
    const queued = await fetch(new Request(url, req));
    const json = await queued.clone().json().catch(() => undefined);
    if (!Array.isArray(json?.events) || json.events.length === 0) return fetch(req);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, HEARTBEAT_MS);
      req.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
    });
    return queued;
  };
}

/** Rewrites the event lists of successful GET /events answers. */
/** language_name as the language's own name (Deutsch for de), not its English one. */
function nativeLanguageNames(): Breakage {
  const native: Record<string, string> = { German: "Deutsch", Spanish: "Español", French: "Français", English: "English (US)" };
  return rewriteEvents((events) => events.map((e) => (typeof e.language_name === "string" ? { ...e, language_name: native[e.language_name] ?? `${e.language_name} (native)` } : e)));
}

function rewriteEvents(change: (events: any[]) => any[]): Breakage {
  return {
    response: (req, res, json) => (isOperation(req, EVENTS) && Array.isArray(json?.events) ? jsonResponse({ ...json, events: change(json.events) }, res) : res),
  };
}

/** A subscription event with one entry carrying `extra`, put before every drafts event (the rules' fence). */
/** Every entry of the server's own subscription events, with `extra` added. */
function subscriptionEntryWith(extra: Record<string, unknown>): Breakage {
  return rewriteEvents((events) =>
    events.map((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map((s: object) => ({ ...s, ...extra })) } : e)),
  );
}

const LEGACY = new Set(["update_display_settings", "update_global_notifications"]);
const GUEST = "polonius@zulip.com";
const OTHER_MEMBER = "othello@zulip.com";

/** Rewrites the event lists of successful GET /events answers to one account. */
function rewriteEventsOf(email: string, change: (events: any[]) => any[]): Breakage {
  return {
    response: (req, res, json) =>
      isOperation(req, EVENTS) && callerEmail(req) === email && Array.isArray(json?.events) ? jsonResponse({ ...json, events: change(json.events) }, res) : res,
  };
}

/** `extra(e)` put before every drafts event (a rule's fence) of the lists `rewrite` reaches. */
const beforeDrafts = (extra: (e: any) => any[]) => (events: any[]) => events.flatMap((e) => (e.type === "drafts" ? [...extra(e), e] : [e]));

/** Rewrites the form of requests to `op` before the reference server reads them. */
function rewriteForm(op: string, change: (fields: Record<string, string>, req: Request) => Record<string, string>): (fetch: Fetch) => Fetch {
  return (fetch) => async (req) => {
    if (!isOperation(req, op)) return fetch(req);
    const fields = change(await formFields(req.clone()), req);
    const headers = new Headers(req.headers);
    headers.set("content-type", "application/x-www-form-urlencoded");
    headers.delete("content-length");
    return fetch(new Request(req.url, { method: req.method, headers, body: new URLSearchParams(fields).toString() }));
  };
}

/** The last full name an administrator set with PATCH /users/{user_id}: the breakage below forges its event. */
function forgedFullNameEvent(): Breakage {
  let last: { user_id: number; full_name: string } | undefined;
  return {
    request: async (req) => {
      if (isOperation(req, "PATCH /users/{user_id}")) {
        const f = await formFields(req);
        if (f.full_name !== undefined) last = { user_id: Number(new URL(req.url).pathname.split("/").pop()), full_name: f.full_name };
      }
      return undefined;
    },
    response: rewriteEventsOf(GUEST, beforeDrafts((e) => (last ? [{ id: e.id, type: "realm_user", op: "update", person: { ...last } }] : []))).response,
  };
}

export const BROKEN: Record<string, BrokenCase> = {
  "events/dont-block-returns": {
    // dont_block ignored: the poll waits, longer than the per-request timeout of both runs.
    run: { timeoutMs: 1500 },
    breakage: {
      request: async (req) => {
        if (isOperation(req, EVENTS) && new URL(req.url).searchParams.get("dont_block") === "true") await new Promise((r) => setTimeout(r, 2500));
        return undefined;
      },
    },
  },
  "events/id-and-type": { server: QUICK, breakage: rewriteEvents((events) => events.map((e) => ({ ...e, id: String(e.id) }))) },
  "events/ids-increase": { server: QUICK, breakage: rewriteEvents((events) => [...events].reverse()) },
  // A queue_id the server never gave out is answered with success and no events. The queues given out are those of
  // successful answers (POST /register, GET /events registering), so the error is recognised on a server sending
  // the seed's codes and generic texts alone too; the count is per server (wrap runs once per server made).
  "events/unknown-queue": {
    wrap: (fetch) => {
      const given = new Set<string>();
      return async (req) => {
        const queue = isOperation(req, EVENTS) ? new URL(req.url).searchParams.get("queue_id") : null;
        const res = await fetch(req);
        const json = await res.clone().json().catch(() => undefined);
        if (json?.result === "success" && typeof json.queue_id === "string") given.add(json.queue_id);
        return queue !== null && !given.has(queue) && json?.result === "error" ? success({ events: [], queue_id: queue }) : res;
      };
    },
  },
  "events/user-settings-event": {
    server: QUICK,
    breakage: rewriteEvents((events) => events.filter((e) => e.type !== "user_settings")),
    // Only the second setting changed (the spec's second boolean, dense_mode) goes unannounced: both are read.
    also: [{ breakage: rewriteEvents((events) => events.filter((e) => !(e.type === "user_settings" && e.property === "dense_mode"))) }],
  },
  "events/legacy-settings-events": {
    server: QUICK,
    breakage: rewriteEvents((events) => events.filter((e) => !LEGACY.has(e.type))),
    // Only the notification kind goes unannounced: a setting of each kind is read.
    also: [{ breakage: rewriteEvents((events) => events.filter((e) => e.type !== "update_global_notifications")) }],
  },
  "events/legacy-settings-only-without-capability": {
    server: QUICK,
    breakage: rewriteEvents((events) =>
      events.flatMap((e) => (e.type === "user_settings" ? [e, { id: e.id, type: "update_display_settings", user: "hamlet@zulip.com", setting_name: e.property, setting: e.value }] : [e])),
    ),
  },
  "events/realm-user-update-forms": {
    server: QUICK,
    breakage: rewriteEvents((events) =>
      events.map((e) =>
        e.type === "realm_user" && e.person?.custom_profile_field ? { ...e, person: { ...e.person, custom_profile_field: { ...e.person.custom_profile_field, value: 42 } } } : e,
      ),
    ),
  },
  "events/subscription-no-email-address": { server: QUICK, breakage: subscriptionEntryWith({ email_address: "denmark.abc@zulip.example" }) },
  "events/subscription-no-role": { server: QUICK, breakage: subscriptionEntryWith({ role: 50 }) },
  // The pre-222 form on a newest-level server: op remove / op add instead of the is_active update form.
  "events/deactivation-event-form": {
    server: QUICK,
    breakage: rewriteEvents((events) =>
      events.map((e) => (e.type === "realm_user" && e.op === "update" && typeof e.person?.is_active === "boolean" ? { ...e, op: e.person.is_active ? "add" : "remove" } : e)),
    ),
  },
  // The 222 form on a level-221 server.
  "events/deactivation-event-before-222": {
    server: { ...QUICK, featureLevel: 221 },
    breakage: rewriteEvents((events) =>
      events.map((e) => (e.type === "realm_user" && (e.op === "remove" || e.op === "add") ? { ...e, op: "update", person: { user_id: e.person?.user_id, is_active: e.op === "add" } } : e)),
    ),
  },
  // The audience before the narrowing, on a newest-level server: a guest that cannot access the modified user gets
  // its realm_user event.
  "events/realm-user-audience": { server: { ...QUICK, ...RESTRICTED_GUEST.server }, setup: RESTRICTED_GUEST.setup, breakage: forgedFullNameEvent() },
  // The narrowed audience on a level-227 server: the guest that cannot access the modified user gets nothing.
  "events/realm-user-audience-before-228": {
    server: { ...QUICK, featureLevel: 227, ...RESTRICTED_GUEST.server },
    setup: RESTRICTED_GUEST.setup,
    breakage: rewriteEventsOf(GUEST, (events) => events.filter((e) => e.type !== "realm_user")),
  },
  // Another member's queue also gets a drafts event for every draft (as if drafts events went to every user).
  "events/drafts-audience": { server: QUICK, breakage: rewriteEventsOf(OTHER_MEMBER, beforeDrafts((e) => [{ ...e }])) },
  "events/user-settings-audience": {
    server: QUICK,
    breakage: rewriteEventsOf(OTHER_MEMBER, beforeDrafts((e) => [{ id: e.id, type: "user_settings", op: "update", property: "high_contrast_mode", value: true }])),
  },
  // The subscribed member's clients get no subscription event with the new subscription.
  "events/subscription-audience": { server: QUICK, breakage: rewriteEventsOf("hamlet@zulip.com", (events) => events.filter((e) => !(e.type === "subscription" && Array.isArray(e.subscriptions)))) },
  // Entries carry subscribers whatever include_subscribers says (what the reference server did before).
  "events/subscription-subscribers-only-if-requested": {
    server: QUICK,
    breakage: rewriteEvents((events) =>
      events.map((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map((s: any) => ({ subscribers: [], ...s })) } : e)),
    ),
  },
  "events/subscription-entry-fields": {
    server: QUICK,
    breakage: rewriteEvents((events) =>
      events.map((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map((s: any) => ({ ...s, in_home_view: s.is_muted })) } : e)),
    ),
    // Removals carry only name and stream_id (additions right): the entries of leaving are read too.
    also: [
      {
        breakage: rewriteEvents((events) =>
          events.map((e) => (e.type === "subscription" && e.op === "remove" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map((s: any) => ({ name: s.name, stream_id: s.stream_id })) } : e)),
        ),
      },
    ],
  },
  // event_types is not honoured: every queue gets every event type.
  "events/event-types-filter": {
    server: QUICK,
    wrap: rewriteForm("POST /register", (f) => {
      const { event_types: _dropped, ...rest } = f;
      return rest;
    }),
  },
  // typing refused at registration, by Zulip's POST /register and by the seed's GET /events without queue_id alike.
  "events/register-every-listed-type": {
    breakage: {
      request: async (req) => {
        const seedWay = isOperation(req, "GET /events") && !new URL(req.url).searchParams.has("queue_id");
        if (!isOperation(req, "POST /register") && !seedWay) return undefined;
        const types = JSON.parse((seedWay ? new URL(req.url).searchParams.get("event_types") : (await formFields(req)).event_types) ?? "[]");
        return types.includes("typing") ? jsonResponse({ result: "error", msg: "Invalid event type: typing", code: "BAD_REQUEST" }, undefined, 400) : undefined;
      },
    },
  },
  // last_event_id is not read: every queued event comes back.
  "events/last-event-id": {
    server: QUICK,
    wrap: (fetch) => (req) => {
      if (!isOperation(req, EVENTS)) return fetch(req);
      const url = new URL(req.url);
      url.searchParams.delete("last_event_id");
      return fetch(new Request(url, req));
    },
  },
  "events/register-through-get-events": {
    breakage: {
      request: (req) =>
        isOperation(req, EVENTS) && !new URL(req.url).searchParams.has("queue_id") ? jsonResponse({ result: "error", msg: "Missing 'queue_id' argument", code: "BAD_REQUEST" }, undefined, 400) : undefined,
    },
  },
  "events/user-settings-language-name": {
    server: QUICK,
    breakage: rewriteEvents((events) => events.map(({ language_name: _dropped, ...e }) => e)),
    // language_name a non-empty string, but not the English name of the language set (its own name, as Zulip's).
    also: [{ breakage: nativeLanguageNames() }],
  },
  // language_name in every update_display_settings event, not only default_language's.
  "events/legacy-language-name": {
    server: QUICK,
    breakage: rewriteEvents((events) => events.map((e) => (e.type === "update_display_settings" ? { language_name: "English", ...e } : e))),
    also: [{ breakage: nativeLanguageNames() }],
  },
  "events/person-timezone": {
    server: QUICK,
    breakage: rewriteEvents((events) => events.map((e) => (e.type === "realm_user" && e.person?.timezone !== undefined ? { ...e, person: { ...e.person, timezone: undefined } } : e))),
    // The deprecated email the form lists is left out.
    also: [{ breakage: rewriteEvents((events) => events.map((e) => (e.type === "realm_user" && e.person?.timezone !== undefined ? { ...e, person: { ...e.person, email: undefined } } : e))) }],
  },
  "events/role-change-event": { server: QUICK, breakage: rewriteEvents((events) => events.filter((e) => !(e.type === "realm_user" && e.person?.role !== undefined))) },
  "events/blocking-poll-returns-at-event": {
    // The server's own heartbeat (Zulip's 45 s), kept by the mutation harness too: a poll held until the heartbeat
    // must outlast the suite's ordinary request timeout, as on a real server.
    server: { heartbeatMs: HEARTBEAT_MS },
    run: { timeoutMs: 2_000 },
    // Every GET /events answered as if dont_block were set: the blocking poll returns at once, with no events.
    wrap: (fetch) => (req) => {
      if (!isOperation(req, EVENTS)) return fetch(req);
      const url = new URL(req.url);
      url.searchParams.set("dont_block", "true");
      return fetch(new Request(url, req));
    },
    // A blocking poll with an event already queued held until the heartbeat, then answered with that event.
    also: [{ wrap: holdQueuedUntilHeartbeat }],
  },
  // Queues not tied to their user: the second member's GET /events is answered as the first member's.
  "events/queue-of-another-user": {
    wrap: (fetch) => (req) => {
      if (!isOperation(req, EVENTS) || callerEmail(req) !== OTHER_MEMBER) return fetch(req);
      const headers = new Headers(req.headers);
      headers.set("authorization", `Basic ${Buffer.from(`hamlet@zulip.com:${devApiKey("hamlet@zulip.com")}`).toString("base64")}`);
      return fetch(new Request(req.url, { method: req.method, headers }));
    },
  },
  "events/heartbeat": {
    server: { heartbeatMs: 300 },
    run: { slow: true },
    breakage: rewriteEvents((events) => events.filter((e) => e.type !== "heartbeat")),
    // A heartbeat at once instead of blocking.
    also: [{ server: { heartbeatMs: 0 } }],
  },
};
