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

/** System groups in Zulip's order: name, description, direct subgroup, which roles are direct members. */
export const SYSTEM_GROUPS: { name: string; description: string; subgroup: string | null; roles: number[] }[] = [
  { name: "role:owners", description: "Owners of this organization", subgroup: null, roles: [100] },
  { name: "role:administrators", description: "Administrators of this organization, including owners", subgroup: "role:owners", roles: [200] },
  { name: "role:moderators", description: "Moderators of this organization, including administrators", subgroup: "role:administrators", roles: [300] },
  { name: "role:fullmembers", description: "Members of this organization, not including new accounts and guests", subgroup: "role:moderators", roles: [400] },
  { name: "role:members", description: "Members of this organization, not including guests", subgroup: "role:fullmembers", roles: [] },
  { name: "role:everyone", description: "Everyone in this organization, including guests", subgroup: "role:members", roles: [600] },
  { name: "role:internet", description: "Everyone on the Internet", subgroup: "role:everyone", roles: [] },
  { name: "role:nobody", description: "Nobody", subgroup: null, roles: [] },
];

/** Roles whose holders belong (recursively) to each system group. */
const SYSTEM_RECURSIVE_ROLES: Record<string, number[]> = {
  "role:owners": [100],
  "role:administrators": [100, 200],
  "role:moderators": [100, 200, 300],
  "role:fullmembers": [100, 200, 300, 400],
  "role:members": [100, 200, 300, 400],
  "role:everyone": [100, 200, 300, 400, 600],
  "role:internet": [100, 200, 300, 400, 600],
  "role:nobody": [],
};

export const groupById = (db: DB, id: number) => one<GroupRow>(db, "SELECT * FROM user_groups WHERE id = ?", id);
export const groupByName = (db: DB, name: string) => one<GroupRow>(db, "SELECT * FROM user_groups WHERE name = ?", name);
export const allGroups = (db: DB) => all<GroupRow>(db, "SELECT * FROM user_groups ORDER BY id");
export const systemGroupId = (db: DB, name: string) => groupByName(db, name)!.id;

export function directMembers(db: DB, g: GroupRow): number[] {
  if (g.is_system_group) {
    const spec = SYSTEM_GROUPS.find((s) => s.name === g.name);
    if (!spec || spec.roles.length === 0) return [];
    return all<{ id: number }>(
      db,
      `SELECT id FROM users WHERE is_active = 1 AND role IN (${spec.roles.map(() => "?").join(",")}) ORDER BY id`,
      ...spec.roles,
    ).map((r) => r.id);
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

export function isUserInGroup(db: DB, user: UserRow, groupId: number, seen = new Set<number>()): boolean {
  if (seen.has(groupId)) return false;
  seen.add(groupId);
  const g = groupById(db, groupId);
  if (!g || !user.is_active) return false;
  if (g.is_system_group) return (SYSTEM_RECURSIVE_ROLES[g.name] ?? []).includes(user.role);
  if (one(db, "SELECT 1 FROM user_group_members WHERE group_id = ? AND user_id = ?", groupId, user.id)) return true;
  return directSubgroups(db, g).some((sub) => isUserInGroup(db, user, sub, seen));
}

/** Membership of a group-setting value (a group ID or an anonymous group). */
export function isUserInSetting(db: DB, user: UserRow, setting: GroupSetting): boolean {
  if (typeof setting === "number") return isUserInGroup(db, user, setting);
  return setting.direct_members.includes(user.id) || setting.direct_subgroups.some((g) => isUserInGroup(db, user, g));
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
  for (const m of new Set(g.members)) run(db, "INSERT INTO user_group_members (group_id, user_id) VALUES (?, ?)", id, m);
  for (const s of new Set(g.subgroups ?? [])) run(db, "INSERT INTO user_group_subgroups (group_id, subgroup_id) VALUES (?, ?)", id, s);
  return id;
}

export function updateGroup(db: DB, id: number, patch: { name?: string; description?: string; can_mention_group?: GroupSetting }): void {
  if (patch.name !== undefined) run(db, "UPDATE user_groups SET name = ? WHERE id = ?", patch.name, id);
  if (patch.description !== undefined) run(db, "UPDATE user_groups SET description = ? WHERE id = ?", patch.description, id);
  if (patch.can_mention_group !== undefined)
    run(db, "UPDATE user_groups SET can_mention_group = ? WHERE id = ?", JSON.stringify(patch.can_mention_group), id);
}
