// Broken servers for the users rules: the reference server with exactly one behaviour changed, one per rule.
import { formFields, isOperation, jsonResponse, rewriteForm, type Breakage } from "../support/reference.ts";
import { callerEmail, success, type BrokenCase } from "../support/prove.ts";
import type { Fetch } from "../support/reference.ts";
import { int32Ids, int32IdsRefused, maxSafeIdAccepted } from "./_wide-ids.ts";
import { jsonDecoded } from "./_encoding.ts";

const ME = "GET /users/me";
const BY_ID = "GET /users/{user_id}";
const BY_EMAIL = "GET /users/{email}";
const PATCH = "PATCH /users/{user_id}";
const EVENTS = "GET /events";

/** Rewrites the `user` of successful GET /users/{user_id} and GET /users/{email} answers. */
function rewriteUser(change: (u: any, req: Request) => any, ops = [BY_ID, BY_EMAIL]): Breakage {
  return {
    response: (req, res, json) =>
      ops.some((op) => isOperation(req, op)) && json?.result === "success" && json.user ? jsonResponse({ ...json, user: change({ ...json.user }, req) }, res) : res,
  };
}

/** Rewrites successful GET /users/me answers. */
function rewriteMe(change: (me: any) => any): Breakage {
  return { response: (req, res, json) => (isOperation(req, ME) && json?.result === "success" ? jsonResponse(change({ ...json }), res) : res) };
}

/** Drops the events `drop` selects from GET /events answers. */
function dropEvents(drop: (e: any) => boolean): Breakage {
  return {
    response: (req, res, json) =>
      isOperation(req, EVENTS) && Array.isArray(json?.events) ? jsonResponse({ ...json, events: json.events.filter((e: any) => !drop(e)) }, res) : res,
  };
}

/** PATCH /users/{user_id} requests `when` selects are answered with success and not applied. */
function acceptPatchWithoutApplying(when: (fields: Record<string, string>, req: Request) => boolean): Breakage {
  return { request: async (req) => (isOperation(req, PATCH) && when(await formFields(req), req) ? success() : undefined) };
}

/** A server that honours the legacy is_admin flag on guests: the user reads as an administrator afterwards. */
function legacyAdminFlagHonoured(): Breakage {
  const promoted = new Set<string>();
  return {
    request: async (req) => {
      if (!isOperation(req, PATCH)) return undefined;
      const fields = await formFields(req);
      if (fields.is_admin !== "true") return undefined;
      promoted.add(new URL(req.url).pathname.split("/").pop()!);
      return success();
    },
    response: (req, res, json) => {
      const id = new URL(req.url).pathname.split("/").pop()!;
      if (!isOperation(req, BY_ID) || !promoted.has(id) || !json?.user) return res;
      return jsonResponse({ ...json, user: { ...json.user, is_admin: true, is_guest: false, role: 200 } }, res);
    },
  };
}

export const BROKEN: Record<string, BrokenCase> = {
  "users/own-user-flat": {
    // The own user wrapped in `user` (user_id stays at the top, as the suite's login reads it there).
    breakage: rewriteMe(({ result, msg, user_id, ...user }) => ({ result, msg, user_id, user: { user_id, ...user } })),
    // A bot's own user carries profile_data (every role is tried every run).
    also: [{ breakage: rewriteMe((me) => (me.is_bot ? { ...me, profile_data: {} } : me)) }],
  },
  "users/own-user-delivery-email": {
    breakage: rewriteMe(({ delivery_email: _dropped, ...me }) => (me.is_bot ? me : { ...me, delivery_email: _dropped })),
    // Only guests lack it (every role is tried every run).
    also: [{ breakage: rewriteMe(({ delivery_email: _dropped, ...me }) => (me.is_guest ? me : { ...me, delivery_email: _dropped })) }],
  },
  "users/get-user-by-id-and-email": {
    breakage: rewriteUser((u) => ({ ...u, full_name: `${u.full_name} (by email)` }), [BY_EMAIL]),
    // By email, client_gravatar=false is not honoured (every combination of the query is tried every run).
    also: [{ breakage: rewriteUser((u, req) => (new URL(req.url).searchParams.get("client_gravatar") === "false" ? { ...u, avatar_url: null } : u), [BY_EMAIL]) }],
  },
  "users/include-custom-profile-fields": {
    // Bots get an (empty) profile_data too.
    breakage: rewriteUser((u, req) => (u.is_bot && new URL(req.url).searchParams.get("include_custom_profile_fields") === "true" ? { ...u, profile_data: {} } : u)),
    // The parameter omitted read as true (every value is tried every run).
    also: [{ breakage: rewriteUser((u, req) => (!u.is_bot && !new URL(req.url).searchParams.has("include_custom_profile_fields") ? { ...u, profile_data: {} } : u)) }],
  },
  "users/role-flags-agree": {
    // Owners are not shown as administrators.
    breakage: rewriteUser((u) => (u.role === 100 ? { ...u, is_admin: false } : u)),
    // The guest's own GET /users/me does not say is_guest (every pair is tried every run).
    also: [{ breakage: rewriteMe((me) => (me.role === 600 ? { ...me, is_guest: false } : me)) }],
  },
  "users/bot-type-null-iff-not-bot": {
    breakage: rewriteUser((u) => (u.is_bot ? u : { ...u, bot_type: 1 })),
    // Only the guest, read by the owner, gets a bot_type (every pair is tried every run).
    also: [
      { breakage: rewriteUser((u, req) => (u.is_guest && callerEmail(req) === "desdemona@zulip.com" ? { ...u, bot_type: 1 } : u)) },
      // The generic bot called embedded (another of the seed's codes) in the user objects alone.
      { breakage: rewriteUser((u) => (u.bot_type === 1 ? { ...u, bot_type: 4 } : u)) },
    ],
  },
  "users/update-user-non-admin-refused": {
    // Anyone's PATCH is "accepted" (and silently dropped).
    breakage: acceptPatchWithoutApplying((_f, req) => !["iago@zulip.com", "desdemona@zulip.com"].includes(callerEmail(req) ?? "")),
    // Each non-administrator alone is let through: every role is tried every run, whatever the seed.
    also: ["hamlet@zulip.com", "shiva@zulip.com", "polonius@zulip.com"].map((who) => ({ breakage: acceptPatchWithoutApplying((_f, req) => callerEmail(req) === who) })),
  },
  "users/update-full-name-round-trip": {
    breakage: acceptPatchWithoutApplying((f) => "full_name" in f),
    // full_name still JSON-decoded where it parses (the pre-106 encoding).
    also: [{ wrap: rewriteForm(PATCH, (f) => ("full_name" in f ? { ...f, full_name: jsonDecoded(f.full_name!) } : f)) }],
  },
  "users/full-name-update-event": {
    server: { heartbeatMs: 200 },
    breakage: dropEvents((e) => e.type === "realm_user" && e.person && "full_name" in e.person),
  },
  "users/update-profile-data-round-trip": {
    breakage: acceptPatchWithoutApplying((f) => "profile_data" in f),
    // Only the first entry of the list is applied (a server reading one object).
    also: [{ wrap: rewriteForm(PATCH, (f) => (f.profile_data?.startsWith("[") ? { ...f, profile_data: JSON.stringify(JSON.parse(f.profile_data).slice(0, 1)) } : f)) }],
  },
  "users/profile-data-update-event": {
    server: { heartbeatMs: 200 },
    breakage: dropEvents((e) => e.type === "realm_user" && e.person && "custom_profile_field" in e.person),
  },
  "users/owner-role-only-by-owners": {
    // An administrator's owner-role changes are "accepted".
    breakage: acceptPatchWithoutApplying((f, req) => "role" in f && callerEmail(req) === "iago@zulip.com"),
    // Only an owner's removal of the owner role (the last step) is "accepted" and not applied (every step runs).
    also: [{ breakage: acceptPatchWithoutApplying((f, req) => "role" in f && f.role !== "100" && callerEmail(req) === "desdemona@zulip.com") }],
  },
  "users/only-owner-keeps-owner-role": {
    // The only owner's self-demotion is "accepted".
    breakage: acceptPatchWithoutApplying((f, req) => "role" in f && f.role !== "100" && callerEmail(req) === "desdemona@zulip.com" && new URL(req.url).pathname.endsWith("/1")),
    // Only the demotion to member (the later one) is "accepted" (both are tried every run).
    also: [{ breakage: acceptPatchWithoutApplying((f, req) => f.role === "400" && callerEmail(req) === "desdemona@zulip.com" && new URL(req.url).pathname.endsWith("/1")) }],
  },
  "users/guest-admin-conflict": {
    breakage: legacyAdminFlagHonoured(),
    // The seed's msg under another code (the later check; the guest stays a guest).
    also: [{ breakage: { request: async (req) => (isOperation(req, PATCH) && (await formFields(req)).is_admin === "true" ? jsonResponse({ result: "error", msg: "Guests cannot be organization administrators", code: "INVALID_ROLE" }, undefined, 400) : undefined) } }],
  },
  "users/user-object-fields": {
    // Production servers "may omit" is_billing_admin: gone from every user object.
    breakage: rewriteUser(({ is_billing_admin: _dropped, ...u }) => u),
    // Only the bot read by the member (the last case) lacks it (every target is read by each reader every run).
    also: [{ breakage: rewriteUser(({ is_billing_admin: dropped, ...u }, req) => (u.is_bot && callerEmail(req) === "hamlet@zulip.com" ? u : { ...u, is_billing_admin: dropped })) }],
  },
  "users/delivery-email-and-email": {
    // A bot's real address hidden from everyone but the administrator.
    breakage: rewriteUser((u, req) => (u.is_bot && callerEmail(req) !== "iago@zulip.com" ? { ...u, delivery_email: null } : u)),
    // Only the bot reading itself (the last pair) gets a null delivery_email (every pair is tried every run).
    also: [
      { breakage: rewriteUser((u, req) => (u.is_bot && callerEmail(req) === "default-bot@zulip.com" ? { ...u, delivery_email: null } : u)) },
      // email left out of the guest's object as the owner reads it, and given as a number (the two ways email breaks).
      { breakage: rewriteUser((u, req) => (u.is_guest && callerEmail(req) === "desdemona@zulip.com" ? (({ email: _e, ...rest }) => rest)(u) : u)) },
      { breakage: rewriteUser((u) => (u.is_bot ? { ...u, email: 42 } : u)) },
    ],
  },
  "users/avatar-url-null-only-with-gravatar": {
    breakage: rewriteUser((u, req) => (new URL(req.url).searchParams.get("client_gravatar") === "false" ? { ...u, avatar_url: null } : u)),
    // Only the bot reading itself (the last pair) gets a null avatar_url (every pair is tried every run).
    also: [{ breakage: rewriteUser((u, req) => (u.is_bot && callerEmail(req) === "default-bot@zulip.com" && new URL(req.url).searchParams.get("client_gravatar") === "false" ? { ...u, avatar_url: null } : u)) }],
  },
  "users/update-unknown-id": {
    // IDs read as 32-bit integers: 2^32 + N renames user N, and the answer is success.
    wrap: int32Ids(),
    also: [
      // The same rename, answered with the seed's error: only the read-back shows it.
      { wrap: int32IdsRefused(PATCH, { msg: "No such user", code: "BAD_REQUEST" }) },
      // Only 2^53 - 1 (a later edge) is "accepted", renaming nobody.
      { breakage: maxSafeIdAccepted(PATCH) },
    ],
  },
  // client_gravatar omitted is read as false (the pre-92 default) on a newest-level server.
  "users/client-gravatar-default-true": {
    wrap: defaultClientGravatar("false"),
    // Only the bot (the last account read) is read so (every account is read every run).
    also: [{ wrap: defaultClientGravatar("false", (id) => id === BOT_ID) }],
  },
  // client_gravatar omitted is read as true (the 92 default) on a level-91 server.
  "users/client-gravatar-default-false-before-92": {
    server: { featureLevel: 91 },
    wrap: defaultClientGravatar("true"),
    // Only the bot (the last account read) is read so (every account is read every run).
    also: [{ wrap: defaultClientGravatar("true", (id) => id === BOT_ID) }],
  },
  "users/update-role-every-value": {
    // Making someone a moderator is "accepted" and not applied.
    breakage: acceptPatchWithoutApplying((f) => f.role === "300"),
    // Making someone a guest (the last role) is "accepted" and not applied (every role is tried every run).
    also: [{ breakage: acceptPatchWithoutApplying((f) => f.role === "600") }],
  },
  "users/deactivated-is-active-false": {
    // Deactivation is "accepted" and not done.
    breakage: { request: (req) => (isOperation(req, "DELETE /users/{user_id}") ? success() : undefined) },
    // Reactivation (the later step) is "accepted" and not done.
    also: [{ breakage: { request: (req) => (isOperation(req, "POST /users/{user_id}/reactivate") ? success() : undefined) } }],
  },
  "users/legacy-role-flags-before-8": {
    // A level-7 server that "accepts" is_guest alone and does not apply it.
    server: { featureLevel: 7 },
    breakage: acceptPatchWithoutApplying((f) => "is_guest" in f && !("is_admin" in f)),
    // Only is_admin false (demoting, in the step before) is "accepted" and not applied: both steps run every time.
    also: [{ breakage: acceptPatchWithoutApplying((f) => f.is_admin === "false" && !("is_guest" in f)) }],
  },
  "users/own-user-agrees": {
    // GET /users/me says the requester is a billing administrator (the user object says not).
    breakage: rewriteMe((me) => ({ ...me, is_billing_admin: true })),
    // Only the bot's (the last account's) own answer disagrees (every account is read every run).
    also: [{ breakage: rewriteMe((me) => (me.is_bot ? { ...me, is_billing_admin: true } : me)) }],
  },
  "users/profile-data-event-rendered-value": {
    // custom_profile_field events carry rendered_value null where there is no rendering.
    server: { heartbeatMs: 200 },
    breakage: {
      response: (req, res, json) =>
        isOperation(req, EVENTS) && Array.isArray(json?.events)
          ? jsonResponse({ ...json, events: json.events.map((e: any) => (e.type === "realm_user" && e.person?.custom_profile_field && !("rendered_value" in e.person.custom_profile_field) ? { ...e, person: { ...e.person, custom_profile_field: { ...e.person.custom_profile_field, rendered_value: null } } } : e)) }, res)
          : res,
    },
  },
  "users/update-one-field-leaves-others": {
    // A profile field change (the later change) also changes the full name.
    also: [{ wrap: rewriteForm(PATCH, (f) => (f.profile_data !== undefined && f.full_name === undefined ? { ...f, full_name: "Changed Aside" } : f)) }],
    // A full_name change also clears the user's first custom profile field (the development realm's phone number).
    wrap: (fetch) => async (req) => {
      if (!isOperation(req, PATCH)) return fetch(req);
      const fields = await formFields(req.clone());
      if (fields.full_name === undefined) return fetch(req);
      const body = new URLSearchParams({ ...fields, profile_data: JSON.stringify([{ id: 1, value: "" }]) });
      const headers = new Headers(req.headers);
      headers.set("content-type", "application/x-www-form-urlencoded");
      headers.delete("content-length");
      return fetch(new Request(req.url, { method: req.method, headers, body: body.toString() }));
    },
  },
  // rendered_value is the value escaped in a paragraph: the Markdown is never rendered.
  "users/profile-data-rendered-value-html": {
    breakage: rewriteUser((u) =>
      u.profile_data
        ? { ...u, profile_data: Object.fromEntries(Object.entries(u.profile_data).map(([k, e]: [string, any]) => [k, "rendered_value" in e ? { ...e, rendered_value: `<p>${String(e.value).replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>` } : e])) }
        : u,
    ),
  },
  // custom_profile_field events carry the value escaped in a paragraph as rendered_value: the Markdown is never rendered.
  "users/profile-data-event-rendered-html": {
    server: { heartbeatMs: 200 },
    breakage: {
      response: (req, res, json) =>
        isOperation(req, EVENTS) && Array.isArray(json?.events)
          ? jsonResponse({ ...json, events: json.events.map((e: any) => (e.type === "realm_user" && e.person?.custom_profile_field && "rendered_value" in e.person.custom_profile_field ? { ...e, person: { ...e.person, custom_profile_field: { ...e.person.custom_profile_field, rendered_value: `<p>${String(e.person.custom_profile_field.value)}</p>` } } } : e)) }, res)
          : res,
    },
  },
};

/** The development realm's bot (default-bot@zulip.com), the last account the users rules read. */
const BOT_ID = 9;

/** GET /users/{user_id} without client_gravatar (of the users `which` selects) is read as client_gravatar=`value`. */
function defaultClientGravatar(value: string, which: (userId: number) => boolean = () => true): (fetch: Fetch) => Fetch {
  return (fetch) => (req) => {
    const url = new URL(req.url);
    if (!isOperation(req, BY_ID) || url.searchParams.has("client_gravatar") || !which(Number(url.pathname.split("/").pop()))) return fetch(req);
    url.searchParams.set("client_gravatar", value);
    return fetch(new Request(url, req));
  };
}
