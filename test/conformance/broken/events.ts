// Broken servers for the events rules: the reference server with exactly one behaviour changed, one per rule.
// Servers whose rule waits for events answer blocking polls quickly (a short heartbeat), so that a missing event
// costs a fraction of a second.
import { isOperation, jsonResponse, type Breakage } from "../support/reference.ts";
import { success, type BrokenCase } from "../support/prove.ts";

const EVENTS = "GET /events";
const QUICK = { heartbeatMs: 200 };

/** Rewrites the event lists of successful GET /events answers. */
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
  "events/unknown-queue": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, EVENTS) && json?.code === "BAD_EVENT_QUEUE_ID" ? success({ events: [], queue_id: new URL(req.url).searchParams.get("queue_id") }) : res,
    },
  },
  "events/user-settings-event": { server: QUICK, breakage: rewriteEvents((events) => events.filter((e) => e.type !== "user_settings")) },
  "events/legacy-settings-events": { server: QUICK, breakage: rewriteEvents((events) => events.filter((e) => !LEGACY.has(e.type))) },
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
  "events/heartbeat": {
    server: { heartbeatMs: 300 },
    run: { slow: true },
    breakage: rewriteEvents((events) => events.filter((e) => e.type !== "heartbeat")),
  },
};
