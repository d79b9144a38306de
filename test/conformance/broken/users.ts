// Broken servers for the users rules: the reference server with exactly one behaviour changed, one per rule.
import { formFields, isOperation, jsonResponse, type Breakage } from "../support/reference.ts";
import { callerEmail, success, type BrokenCase } from "../support/prove.ts";

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
  },
  "users/own-user-delivery-email": {
    breakage: rewriteMe(({ delivery_email: _dropped, ...me }) => (me.is_bot ? me : { ...me, delivery_email: _dropped })),
  },
  "users/get-user-by-id-and-email": {
    breakage: rewriteUser((u) => ({ ...u, full_name: `${u.full_name} (by email)` }), [BY_EMAIL]),
  },
  "users/include-custom-profile-fields": {
    // Bots get an (empty) profile_data too.
    breakage: rewriteUser((u, req) => (u.is_bot && new URL(req.url).searchParams.get("include_custom_profile_fields") === "true" ? { ...u, profile_data: {} } : u)),
  },
  "users/role-flags-agree": {
    // Owners are not shown as administrators.
    breakage: rewriteUser((u) => (u.role === 100 ? { ...u, is_admin: false } : u)),
  },
  "users/bot-type-null-iff-not-bot": {
    breakage: rewriteUser((u) => (u.is_bot ? u : { ...u, bot_type: 1 })),
  },
  "users/update-user-non-admin-refused": {
    // Anyone's PATCH is "accepted" (and silently dropped).
    breakage: acceptPatchWithoutApplying((_f, req) => !["iago@zulip.com", "desdemona@zulip.com"].includes(callerEmail(req) ?? "")),
  },
  "users/update-full-name-round-trip": {
    breakage: acceptPatchWithoutApplying((f) => "full_name" in f),
  },
  "users/full-name-update-event": {
    server: { heartbeatMs: 200 },
    breakage: dropEvents((e) => e.type === "realm_user" && e.person && "full_name" in e.person),
  },
  "users/update-profile-data-round-trip": {
    breakage: acceptPatchWithoutApplying((f) => "profile_data" in f),
  },
  "users/profile-data-update-event": {
    server: { heartbeatMs: 200 },
    breakage: dropEvents((e) => e.type === "realm_user" && e.person && "custom_profile_field" in e.person),
  },
  "users/owner-role-only-by-owners": {
    // An administrator's owner-role changes are "accepted".
    breakage: acceptPatchWithoutApplying((f, req) => "role" in f && callerEmail(req) === "iago@zulip.com"),
  },
  "users/only-owner-keeps-owner-role": {
    // The only owner's self-demotion is "accepted".
    breakage: acceptPatchWithoutApplying((f, req) => "role" in f && f.role !== "100" && callerEmail(req) === "desdemona@zulip.com" && new URL(req.url).pathname.endsWith("/1")),
  },
  "users/guest-admin-conflict": {
    breakage: legacyAdminFlagHonoured(),
  },
};
