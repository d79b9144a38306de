// Users: GET /users/me, GET /users/{user_id} and /users/{email}, PATCH /users/{user_id}, and the
// beyond-seed deactivate/reactivate endpoints that trigger the is_active realm_user events.
import { profileFieldById } from "../db/repos/realm.ts";
import {
  countWithRole,
  deleteProfileValue,
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
import { roleRequired } from "../http/permissions.ts";
import { validateProfileValue } from "../realm/profile-values.ts";
import { LIMITS } from "../realm/settings.ts";
import { linkifiers } from "../db/repos/realm.ts";
import { renderMarkdown } from "../render/markdown.ts";
import { MARKDOWN_FIELD_TYPES, ownUserObject, userObject } from "../render/user.ts";
import { accessUser, checkFullName, userAudience } from "./common.ts";
import { canAccessUser } from "../realm/access.ts";

const UPDATE = "PATCH /users/{user_id}";

function userResponse(ctx: Ctx, u: UserRow) {
  return {
    user: userObject(ctx, ctx.me, u, {
      clientGravatar: ctx.params.client_gravatar,
      includeCustomProfileFields: ctx.params.include_custom_profile_fields ?? false,
    }),
  };
}

/** The only holder of a role (the owner) keeps it: Zulip's check for the last owner. */
const lastOwner = (ctx: Ctx, u: UserRow) => ctx.spec.isRole(u, "owner") && countWithRole(ctx.db, u.role) <= 1;

function changeRole(ctx: Ctx, target: UserRow, role: number): void {
  if (role === target.role) return;
  // Only owners grant or remove the owner role (a change: setting the role a user already has returned above).
  const owners = ctx.spec.permissionRule(UPDATE, "owner-role-needs-owner");
  const required = owners["required-role"]!;
  if ((role === owners.value || target.role === owners.value) && !ctx.spec.hasRole(ctx.me, required)) throw roleRequired(required);
  ctx.spec.permissionRule(UPDATE, "only-owner-keeps-owner-role");
  if (lastOwner(ctx, target)) throw badRequest("The owner permission cannot be removed from the only organization owner.");
  updateUser(ctx.db, target.id, { role });
  ctx.emit(userAudience(ctx, target), personUpdate({ user_id: target.id, role }));
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
      stored = validateProfileValue(ctx, field, value);
      rendered = MARKDOWN_FIELD_TYPES.has(field.field_type) ? renderMarkdown(stored, linkifiers(ctx.db)) : null;
      setProfileValue(ctx.db, target.id, id, stored, rendered);
    }
    const cpf: Record<string, unknown> = { id, value: stored };
    if (rendered !== null) cpf.rendered_value = rendered;
    ctx.emit(userAudience(ctx, target), personUpdate({ user_id: target.id, custom_profile_field: cpf }));
  }
}

export const routes: Route[] = [
  { op: "GET /users/me", handler: (ctx) => ownUserObject(ctx, ctx.me) },
  { op: "GET /users/{user_id}", handler: (ctx) => userResponse(ctx, accessUser(ctx, ctx.params.user_id)) },
  {
    op: "GET /users/{email}",
    handler: (ctx) => {
      const email = String(ctx.params.email);
      const u = userByEmail(ctx.db, email) ?? userByDeliveryEmail(ctx.db, email);
      if (!u || !canAccessUser(ctx, ctx.me, u)) throw ctx.error("no-such-user");
      return userResponse(ctx, u);
    },
  },
  {
    op: UPDATE,
    handler: (ctx) => {
      const target = accessUser(ctx, ctx.params.user_id, { allowBots: true, allowDeactivated: true });
      const p = ctx.params;
      if (p.full_name !== undefined) {
        const name = checkFullName(p.full_name, LIMITS.max_full_name_length);
        if (name !== target.full_name) {
          updateUser(ctx.db, target.id, { full_name: name });
          ctx.emit(userAudience(ctx, target), personUpdate({ user_id: target.id, full_name: name }));
        }
      }
      let role: number | undefined = p.role;
      // The legacy flags (before role existed): a guest cannot also be an administrator.
      if (p.is_admin !== undefined || p.is_guest !== undefined) {
        const { spec } = ctx;
        const wasAdmin = spec.hasRole(target, "administrator");
        const wasGuest = spec.isRole(target, "guest");
        const admin = p.is_admin ?? wasAdmin;
        const guest = p.is_guest ?? wasGuest;
        if (admin && guest) throw ctx.error("guest-admin");
        role ??= admin
          ? wasAdmin
            ? target.role
            : spec.roleCode("administrator")
          : guest
            ? spec.roleCode("guest")
            : wasAdmin || wasGuest
              ? spec.roleCode("member")
              : target.role;
      }
      if (role !== undefined) changeRole(ctx, userById(ctx.db, target.id)!, role);
      if (p.profile_data !== undefined) changeProfileData(ctx, target, p.profile_data);
    },
  },
  {
    op: "DELETE /users/{user_id}",
    handler: (ctx) => {
      const target = accessUser(ctx, ctx.params.user_id, { allowBots: false, allowDeactivated: false });
      if (ctx.spec.isRole(target, "owner")) {
        if (!ctx.spec.hasRole(ctx.me, "owner")) throw roleRequired("owner");
        if (lastOwner(ctx, target)) throw badRequest("Cannot deactivate the only organization owner");
      }
      updateUser(ctx.db, target.id, { is_active: 0 });
      // Audience: everyone who could access the user, the user included.
      ctx.emit([...userAudience(ctx, target), target.id], activityEvent(ctx, userById(ctx.db, target.id)!));
    },
  },
  {
    op: "POST /users/{user_id}/reactivate",
    handler: (ctx) => {
      const target = accessUser(ctx, ctx.params.user_id, { allowBots: true, allowDeactivated: true });
      if (target.is_active) throw badRequest("User is already active.");
      if (ctx.spec.isRole(target, "owner") && !ctx.spec.hasRole(ctx.me, "owner")) throw roleRequired("owner");
      updateUser(ctx.db, target.id, { is_active: 1 });
      ctx.emit(userAudience(ctx, target), activityEvent(ctx, userById(ctx.db, target.id)!));
    },
  },
];
