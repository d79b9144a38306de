// Broken servers for the invites rules: the reference server with exactly one behaviour changed, one per rule.
import { formFields, isOperation, jsonResponse, type Breakage } from "../support/reference.ts";
import { callerEmail, success, type BrokenCase } from "../support/prove.ts";
import { int32Ids } from "./_wide-ids.ts";

const INVITE = "POST /invites";

const error = (msg: string, extra: Record<string, unknown> = {}, code = "BAD_REQUEST") => jsonResponse({ result: "error", msg, code, ...extra }, undefined, 400);

/** Rewrites error answers of POST /invites. */
function rewriteError(change: (json: any, req: Request) => any): Breakage {
  return { response: (req, res, json) => (isOperation(req, INVITE) && json?.result === "error" ? jsonResponse(change({ ...json }, req), res) : res) };
}

/** POST /invites requests `when` selects get `answer` instead of the reference server's. */
function answerWhen(when: (fields: Record<string, string>, req: Request) => boolean, answer: (fields: Record<string, string>) => Response): Breakage {
  return {
    request: async (req) => {
      if (!isOperation(req, INVITE)) return undefined;
      const f = await formFields(req);
      return when(f, req) ? answer(f) : undefined;
    },
  };
}

export const BROKEN: Record<string, BrokenCase> = {
  "invites/no-emails": {
    breakage: rewriteError((j) => (j.msg === "You must specify at least one email address." ? { ...j, msg: "You must specify at least one email address" } : j)),
  },
  "invites/separators": {
    // Only commas separate: a piece with a newline in it is one invalid address, and nothing is sent.
    breakage: answerWhen(
      (f) => (f.invitee_emails ?? "").includes("\n"),
      (f) => {
        const pieces = f.invitee_emails.split(",").map((p) => p.trim()).filter(Boolean);
        const invalid = pieces.filter((p) => p.includes("\n")).map((p) => [p, "Invalid address.", false]);
        return error("Some emails did not validate, so we didn't send any invitations.", { errors: invalid, sent_invitations: false, license_limit_reached: false, daily_limit_reached: false }, "INVITATION_FAILED");
      },
    ),
  },
  "invites/unknown-channel": {
    breakage: rewriteError((j) => ({ ...j, msg: String(j.msg).replace(/^Invalid channel ID \d+\./, "Invalid channel ID.") })),
    also: [
      // IDs read as 32-bit integers: 2^32 + N is object N.
      { wrap: int32Ids() },
      // Only 2^53 - 1 (a later edge) is taken, the invitation "sent".
      { breakage: answerWhen((f) => f.stream_ids === `[${Number.MAX_SAFE_INTEGER}]`, () => success()) },
    ],
  },
  "invites/insufficient-permission": {
    breakage: rewriteError((j, req) => (callerEmail(req) === "polonius@zulip.com" ? { ...j, msg: "Permission denied" } : j)),
  },
  "invites/stream-ids-need-subscribe-permission": {
    breakage: rewriteError((j) => (j.msg === "You do not have permission to subscribe other users to channels." ? { ...j, msg: "You may not subscribe others." } : j)),
  },
  "invites/invite-as-above-caller": {
    // Any invite_as is "accepted".
    breakage: answerWhen((f) => "invite_as" in f, () => success()),
    // Only a moderator inviting as administrator goes through (every caller and role is tried every run).
    also: [{ breakage: answerWhen((f, req) => f.invite_as === "200" && callerEmail(req) === "shiva@zulip.com", () => success()) }],
  },
  "invites/empty-stream-ids-allowed": {
    breakage: answerWhen((f) => f.stream_ids === "[]", () => error("You must specify at least one channel for invitees to join.")),
  },
  "invites/empty-stream-ids-refused-before-180": {
    server: { featureLevel: 179 },
    breakage: answerWhen((f) => f.stream_ids === "[]", () => success()),
  },
  "invites/expires-null-allowed": {
    breakage: answerWhen((f) => f.invite_expires_in_minutes === "null", () => error("invite_expires_in_minutes is not an integer")),
  },
  "invites/invitation-failed-shape": {
    breakage: rewriteError((j) => {
      if (j.code !== "INVITATION_FAILED") return j;
      const { license_limit_reached: _dropped, ...rest } = j;
      return rest;
    }),
  },
  // A private channel the inviter is not subscribed to is taken (the invitation "sent").
  "invites/inaccessible-channel": { breakage: answerWhen((f, req) => callerEmail(req) === "iago@zulip.com" && f.stream_ids !== "[]", () => success()) },
  "invites/realm-default-subscriptions-without-permission": {
    breakage: answerWhen((f) => f.include_realm_default_subscriptions === "true", () => error("You do not have permission to subscribe other users to channels.")),
  },
  "invites/notify-referrer-on-join": {
    breakage: answerWhen((f) => f.notify_referrer_on_join === "false", () => error("Invalid notify_referrer_on_join")),
    // The optional parameter read as required (omitted is tried every run).
    also: [{ breakage: answerWhen((f) => !("notify_referrer_on_join" in f), () => error("Missing 'notify_referrer_on_join' argument")) }],
  },
  // Invitees who all have accounts are reported as if the others had been sent invitations.
  "invites/all-invitees-have-accounts": { breakage: rewriteError((j) => (j.code === "INVITATION_FAILED" ? { ...j, sent_invitations: true } : j)) },
  // A list of separators is read as invitees, none of whom could be invited.
  "invites/no-address-in-list": {
    breakage: answerWhen(
      (f) => (f.invitee_emails ?? "").includes(",") && f.invitee_emails.split(/[,\n]/).every((p) => p.trim() === ""),
      () => error("We weren't able to invite anyone.", { errors: [], sent_invitations: false, license_limit_reached: false, daily_limit_reached: false }, "INVITATION_FAILED"),
    ),
  },
  // A level-125 server that refuses null days (as before 117).
  "invites/expires-in-days-accepted": {
    server: { featureLevel: 125 },
    breakage: answerWhen((f) => f.invite_expires_in_days === "null", () => error("invite_expires_in_days is not an integer")),
  },
  // A level-116 server that takes null days already.
  "invites/expires-in-days-null-refused-before-117": {
    server: { featureLevel: 116 },
    breakage: answerWhen((f) => f.invite_expires_in_days === "null", () => success()),
  },
  // A deactivated account's address is taken as a new invitee (the invitation "sent").
  "invites/deactivated-invitee-has-account": {
    breakage: answerWhen((f) => (f.invitee_emails ?? "").toLowerCase().includes("polonius@zulip.com"), () => success()),
  },
};
