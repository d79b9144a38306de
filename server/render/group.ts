// User group objects and group-setting values.
import { directMembers, directSubgroups, type GroupRow, type GroupSetting } from "../db/repos/groups.ts";
import type { Realm } from "../http/context.ts";
import { unordered } from "../profile.ts";

/** Zulip answers an anonymous group that is exactly one subgroup with that group's ID. */
export function normalizeSetting(v: GroupSetting): GroupSetting {
  if (typeof v === "number") return v;
  if (v.direct_members.length === 0 && v.direct_subgroups.length === 1) return v.direct_subgroups[0];
  return { direct_members: [...new Set(v.direct_members)].sort((a, b) => a - b), direct_subgroups: [...new Set(v.direct_subgroups)].sort((a, b) => a - b) };
}

/** A user group (components.schemas.UserGroup), shaped for the level. */
export function groupObject(r: Realm, g: GroupRow): Record<string, unknown> {
  return r.spec.shape("UserGroup", {
    id: g.id,
    name: g.name,
    description: g.description,
    members: unordered(r, directMembers(r.db, r.spec, g)),
    direct_subgroup_ids: unordered(r, directSubgroups(r.db, g)),
    is_system_group: g.is_system_group === 1,
    can_mention_group: JSON.parse(g.can_mention_group) as GroupSetting,
  });
}
