// POST /invites: Zulip's invite_users_backend, in its order of checks and with its messages.
import { insertInvite, invitesSentSince } from "../db/repos/realm.ts";
import { streamsByIds } from "../db/repos/streams.ts";
import { activeUsers, asciiLower, usersByDeliveryEmails } from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { roleRequired, ruleError } from "../http/permissions.ts";
import { canAccessStreamContent } from "../realm/access.ts";
import { canInviteUsers, canSubscribeOthers, getRealmSetting, invitationValidityMinutes } from "../realm/settings.ts";

const INVITE = "POST /invites";
/** Addresses one request may carry (the seed shows no limit; openapi.yaml says so on invitee_emails). Past it the
 *  request is refused before any address is looked at: each costs a lookup and, for a new one, a row. */
export const MAX_INVITEE_EMAILS = 1000;
const EMAIL = /^[^\s@,<>"]+@[^\s@,<>"]+\.[^\s@,<>"]+$/;

function invitationFailed(ctx: Ctx, msg: string, errors: [string, string, boolean][], o: { sent: boolean; daily?: boolean; commit?: boolean }) {
  return ctx.error("invitation-failed", {}, {
    msg,
    extra: { errors, sent_invitations: o.sent, license_limit_reached: false, daily_limit_reached: o.daily ?? false },
    commit: o.commit,
  });
}

function inviteRoute(ctx: Ctx) {
  const { db, me, params: p, spec } = ctx;
  if (!canInviteUsers(ctx, me)) throw ctx.error("insufficient-permission");
  // Callers may only invite to roles as or more restricted than their own (x-permission-rules); Zulip names the
  // owner and administrator roles in its refusal.
  spec.permissionRule(INVITE, "invite-as-not-above-caller");
  const inviteAs: number = p.invite_as;
  const asName = spec.roleName(inviteAs);
  if (asName && !spec.hasRole(me, asName)) {
    if (asName === "owner" || asName === "administrator") throw roleRequired(asName);
    throw ctx.error("insufficient-permission");
  }
  const raw: string = p.invitee_emails;
  if (!raw || raw.trim() === "") throw ctx.error("no-email");
  const streamIds: number[] = p.stream_ids;
  const includeDefaults: boolean = p.include_realm_default_subscriptions ?? false;
  let expiresIn: number | null = invitationValidityMinutes(ctx);
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
  if (emails.length === 0) throw ctx.error("no-email");
  if (emails.length > MAX_INVITEE_EMAILS) throw badRequest(`invitee_emails is too long (limit: ${MAX_INVITEE_EMAILS} addresses)`);
  // Each channel once, all looked up in one query; the first one that is unknown or out of reach is refused.
  const streams = new Map(streamsByIds(db, streamIds).map((s) => [s.id, s]));
  for (const id of new Set(streamIds)) {
    const s = streams.get(id);
    if (!s || !canAccessStreamContent(ctx, me, s)) throw ctx.error("invalid-invite-channel", { stream_id: id });
  }
  const subscribeRule = spec.permissionRule(INVITE, "stream-ids-need-subscribe-permission");
  if (streamIds.length > 0 && !canSubscribeOthers(ctx, me)) throw ruleError(spec, INVITE, subscribeRule);

  const invalid = emails.filter((e) => !EMAIL.test(e));
  if (invalid.length > 0)
    throw invitationFailed(
      ctx,
      "Some emails did not validate, so we didn't send any invitations.",
      invalid.map((e) => [e, "Invalid address.", false]),
      { sent: false },
    );
  const skipped: [string, string, boolean][] = [];
  const toInvite: string[] = [];
  const existingBy = new Map(usersByDeliveryEmails(db, emails).map((u) => [asciiLower(u.delivery_email), u]));
  for (const e of emails) {
    const existing = existingBy.get(asciiLower(e));
    if (!existing) toInvite.push(e);
    else if (existing.is_active) skipped.push([e, "Already has an account.", false]);
    else skipped.push([e, "Account has been deactivated.", true]);
  }
  if (toInvite.length === 0) throw invitationFailed(ctx, "We weren't able to invite anyone.", skipped, { sent: false });
  const now = ctx.now();
  if (invitesSentSince(db, now - 86400) + toInvite.length > getRealmSetting(db, "max_invites_per_day"))
    throw invitationFailed(
      ctx,
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
      stream_ids: JSON.stringify([...new Set(streamIds)]),
      include_realm_default_subscriptions: includeDefaults ? 1 : 0,
      notify_referrer_on_join: p.notify_referrer_on_join === false ? 0 : 1,
    });
  ctx.emit(
    activeUsers(db).filter((u) => spec.hasRole(u, "administrator") || u.id === me.id).map((u) => u.id),
    { type: "invites_changed" },
  );
  if (skipped.length > 0)
    // The other invitations are sent (and kept): the error commits.
    throw invitationFailed(
      ctx,
      "Some of those addresses are already using Zulip, so we didn't send them an invitation. We did send invitations to everyone else!",
      skipped,
      { sent: true, commit: true },
    );
}

export const routes: Route[] = [{ op: INVITE, handler: inviteRoute }];
