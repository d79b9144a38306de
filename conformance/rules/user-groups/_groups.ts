// Shared by the user-groups rules (not a rule).
import type { Caller, RuleContext } from "../types.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { groupNamed, listGroups, show, type Json } from "../shared/users.ts";

export const CREATE = "POST /user_groups/create";
export const UPDATE = "PATCH /user_groups/{user_group_id}";
export const LIST = "GET /user_groups";

/** The system groups a mention setting may never be set to. */
export const FORBIDDEN = ["role:internet", "role:owners"];

/** Creates a group named with the run prefix and returns it as GET /user_groups shows it. */
/** `label` is unique to the calling rule (names carry the run prefix and the label). */
export async function createGroup(ctx: RuleContext, admin: Caller, label: string, fields: Json): Promise<Json> {
  const name = ctx.name(label);
  const ex = await admin.call(CREATE, { body: { name, description: `Created by the conformance suite (${ctx.prefix})`, members: [admin.userId], ...fields } });
  expectSuccess(ex, "creating a user group");
  const found = groupNamed(await listGroups(admin), name);
  expectThat(found.length === 1, { title: "a created group is not listed once", expected: `one group named ${name} in GET /user_groups`, received: `${found.length} groups`, exchange: ex });
  return found[0];
}

/** The current state of one group, by ID. */
export async function groupById(caller: Caller, id: number): Promise<Json | undefined> {
  return (await listGroups(caller)).find((g) => g?.id === id);
}

/** IDs of the system groups a mention setting may use (every system group but role:internet and role:owners). */
export async function allowedSystemGroups(caller: Caller): Promise<Json[]> {
  return (await listGroups(caller)).filter((g) => g?.is_system_group === true && typeof g.id === "number" && !FORBIDDEN.includes(g.name));
}

/**
 * A group-setting value compared by meaning: the sets of direct members and subgroups, where the integer ID of a
 * group means the same as an object with no direct members and that one subgroup (either form may come back).
 */
export function sameSetting(a: unknown, b: unknown): boolean {
  const form = (v: any) => (typeof v === "number" ? { direct_members: [], direct_subgroups: [v] } : v);
  const norm = (v: any) => JSON.stringify([[...new Set<number>(v?.direct_members ?? [])].sort(), [...new Set<number>(v?.direct_subgroups ?? [])].sort()]);
  const [x, y] = [form(a), form(b)];
  return typeof x === "object" && x !== null && typeof y === "object" && y !== null && norm(x) === norm(y);
}

/**
 * PATCH can_mention_group of a group whose setting is `current` with `value`: refused, and the setting stays
 * (a refusal that changed it anyway is no refusal). `title` says which refusal the rule expects.
 */
export async function expectMentionUpdateRefused(admin: Caller, groupId: number, current: number, value: unknown, title: string, why: string): Promise<void> {
  const ex = await admin.call(UPDATE, { path: { user_group_id: groupId }, body: { can_mention_group: value } });
  const after = (await groupById(admin, groupId))?.can_mention_group;
  const answer = ex.response.json as Json | undefined;
  expectThat(answer?.result === "error" && sameSetting(after, current), {
    title,
    expected: `an error for can_mention_group ${show(value)} (${why}), can_mention_group still ${current}`,
    received: `${show(answer)}; can_mention_group now ${show(after)}`,
    exchange: ex,
  });
}

export { show };
