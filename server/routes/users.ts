// Users: GET /users/me, GET /users/{user_id} and /users/{email}, PATCH /users/{user_id}, and the
// beyond-seed deactivate/reactivate endpoints that trigger the is_active realm_user events.
import { profileFieldById } from "../db/repos/realm.ts";
import {
  deleteProfileValue,
  isAdmin,
  isGuest,
  isOwner,
  ownerCount,
  setProfileValue,
  updateUser,
  userByDeliveryEmail,
  userByEmail,
  userById,
  type UserRow,
} from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import { activityEvent, personUpdate } from "../events/realm-user.ts";
import type { Ctx, Route } from "../http/context.ts";
import { validateProfileValue } from "../realm/profile-values.ts";
import { LIMITS } from "../realm/settings.ts";
import { linkifiers } from "../db/repos/realm.ts";
import { renderMarkdown } from "../render/markdown.ts";
import { MARKDOWN_FIELD_TYPES, ownUserObject, userObject } from "../render/user.ts";
import { accessUser, checkFullName, ownerRequired, realmAudience, requireAdmin } from "./common.ts";

function userResponse(ctx: Ctx, u: UserRow) {
  return {
    user: userObject(ctx.db, ctx.me, u, {
      level: ctx.level,
      clientGravatar: ctx.params.client_gravatar ?? ctx.level >= 92,
      includeCustomProfileFields: ctx.params.include_custom_profile_fields ?? false,
    }),
  };
}

function changeRole(ctx: Ctx, target: UserRow, role: number): void {
  if (role === target.role) return;
  // Only owners grant or remove the owner role; the only owner keeps it.
  if ((role === 100 || target.role === 100) && !isOwner(ctx.me)) throw ownerRequired();
  if (target.role === 100 && ownerCount(ctx.db) <= 1)
    throw badRequest("The owner permission cannot be removed from the only organization owner.");
  updateUser(ctx.db, target.id, { role });
  ctx.emit(realmAudience(ctx), personUpdate({ user_id: target.id, role }));
}

function changeProfileData(ctx: Ctx, target: UserRow, entries: { id: number; value?: unknown }[]): void {
  for (const { id, value } of entries) {
    const field = profileFieldById(ctx.db, id);
    if (!field) throw badRequest(`Field id ${id} not found.`);
    let stored: string | null = null;
    let rendered: string | null = null;
    if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) {
      deleteProfileValue(ctx.db, target.id, id);
    } else {
      stored = validateProfileValue(ctx.db, field, value);
      rendered = MARKDOWN_FIELD_TYPES.has(field.field_type) ? renderMarkdown(stored, linkifiers(ctx.db)) : null;
      setProfileValue(ctx.db, target.id, id, stored, rendered);
    }
    const cpf: Record<string, unknown> = { id, value: stored };
    if (rendered !== null) cpf.rendered_value = rendered;
    ctx.emit(realmAudience(ctx), personUpdate({ user_id: target.id, custom_profile_field: cpf }));
  }
}

export const routes: Route[] = [
  { method: "GET", path: "/users/me", auth: "user", handler: (ctx) => ownUserObject(ctx.db, ctx.me, ctx.level) },
  {
    method: "GET",
    path: "/users/{user_id}",
    auth: "user",
    // An all-digits segment is a user ID, anything else an email address.
    pick: (p): { path: string; pathParams: Record<string, string> } => {
      const segment = p.user_id ?? p.email ?? "";
      return /^-?[0-9]+$/.test(segment)
        ? { path: "/users/{user_id}", pathParams: { user_id: segment } }
        : { path: "/users/{email}", pathParams: { email: segment } };
    },
    handler: (ctx) => {
      if (ctx.params.email !== undefined) {
        const email = String(ctx.params.email);
        const u = userByEmail(ctx.db, email) ?? userByDeliveryEmail(ctx.db, email);
        if (!u) throw badRequest("No such user");
        return userResponse(ctx, u);
      }
      return userResponse(ctx, accessUser(ctx, ctx.params.user_id));
    },
  },
  {
    method: "PATCH",
    path: "/users/{user_id}",
    auth: "user",
    handler: (ctx) => {
      requireAdmin(ctx);
      const target = accessUser(ctx, ctx.params.user_id, { allowBots: true, allowDeactivated: true });
      const p = ctx.params;
      if (p.full_name !== undefined) {
        const name = checkFullName(p.full_name, LIMITS.max_full_name_length);
        if (name !== target.full_name) {
          updateUser(ctx.db, target.id, { full_name: name });
          ctx.emit(realmAudience(ctx), personUpdate({ user_id: target.id, full_name: name }));
        }
      }
      let role: number | undefined = p.role;
      // The legacy flags (before role existed): a guest cannot also be an administrator.
      if (p.is_admin !== undefined || p.is_guest !== undefined) {
        const admin = p.is_admin ?? isAdmin(target);
        const guest = p.is_guest ?? isGuest(target);
        if (admin && guest) throw badRequest("Guests cannot be organization administrators");
        role ??= admin ? (isAdmin(target) ? target.role : 200) : guest ? 600 : isAdmin(target) || isGuest(target) ? 400 : target.role;
      }
      if (role !== undefined) changeRole(ctx, userById(ctx.db, target.id)!, role);
      if (p.profile_data !== undefined) changeProfileData(ctx, target, p.profile_data);
    },
  },
  {
    method: "DELETE",
    path: "/users/{user_id}",
    auth: "user",
    handler: (ctx) => {
      requireAdmin(ctx);
      const target = accessUser(ctx, ctx.params.user_id, { allowBots: false, allowDeactivated: false });
      if (target.role === 100) {
        if (!isOwner(ctx.me)) throw ownerRequired();
        if (ownerCount(ctx.db) <= 1) throw badRequest("Cannot deactivate the only organization owner");
      }
      updateUser(ctx.db, target.id, { is_active: 0 });
      // Audience: everyone who could access the user, the user included.
      ctx.emit([...realmAudience(ctx), target.id], activityEvent(ctx.db, userById(ctx.db, target.id)!, ctx.level));
    },
  },
  {
    method: "POST",
    path: "/users/{user_id}/reactivate",
    auth: "user",
    handler: (ctx) => {
      requireAdmin(ctx);
      const target = accessUser(ctx, ctx.params.user_id, { allowBots: true, allowDeactivated: true });
      if (target.is_active) throw badRequest("User is already active.");
      if (target.role === 100 && !isOwner(ctx.me)) throw ownerRequired();
      updateUser(ctx.db, target.id, { is_active: 1 });
      ctx.emit(realmAudience(ctx), activityEvent(ctx.db, userById(ctx.db, target.id)!, ctx.level));
    },
  },
];
