// User groups. System groups are stored rows whose membership follows the users' roles (as in Zulip,
// where role changes move users between the role: groups); user-defined groups store members.
import type { DB } from "../connection.ts";
import { all, insertId, one, run } from "../sql.ts";
import type { UserRow } from "./users.ts";

export interface GroupRow {
  id: number;
  name: string;
  description: string;
  is_system_group: number;
  can_mention_group: string;
  creator_id: number | null;
  date_created: number | null;
}

export type GroupSetting = number | { direct_members: number[]; direct_subgroups: number[] };

/** Role codes by the spec's role names, and the role ranking (server/spec LevelSpec). */
export interface Roles {
  roleCode(name: string): number;
  hasRole(user: { role: number }, name: string): boolean;
}

/**
 * System groups in Zulip's order: name, description, direct subgroup, the role (by the spec's name) whose holders
 * are direct members, and the least privileged role whose holders belong to the group (with its subgroups).
 */
export const SYSTEM_GROUPS: { name: string; description: string; subgroup: string | null; role: string | null; atLeast: string | null }[] = [
  { name: "role:owners", description: "Owners of this organization", subgroup: null, role: "owner", atLeast: "owner" },
  { name: "role:administrators", description: "Administrators of this organization, including owners", subgroup: "role:owners", role: "administrator", atLeast: "administrator" },
  { name: "role:moderators", description: "Moderators of this organization, including administrators", subgroup: "role:administrators", role: "moderator", atLeast: "moderator" },
  { name: "role:fullmembers", description: "Members of this organization, not including new accounts and guests", subgroup: "role:moderators", role: "member", atLeast: "member" },
  { name: "role:members", description: "Members of this organization, not including guests", subgroup: "role:fullmembers", role: null, atLeast: "member" },
  { name: "role:everyone", description: "Everyone in this organization, including guests", subgroup: "role:members", role: "guest", atLeast: "guest" },
  { name: "role:internet", description: "Everyone on the Internet", subgroup: "role:everyone", role: null, atLeast: "guest" },
  { name: "role:nobody", description: "Nobody", subgroup: null, role: null, atLeast: null },
];

export const groupById = (db: DB, id: number) => one<GroupRow>(db, "SELECT * FROM user_groups WHERE id = ?", id);
export const groupByName = (db: DB, name: string) => one<GroupRow>(db, "SELECT * FROM user_groups WHERE name = ?", name);
/** The groups with these IDs, in one query. */
export const groupsByIds = (db: DB, ids: Iterable<number>) =>
  all<GroupRow>(db, "SELECT * FROM user_groups WHERE id IN (SELECT value FROM json_each(?))", JSON.stringify([...ids]));
export const allGroups = (db: DB) => all<GroupRow>(db, "SELECT * FROM user_groups ORDER BY id");
export const systemGroupId = (db: DB, name: string) => groupByName(db, name)!.id;

export function directMembers(db: DB, roles: Roles, g: GroupRow): number[] {
  if (g.is_system_group) {
    const role = SYSTEM_GROUPS.find((s) => s.name === g.name)?.role;
    if (!role) return [];
    return all<{ id: number }>(db, "SELECT id FROM users WHERE is_active = 1 AND role = ? ORDER BY id", roles.roleCode(role)).map((r) => r.id);
  }
  return all<{ user_id: number }>(
    db,
    `SELECT m.user_id FROM user_group_members m JOIN users u ON u.id = m.user_id
     WHERE m.group_id = ? AND u.is_active = 1 ORDER BY m.user_id`,
    g.id,
  ).map((r) => r.user_id);
}

export function directSubgroups(db: DB, g: GroupRow): number[] {
  if (g.is_system_group) {
    const spec = SYSTEM_GROUPS.find((s) => s.name === g.name);
    return spec?.subgroup ? [systemGroupId(db, spec.subgroup)] : [];
  }
  return all<{ subgroup_id: number }>(db, "SELECT subgroup_id FROM user_group_subgroups WHERE group_id = ? ORDER BY subgroup_id", g.id).map(
    (r) => r.subgroup_id,
  );
}

export function isUserInGroup(db: DB, roles: Roles, user: UserRow, groupId: number, seen = new Set<number>()): boolean {
  if (seen.has(groupId)) return false;
  seen.add(groupId);
  const g = groupById(db, groupId);
  if (!g || !user.is_active) return false;
  if (g.is_system_group) {
    const atLeast = SYSTEM_GROUPS.find((s) => s.name === g.name)?.atLeast;
    return !!atLeast && roles.hasRole(user, atLeast);
  }
  if (one(db, "SELECT 1 FROM user_group_members WHERE group_id = ? AND user_id = ?", groupId, user.id)) return true;
  return directSubgroups(db, g).some((sub) => isUserInGroup(db, roles, user, sub, seen));
}

/** Membership of a group-setting value (a group ID or an anonymous group). */
export function isUserInSetting(db: DB, roles: Roles, user: UserRow, setting: GroupSetting): boolean {
  if (typeof setting === "number") return isUserInGroup(db, roles, user, setting);
  return setting.direct_members.includes(user.id) || setting.direct_subgroups.some((g) => isUserInGroup(db, roles, user, g));
}

export function createGroup(
  db: DB,
  g: { name: string; description: string; members: number[]; subgroups?: number[]; canMention: GroupSetting; creatorId: number | null; now: number | null },
): number {
  const id = insertId(
    db,
    "INSERT INTO user_groups (name, description, is_system_group, can_mention_group, creator_id, date_created) VALUES (?, ?, 0, ?, ?, ?)",
    g.name,
    g.description,
    JSON.stringify(g.canMention),
    g.creatorId,
    g.now,
  );
  // One statement per list, whatever its length (the lists are bounded by the spec's maxItems, duplicates collapse).
  run(db, "INSERT INTO user_group_members (group_id, user_id) SELECT ?, value FROM json_each(?) ORDER BY key", id, JSON.stringify([...new Set(g.members)]));
  run(db, "INSERT INTO user_group_subgroups (group_id, subgroup_id) SELECT ?, value FROM json_each(?) ORDER BY key", id, JSON.stringify([...new Set(g.subgroups ?? [])]));
  return id;
}

export function updateGroup(db: DB, id: number, patch: { name?: string; description?: string; can_mention_group?: GroupSetting }): void {
  if (patch.name !== undefined) run(db, "UPDATE user_groups SET name = ? WHERE id = ?", patch.name, id);
  if (patch.description !== undefined) run(db, "UPDATE user_groups SET description = ? WHERE id = ?", patch.description, id);
  if (patch.can_mention_group !== undefined)
    run(db, "UPDATE user_groups SET can_mention_group = ? WHERE id = ?", JSON.stringify(patch.can_mention_group), id);
}
