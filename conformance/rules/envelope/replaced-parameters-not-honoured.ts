import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import type { Exchange } from "../../engine/types.ts";
import { JsonText } from "../../arbitraries/wire.ts";
import type { Caller, RuleContext } from "../types.ts";
import { body, listGroups, newAddress, readUser, show, visibleChannelId, type Json } from "../shared/users.ts";

// A parameter the seed renamed or removed at or below the tested level is gone at that level: sent under its old name
// (or, for a renamed value, the old value), it is not acted on, and it is not silent either: from level 167 a
// successful answer lists the old name in ignored_parameters_unsupported (a refusal of the whole request is the
// other reading that leaves nothing done). Servers written from the seed were seen still honouring
// can_remove_subscribers_group_id and retention "forever" at the advertised level.
//
// Which parameters: read from the spec, every body field of a seed operation whose x-feature-level records a rename
// (the old name) or a removal, and every enum value recorded as renamed (the old value), at or below the tested
// level. How each is sent to a real object and how its effect is read is per operation (PROBES); a fact of the
// spec with no probe is named in a note, so that a new fact does not go untested unseen.
export default rule({
  id: "envelope/replaced-parameters-not-honoured",
  title: "Parameters renamed or removed at or below the tested level are neither acted on nor silent",
  seed: "Versioning 3 (8 role replaces is_admin/is_guest; 91 forever became unlimited; 96, 117, 126 invitation expiry; 158 onward can_remove_subscribers_group renamed from _id at 197; 191, 198 can_mention_group renamed from _id); Common conventions 4",
  statements: ["level.8", "level.91", "level.96-117-126", "level.158", "level.191-198-258-260", "conventions.ignored-parameters-unsupported"],
  operations: ["PATCH /streams/{stream_id}", "GET /streams/{stream_id}", "GET /streams", "POST /user_groups/create", "PATCH /user_groups/{user_group_id}", "GET /user_groups", "PATCH /users/{user_id}", "GET /users/{user_id}", "POST /invites"],
  roles: ["owner", "member"],
  writes: true,
  async run(ctx) {
    const replaced = replacedParameters(ctx);
    if (!replaced.length) return ctx.note("no parameter of a seed operation was renamed or removed at or below the tested level");
    const env: Env = { ctx, owner: ctx.as("owner"), member: ctx.as("member") };
    // Every replaced parameter every run, each one honoured its own finding (a server honouring the first still
    // shows the others: ctx.each).
    const unprobed = replaced.filter((r) => PROBES[r.key] === undefined).map((r) => r.key);
    await ctx.each(replaced.filter((r) => PROBES[r.key]), async (r) => {
      const outcome = await PROBES[r.key]!(env, r);
      if (!outcome) return;
      const b = body(outcome.ex);
      const listed = Array.isArray(b.ignored_parameters_unsupported) && b.ignored_parameters_unsupported.includes(r.old);
      // A renamed value is not a parameter: it is refused or ignored, never listed.
      const mustList = r.kind !== "value" && b.result === "success" && ctx.since("JsonSuccess.ignored_parameters_unsupported");
      expectThat(!outcome.changed && (!mustList || listed), {
        title: outcome.changed ? `${r.what} was acted on at a level where it is gone` : `${r.what} was ignored silently`,
        expected: `${r.what} (${r.kind === "removed" ? "removed" : `replaced by ${r.current}`} at or below the tested level) ${r.kind === "value" ? "refused, or ignored" : "not acted on: the request refused, or " + (ctx.since("JsonSuccess.ignored_parameters_unsupported") ? `a success listing ${show(r.old)} in ignored_parameters_unsupported` : "a success that changes nothing")}`,
        received: `${outcome.changed ? `${outcome.changed}; ` : ""}${show(b)}`,
        exchange: outcome.ex,
      });
    });
    if (unprobed.length) ctx.note(`replaced parameters with no probe in this rule, not tested: ${unprobed.join(", ")}`);
  },
});

interface Replaced {
  /** "<op> <old name>", or "<op> <field>=<old value>" for a renamed value. */
  key: string;
  op: string;
  kind: "renamed" | "removed" | "value";
  /** The old name (or value) sent. */
  old: string;
  /** The field as the tested level names it (for removed ones, the removed name). */
  current: string;
  what: string;
  /** The level reference of the change. */
  ref: string;
}

interface Env {
  ctx: RuleContext;
  owner: Caller;
  member: Caller;
}

/** What a probe saw: the exchange that carried the old parameter, and what changed (empty: nothing). */
type Probe = (env: Env, r: Replaced) => Promise<{ ex: Exchange; changed: string } | undefined>;

const METHODS = ["get", "post", "patch", "put", "delete"];

/** Every parameter of a seed operation the full spec records as renamed or removed at or below the tested level. */
function replacedParameters(ctx: RuleContext): Replaced[] {
  const out: Replaced[] = [];
  for (const [path, item] of Object.entries<Json>(ctx.facts.doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op || op["x-beyond-seed"]) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const content = op.requestBody?.content ?? {};
      const props: Record<string, Json> = (content["application/x-www-form-urlencoded"] ?? content["multipart/form-data"])?.schema?.properties ?? {};
      for (const [name, schema] of Object.entries(props)) {
        const fl = schema?.["x-feature-level"];
        if (fl?.renamed?.from) out.push({ key: `${key} ${fl.renamed.from}`, op: key, kind: "renamed", old: fl.renamed.from, current: name, what: `${key} ${fl.renamed.from}`, ref: `${key} body.${name} @renamed` });
        if (fl?.removed !== undefined) out.push({ key: `${key} ${name}`, op: key, kind: "removed", old: name, current: name, what: `${key} ${name}`, ref: `${key} body.${name} @removed` });
        for (const holder of [schema, ...((schema?.oneOf ?? schema?.anyOf ?? []) as Json[])]) {
          for (const [value, levels] of Object.entries<Json>(holder?.["x-enum-levels"] ?? {})) {
            const from = levels?.renamed?.from;
            if (from) out.push({ key: `${key} ${name}=${from}`, op: key, kind: "value", old: from, current: `${name}=${value}`, what: `${key} ${name}=${from}`, ref: `${key} body.${name}=${value} @renamed` });
          }
        }
      }
    }
  }
  return out.filter((r) => ctx.spec.operations.some((o) => o.key === r.op) && ctx.since(r.ref));
}

const succeeded = (ex: Exchange) => body(ex).result === "success";

/** A public channel and its state (GET /streams/{stream_id}). */
async function someChannel(caller: Caller): Promise<Json | undefined> {
  const id = await visibleChannelId(caller);
  if (id === undefined) return undefined;
  return body(await caller.call("GET /streams/{stream_id}", { path: { stream_id: id } })).stream;
}

/** System groups a group setting may name (all but role:internet and role:owners). */
async function settingGroups(caller: Caller): Promise<number[]> {
  return (await listGroups(caller)).filter((g) => g?.is_system_group === true && !["role:internet", "role:owners"].includes(g.name)).map((g) => g.id);
}

const sameSetting = (a: unknown, b: number) => a === b || (typeof a === "object" && a !== null && JSON.stringify((a as Json).direct_subgroups) === JSON.stringify([b]) && !((a as Json).direct_members ?? []).length);

/** Per replaced parameter (its key): how to send it to a real object and read its effect; null: another rule reads it. */
const PROBES: Record<string, Probe | null> = {
  // The old name of can_remove_subscribers_group with another allowed group: the channel's setting stays.
  "PATCH /streams/{stream_id} can_remove_subscribers_group_id": async ({ ctx, owner }, r) => {
    const channel = await someChannel(owner);
    const groups = await settingGroups(owner);
    const other = groups.find((g) => g !== channel?.can_remove_subscribers_group);
    if (!channel || other === undefined) return void ctx.note(`${r.what}: no channel, or no other system group to name`);
    const id = channel.stream_id;
    const ex = await owner.call("PATCH /streams/{stream_id}", { path: { stream_id: id }, body: { [r.old]: other } });
    const after = body(await owner.call("GET /streams/{stream_id}", { path: { stream_id: id } })).stream?.can_remove_subscribers_group;
    if (after !== channel.can_remove_subscribers_group) {
      ctx.cleanup(`restore can_remove_subscribers_group of channel ${id}`, () => owner.call("PATCH /streams/{stream_id}", { path: { stream_id: id }, body: { [r.current]: channel.can_remove_subscribers_group } }));
      return { ex, changed: `can_remove_subscribers_group of channel ${id} became ${show(after)}` };
    }
    return { ex, changed: "" };
  },
  // The old "retain forever" word: message_retention_days does not become -1 (the channel starts elsewhere). Sent
  // as the seed sends a string (plain), and where that is refused also JSON-quoted, the form a server may also take.
  "PATCH /streams/{stream_id} message_retention_days=forever": async ({ ctx, owner }, r) => {
    const channel = await someChannel(owner);
    if (!channel) return void ctx.note(`${r.what}: no channel to edit`);
    const id = channel.stream_id;
    const before = channel.message_retention_days;
    const retention = (value: unknown) => setRetention(owner, id, value);
    if (before === -1) {
      // Already "forever": start from the organization setting, and put it back at the end.
      if (!succeeded(await retention("realm_default"))) return void ctx.note(`${r.what}: the retention of channel ${id} could not be reset`);
      ctx.cleanup(`restore message_retention_days of channel ${id}`, () => retention("unlimited"));
    }
    const ex = await retention(r.old);
    const after = body(await owner.call("GET /streams/{stream_id}", { path: { stream_id: id } })).stream?.message_retention_days;
    if (after === -1) {
      if (before !== -1) ctx.cleanup(`restore message_retention_days of channel ${id}`, () => retention(before === null ? "realm_default" : before));
      return { ex, changed: `message_retention_days of channel ${id} became -1 (retain forever)` };
    }
    return { ex, changed: "" };
  },
  // A new group with the new name and the old one naming different groups: the new one wins.
  "POST /user_groups/create can_mention_group_id": async ({ ctx, owner }, r) => {
    const [wanted, old] = await settingGroups(owner);
    if (old === undefined) return void ctx.note(`${r.what}: fewer than two system groups to name`);
    const name = ctx.name("old-mention-name");
    const ex = await owner.call("POST /user_groups/create", { body: { name, description: "created by the conformance suite", members: [owner.userId], [r.current]: wanted, [r.old]: old } });
    const group = (await listGroups(owner)).find((g) => g?.name === name);
    return { ex, changed: group && !sameSetting(group.can_mention_group, wanted) ? `the group's can_mention_group is ${show(group.can_mention_group)}, not ${wanted}` : "" };
  },
  // The old name alone on a group of the run: its setting stays.
  "PATCH /user_groups/{user_group_id} can_mention_group_id": async ({ ctx, owner }, r) => {
    const [kept, other] = await settingGroups(owner);
    if (other === undefined) return void ctx.note(`${r.what}: fewer than two system groups to name`);
    const name = ctx.name("old-mention-update");
    if (!succeeded(await owner.call("POST /user_groups/create", { body: { name, description: "created by the conformance suite", members: [owner.userId], [r.current]: kept } }))) return void ctx.note(`${r.what}: no group could be created`);
    const group = (await listGroups(owner)).find((g) => g?.name === name);
    if (!group) return void ctx.note(`${r.what}: the created group is not listed`);
    const ex = await owner.call("PATCH /user_groups/{user_group_id}", { path: { user_group_id: group.id }, body: { [r.old]: other } });
    const after = (await listGroups(owner)).find((g) => g?.id === group.id)?.can_mention_group;
    return { ex, changed: sameSetting(after, kept) ? "" : `the group's can_mention_group became ${show(after)}` };
  },
  // The legacy role flags: the member's role stays.
  "PATCH /users/{user_id} is_admin": (env, r) => roleFlag(env, r),
  "PATCH /users/{user_id} is_guest": (env, r) => roleFlag(env, r),
  // The expiry in days: the stored expiry is not shown, so what is read is that the name is not silent.
  "POST /invites invite_expires_in_days": async ({ ctx, owner }, r) => {
    // The fewest channels an invitation can carry at the level: none once an empty list is allowed.
    const channel = await visibleChannelId(owner);
    const stream_ids = ctx.since("POST /invites body.stream_ids @changed") || channel === undefined ? [] : [channel];
    const ex = await owner.call("POST /invites", { body: { invitee_emails: newAddress(ctx, "old-expiry"), stream_ids, [r.old]: 3 } });
    return { ex, changed: "" };
  },
  // Read by scheduled-messages/no-edit-parameter (it needs a scheduled message of its own to name).
  "POST /scheduled_messages scheduled_message_id": null,
  // Read by realm/linkifier-update-old-template-name: a linkifier's ID and template are read through operations
  // beyond the seed (POST /realm/filters, GET /realm/linkifiers), which this rule does not need otherwise.
  "PATCH /realm/filters/{filter_id} url_format_string": null,
};

/**
 * PATCH message_retention_days: a word as the seed sends a string (plain), and where that is refused, JSON-quoted
 * (the form Zulip reads), so that a server taking either form is read. The last answer.
 */
async function setRetention(owner: Caller, id: number, value: unknown): Promise<Exchange> {
  const patch = (v: unknown) => owner.call("PATCH /streams/{stream_id}", { path: { stream_id: id }, body: { message_retention_days: v } });
  const ex = await patch(value);
  return typeof value === "string" && !succeeded(ex) ? patch(new JsonText(JSON.stringify(value))) : ex;
}

async function roleFlag({ ctx, owner, member }: Env, r: Replaced): Promise<{ ex: Exchange; changed: string }> {
  const before = (await readUser(owner, member.userId)).role;
  const ex = await owner.call("PATCH /users/{user_id}", { path: { user_id: member.userId }, body: { [r.old]: true } });
  const after = (await readUser(owner, member.userId)).role;
  if (after !== before) {
    ctx.cleanup(`restore the role of ${member.email}`, () => owner.call("PATCH /users/{user_id}", { path: { user_id: member.userId }, body: { role: before } }));
    return { ex, changed: `the member's role became ${show(after)}` };
  }
  return { ex, changed: "" };
}
