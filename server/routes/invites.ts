// POST /invites: Zulip's invite_users_backend, in its order of checks and with its messages.
import { insertInvite, invitesSentSince } from "../db/repos/realm.ts";
import { streamById } from "../db/repos/streams.ts";
import { activeUsers, isAdmin, userByDeliveryEmail } from "../db/repos/users.ts";
import { ApiError, badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { canAccessStreamContent } from "../realm/access.ts";
import { canInviteUsers, canSubscribeOthers, getRealmSetting } from "../realm/settings.ts";
import { adminRequired, ownerRequired } from "./common.ts";

const EMAIL = /^[^\s@,<>"]+@[^\s@,<>"]+\.[^\s@,<>"]+$/;

function invitationFailed(msg: string, errors: [string, string, boolean][], o: { sent: boolean; daily?: boolean; commit?: boolean }) {
  return new ApiError(
    "INVITATION_FAILED",
    msg,
    400,
    { errors, sent_invitations: o.sent, license_limit_reached: false, daily_limit_reached: o.daily ?? false },
    { commit: o.commit },
  );
}

function inviteRoute(ctx: Ctx) {
  const { db, me, params: p, level } = ctx;
  if (!canInviteUsers(db, me)) throw badRequest("Insufficient permission");
  if (me.is_bot) throw badRequest("This endpoint does not accept bot requests.");
  const inviteAs: number = p.invite_as ?? 400;
  // Callers may only invite to roles as or more restricted than their own.
  if (inviteAs < me.role) {
    if (inviteAs === 100) throw ownerRequired();
    if (inviteAs === 200) throw adminRequired();
    throw badRequest("Insufficient permission");
  }
  const raw: string = p.invitee_emails;
  if (!raw || raw.trim() === "") throw badRequest("You must specify at least one email address.");
  const streamIds: number[] = p.stream_ids;
  const includeDefaults: boolean = p.include_realm_default_subscriptions ?? false;
  if (level < 180 && streamIds.length === 0 && !includeDefaults)
    throw badRequest("You must specify at least one channel for invitees to join.");
  let expiresIn: number | null = getRealmSetting(db, "invitation_link_validity_minutes");
  if (ctx.sent.has("invite_expires_in_minutes")) {
    expiresIn = p.invite_expires_in_minutes;
    if (expiresIn !== null && expiresIn <= 0) throw badRequest("Invalid invite_expires_in_minutes");
  } else if (ctx.sent.has("invite_expires_in_days")) {
    // Levels 96-125 took days (null, from 117: never expires).
    const days: number | null = p.invite_expires_in_days;
    if (days !== null && days <= 0) throw badRequest("Invalid invite_expires_in_days");
    expiresIn = days === null ? null : days * 1440;
  }
  const emails = [...new Set(raw.split(/[,\n]/).map((e) => e.trim()).filter((e) => e !== ""))];
  if (emails.length === 0) throw badRequest("You must specify at least one email address.");
  for (const id of streamIds) {
    const s = streamById(db, id);
    if (!s || !canAccessStreamContent(db, me, s)) throw badRequest(`Invalid channel ID ${id}. No invites were sent.`);
  }
  if (streamIds.length > 0 && !canSubscribeOthers(db, me))
    throw badRequest("You do not have permission to subscribe other users to channels.");

  const invalid = emails.filter((e) => !EMAIL.test(e));
  if (invalid.length > 0)
    throw invitationFailed(
      "Some emails did not validate, so we didn't send any invitations.",
      invalid.map((e) => [e, "Invalid address.", false]),
      { sent: false },
    );
  const skipped: [string, string, boolean][] = [];
  const toInvite: string[] = [];
  for (const e of emails) {
    const existing = userByDeliveryEmail(db, e);
    if (!existing) toInvite.push(e);
    else if (existing.is_active) skipped.push([e, "Already has an account.", false]);
    else skipped.push([e, "Account has been deactivated.", true]);
  }
  if (toInvite.length === 0) throw invitationFailed("We weren't able to invite anyone.", skipped, { sent: false });
  const now = ctx.now();
  if (invitesSentSince(db, now - 86400) + toInvite.length > getRealmSetting(db, "max_invites_per_day"))
    throw invitationFailed(
      "To protect users, Zulip limits the number of invitations you can send in one day. Because you have reached the limit, no invitations were sent.",
      [],
      { sent: false, daily: true },
    );
  for (const email of toInvite)
    insertInvite(db, {
      referrer_id: me.id,
      email,
      invited_as: inviteAs,
      invited_at: now,
      expiry: expiresIn === null ? null : now + expiresIn * 60,
      stream_ids: JSON.stringify(streamIds),
      include_realm_default_subscriptions: includeDefaults ? 1 : 0,
      notify_referrer_on_join: p.notify_referrer_on_join === false ? 0 : 1,
    });
  ctx.emit(
    activeUsers(db).filter((u) => isAdmin(u) || u.id === me.id).map((u) => u.id),
    { type: "invites_changed" },
  );
  if (skipped.length > 0)
    // The other invitations are sent (and kept): the error commits.
    throw invitationFailed(
      "Some of those addresses are already using Zulip, so we didn't send them an invitation. We did send invitations to everyone else!",
      skipped,
      { sent: true, commit: true },
    );
}

export const routes: Route[] = [{ method: "POST", path: "/invites", auth: "user", handler: inviteRoute }];
