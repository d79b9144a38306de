// User group objects and group-setting values.
import type { DB } from "../db/connection.ts";
import { directMembers, directSubgroups, type GroupRow, type GroupSetting } from "../db/repos/groups.ts";

/** Zulip answers an anonymous group that is exactly one subgroup with that group's ID. */
export function normalizeSetting(v: GroupSetting): GroupSetting {
  if (typeof v === "number") return v;
  if (v.direct_members.length === 0 && v.direct_subgroups.length === 1) return v.direct_subgroups[0];
  return { direct_members: [...new Set(v.direct_members)].sort((a, b) => a - b), direct_subgroups: [...new Set(v.direct_subgroups)].sort((a, b) => a - b) };
}

export function groupObject(db: DB, g: GroupRow, level: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: g.id,
    name: g.name,
    description: g.description,
    members: directMembers(db, g),
    direct_subgroup_ids: directSubgroups(db, g),
    is_system_group: g.is_system_group === 1,
  };
  const setting = JSON.parse(g.can_mention_group) as GroupSetting;
  if (level >= 198) out.can_mention_group = setting;
  else if (level >= 191) out.can_mention_group_id = setting;
  return out;
}
