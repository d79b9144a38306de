// User groups: GET /user_groups, POST /user_groups/create, PATCH /user_groups/{user_group_id}.
import { allGroups, createGroup, groupById, groupByName, groupsByIds, isUserInGroup, updateGroup, type GroupSetting } from "../db/repos/groups.ts";
import { usersByIds } from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { LIMITS } from "../realm/settings.ts";
import { groupObject, normalizeSetting } from "../render/group.ts";
import { realmAudience } from "./common.ts";
import { unordered } from "../profile.ts";

function checkGroupName(ctx: Ctx, name: string, exceptId?: number): string {
  const n = name.trim();
  if (n === "") throw badRequest("User group name cannot be empty.");
  if (n.length > LIMITS.max_user_group_name_length)
    throw badRequest(`User group name cannot exceed ${LIMITS.max_user_group_name_length} characters.`);
  for (const prefix of ["@", "role:", "user:", "stream:", "channel:"])
    if (n.startsWith(prefix)) throw badRequest(`User group name cannot start with '${prefix}'.`);
  const clash = groupByName(ctx.db, n);
  if (clash && clash.id !== exceptId) throw badRequest(`User group '${n}' already exists.`);
  return n;
}

/** The members, each once: one query for the whole list (its length is the spec's maxItems at most); the first
 *  unknown or deactivated user in the list's order is refused. */
function checkMembers(ctx: Ctx, ids: number[]): number[] {
  const unique = [...new Set(ids)];
  const active = new Set(usersByIds(ctx.db, unique).filter((u) => u.is_active).map((u) => u.id));
  for (const id of unique) if (!active.has(id)) throw ctx.error("invalid-member", { user_id: id });
  return unique;
}

/** A can_mention_group value: an existing group (not role:internet or role:owners) or an anonymous group. */
function checkSetting(ctx: Ctx, raw: unknown, setting = "can_mention_group"): GroupSetting {
  const value = normalizeSetting(raw as GroupSetting);
  if (typeof value === "number") {
    const g = groupById(ctx.db, value);
    if (!g) throw ctx.error("invalid-user-group");
    if (g.name === "role:internet" || g.name === "role:owners")
      throw badRequest(`'${setting}' setting cannot be set to '${g.name}' group.`);
    return value;
  }
  checkMembers(ctx, value.direct_members);
  const groups = new Set(groupsByIds(ctx.db, value.direct_subgroups).map((g) => g.id));
  if (value.direct_subgroups.some((id) => !groups.has(id))) throw ctx.error("invalid-user-group");
  return value;
}

const sameSetting = (a: GroupSetting, b: GroupSetting) => JSON.stringify(normalizeSetting(a)) === JSON.stringify(normalizeSetting(b));

function createRoute(ctx: Ctx) {
  const p = ctx.params;
  const name = checkGroupName(ctx, p.name);
  const members = checkMembers(ctx, p.members);
  const everyone = groupByName(ctx.db, "role:everyone")!.id;
  const canMention = p.can_mention_group !== undefined ? checkSetting(ctx, p.can_mention_group) : everyone;
  const id = createGroup(ctx.db, { name, description: p.description, members, canMention, creatorId: ctx.me.id, now: ctx.now() });
  ctx.emit(realmAudience(ctx), { type: "user_group", op: "add", group: groupObject(ctx, groupById(ctx.db, id)!) });
  // The response is the bare success envelope (the spec's, and Zulip's at these levels): no group_id.
}

function updateRoute(ctx: Ctx) {
  const p = ctx.params;
  const g = Number.isSafeInteger(p.user_group_id) ? groupById(ctx.db, p.user_group_id) : undefined;
  if (!g) throw ctx.error("invalid-user-group");
  // System groups are not editable; others by moderators and above or the group's own members.
  if (g.is_system_group) throw ctx.error("insufficient-permission");
  if (!ctx.spec.hasRole(ctx.me, "moderator") && !isUserInGroup(ctx.db, ctx.spec, ctx.me, g.id)) throw ctx.error("insufficient-permission");
  if (p.name === undefined && p.description === undefined && p.can_mention_group === undefined) throw badRequest("No new data supplied");
  const data: Record<string, unknown> = {};
  if (p.name !== undefined && p.name !== g.name) data.name = checkGroupName(ctx, p.name, g.id);
  if (p.description !== undefined && p.description !== g.description) data.description = p.description;
  if (p.can_mention_group !== undefined) {
    const raw = p.can_mention_group;
    // From level 260 the value is {new, old}; before, the new value itself.
    const isChange = typeof raw === "object" && raw !== null && "new" in raw;
    const next = checkSetting(ctx, isChange ? raw.new : raw);
    const current = JSON.parse(g.can_mention_group) as GroupSetting;
    if (isChange && raw.old !== undefined && !sameSetting(raw.old, current))
      throw badRequest("'old' value does not match the expected value.");
    if (!sameSetting(next, current)) data.can_mention_group = next;
  }
  updateGroup(ctx.db, g.id, data as any);
  if (Object.keys(data).length > 0) {
    // The event names the setting as the level does (user_group events are not shaped by a schema of the spec).
    const name = ctx.spec.nameAt("UserGroup.can_mention_group");
    if (name !== "can_mention_group" && "can_mention_group" in data) {
      data[name] = data.can_mention_group;
      delete data.can_mention_group;
    }
    ctx.emit(realmAudience(ctx), { type: "user_group", op: "update", group_id: g.id, data });
  }
}

export const routes: Route[] = [
  { op: "GET /user_groups", handler: (ctx) => ({ user_groups: unordered(ctx, allGroups(ctx.db)).map((g) => groupObject(ctx, g)) }) },
  { op: "POST /user_groups/create", handler: createRoute },
  { op: "PATCH /user_groups/{user_group_id}", handler: updateRoute },
];
