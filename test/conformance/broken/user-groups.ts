// Broken servers for the user-groups rules: the reference server with exactly one behaviour changed, one per rule.
import { formFields, isOperation, jsonResponse, rewriteForm, type Breakage, type Fetch } from "../support/reference.ts";
import { callerEmail, success, type BrokenCase } from "../support/prove.ts";
import { int32Ids, maxSafeIdAccepted } from "./_wide-ids.ts";

const LIST = "GET /user_groups";
const CREATE = "POST /user_groups/create";
const UPDATE = "PATCH /user_groups/{user_group_id}";
/** System groups of the development realm: 1 role:owners ... 7 role:internet, 8 role:nobody. */
const OWNERS = 1;
const INTERNET = 7;
const NOBODY = 8;

/** Rewrites the groups of successful GET /user_groups answers. */
function rewriteGroups(change: (g: any) => any, extra: () => any[] = () => []): Breakage {
  return {
    response: (req, res, json) =>
      isOperation(req, LIST) && Array.isArray(json?.user_groups) ? jsonResponse({ ...json, user_groups: [...json.user_groups.map(change), ...extra()] }, res) : res,
  };
}

/** Error answers of `op` for which `when` holds become successes (nothing applied). */
function acceptErrors(op: string, when: (json: any, fields: Record<string, string>, req: Request) => boolean = () => true): Breakage {
  return {
    response: async (req, res, json) => (isOperation(req, op) && json?.result === "error" && when(json, await formFields(req), req) ? success() : res),
  };
}

/** A create that fails on an unknown member but keeps the group (listed afterwards). */
function nonAtomicCreate(): Breakage {
  const kept: any[] = [];
  const list = rewriteGroups((g) => g, () => kept);
  return {
    response: async (req, res, json) => {
      if (isOperation(req, CREATE) && typeof json?.msg === "string" && json.msg.startsWith("Invalid user ID: ")) {
        const f = await formFields(req);
        kept.push({ id: 100_000 + kept.length, name: f.name, description: f.description, members: [], direct_subgroup_ids: [], is_system_group: false, can_mention_group: 6 });
        return res;
      }
      return list.response!(req, res, json);
    },
  };
}

/** A create whose can_mention_group names no group "succeeds": the group is listed with that setting. */
function danglingSetting(): Breakage {
  const kept: any[] = [];
  const list = rewriteGroups((g) => g, () => kept);
  return {
    response: async (req, res, json) => {
      if (isOperation(req, CREATE) && json?.msg === "Invalid user group") {
        const f = await formFields(req);
        kept.push({ id: 200_000 + kept.length, name: f.name, description: f.description, members: [], direct_subgroup_ids: [], is_system_group: false, can_mention_group: JSON.parse(f.can_mention_group) });
        return success();
      }
      return list.response!(req, res, json);
    },
  };
}

/** POST /user_groups/create leaves the guest (polonius) out of the members it is given. */
function createWithoutGuest(fetch: Fetch): Fetch {
  return async (req) => {
    if (!isOperation(req, CREATE)) return fetch(req);
    const headers = new Headers(req.headers);
    const guest = await (await fetch(new Request("http://conformance.test/api/v1/users/polonius@zulip.com", { headers: { authorization: headers.get("authorization") ?? "" } }))).json();
    const fields = await formFields(req.clone());
    if (fields.members !== undefined) fields.members = JSON.stringify((JSON.parse(fields.members) as number[]).filter((id) => id !== guest.user?.user_id));
    headers.set("content-type", "application/x-www-form-urlencoded");
    headers.delete("content-length");
    return fetch(new Request(req.url, { method: req.method, headers, body: new URLSearchParams(fields).toString() }));
  };
}

export const BROKEN: Record<string, BrokenCase> = {
  "user-groups/list-refused-to-guests-and-bots": {
    // Guests get the list.
    breakage: { request: (req) => (isOperation(req, LIST) && callerEmail(req) === "polonius@zulip.com" ? success({ user_groups: [] }) : undefined) },
    // Every caller is tried every run: bots get the list; members are refused.
    also: [
      { breakage: { request: (req) => (isOperation(req, LIST) && callerEmail(req) === "default-bot@zulip.com" ? success({ user_groups: [] }) : undefined) } },
      { breakage: { request: (req) => (isOperation(req, LIST) && callerEmail(req) === "hamlet@zulip.com" ? jsonResponse({ result: "error", msg: "Insufficient permission", code: "BAD_REQUEST" }, undefined, 400) : undefined) } },
    ],
  },
  "user-groups/create-exact": {
    // Descriptions come back with a full stop added.
    breakage: rewriteGroups((g) => (g.is_system_group ? g : { ...g, description: `${g.description}.` })),
    also: [
      // The guest is left out of the groups it is made a member of (every account is tried every run).
      { wrap: createWithoutGuest },
      // description is not required: a create without it makes a group with an empty one.
      { wrap: rewriteForm(CREATE, (f) => ("description" in f ? f : { ...f, description: "" })) },
    ],
  },
  "user-groups/create-unknown-member": {
    breakage: nonAtomicCreate(),
    // IDs read as 32-bit integers: 2^32 + N is object N.
    also: [{ wrap: int32Ids() }],
  },
  "user-groups/can-mention-group-forms": {
    // The mention setting of new groups reads back as role:nobody.
    breakage: rewriteGroups((g) => (String(g.name).includes("mention-forms") ? { ...g, can_mention_group: NOBODY } : g)),
    // role:moderators (3) by its ID reads back as role:everyone (6): every allowed group is tried every run.
    also: [{ breakage: rewriteGroups((g) => (String(g.name).includes("mention-forms") && g.can_mention_group === 3 ? { ...g, can_mention_group: 6 } : g)) }],
  },
  "user-groups/can-mention-group-refuses-internet-owners": {
    breakage: acceptErrors(CREATE, (_j, f) => [OWNERS, INTERNET].includes(Number(f.can_mention_group))),
    // Only role:internet on update (the last case) is "accepted" (each group on create and on update every run).
    also: [{ breakage: acceptErrors(UPDATE, (_j, f) => f.can_mention_group !== undefined && [String(INTERNET), JSON.stringify({ new: INTERNET })].includes(f.can_mention_group)) }],
  },
  "user-groups/update-unknown-id": {
    breakage: { response: (req, res, json) => (isOperation(req, UPDATE) && json?.msg === "Invalid user group" ? jsonResponse({ ...json, msg: "Invalid group" }, res) : res) },
    // IDs read as 32-bit integers: 2^32 + N is object N; or only 2^53 - 1 (a later edge) is "updated".
    also: [{ wrap: int32Ids() }, { breakage: maxSafeIdAccepted(UPDATE) }],
  },
  "user-groups/update-round-trip": {
    // Updates are "accepted" and dropped.
    breakage: { request: (req) => (isOperation(req, UPDATE) ? success() : undefined) },
  },
  "user-groups/update-can-mention-old-mismatch": {
    // A mismatched old is not refused (the refusal becomes a success; nothing applied). Told by the request (an
    // update carrying old that was refused), not by the msg: a server sending generic texts says nothing of old.
    breakage: acceptErrors(UPDATE, (_j, f) => /"old"/.test(f.can_mention_group ?? "")),
  },
  "user-groups/system-groups-unmodifiable": {
    breakage: acceptErrors(UPDATE, (_j, _f, req) => Number(new URL(req.url).pathname.split("/").pop()) <= NOBODY),
    // Only role:nobody can be changed (every system group is tried every run).
    also: [{ breakage: acceptErrors(UPDATE, (_j, _f, req) => Number(new URL(req.url).pathname.split("/").pop()) === NOBODY) }],
  },
  // The object form taken on a level-257 server (as the group everyone).
  "user-groups/can-mention-object-refused-before-258": {
    server: { featureLevel: 257 },
    wrap: rewriteForm(CREATE, (f) => (f.can_mention_group?.startsWith("{") ? { ...f, can_mention_group: "6" } : f)),
  },
  // The 165 behaviour on a level-164 server: a missing name or description is kept as it was.
  "user-groups/update-name-description-required-before-165": {
    server: { featureLevel: 164 },
    breakage: { request: async (req) => (isOperation(req, UPDATE) && Object.keys(await formFields(req)).length === 1 ? success() : undefined) },
    // Only a description alone (the later case) is "accepted".
    also: [{ breakage: { request: async (req) => (isOperation(req, UPDATE) && Object.keys(await formFields(req)).join() === "description" ? success() : undefined) } }],
  },
  // A new name also empties the description.
  "user-groups/update-one-field-leaves-others": {
    wrap: rewriteForm(UPDATE, (f) => ("name" in f && !("description" in f) ? { ...f, description: "" } : f)),
    // A new description also resets the mention setting to role:nobody (both fields are tried every run).
    also: [{ wrap: rewriteForm(UPDATE, (f) => ("description" in f && !("name" in f) ? { ...f, can_mention_group: JSON.stringify({ new: NOBODY }) } : f)) }],
  },
  // A group with a direct subgroup that is not a group.
  "user-groups/list-fields": {
    breakage: rewriteGroups((g) => (g.is_system_group ? g : { ...g, direct_subgroup_ids: [999_999] })),
    // Only the last listed group names a member who is no user (every group is read every run).
    also: [{ breakage: { response: (req, res, json) => (isOperation(req, LIST) && Array.isArray(json?.user_groups) && json.user_groups.length ? jsonResponse({ ...json, user_groups: json.user_groups.map((g: any, i: number, all: any[]) => (i === all.length - 1 ? { ...g, members: [...g.members, 999_999] } : g)) }, res) : res) } }],
  },
  // The value-itself form on a level-259 server is "accepted" and dropped.
  "user-groups/update-can-mention-value-before-260": {
    server: { featureLevel: 259 },
    breakage: { request: async (req) => (isOperation(req, UPDATE) && "can_mention_group" in (await formFields(req)) ? success() : undefined) },
  },
  "user-groups/can-mention-group-unknown-group": {
    breakage: danglingSetting(),
    // IDs read as 32-bit integers: 2^32 + N is object N.
    also: [{ wrap: int32Ids() }],
  },
  // A bare can_mention_group value is taken as the new one (the form before 260).
  "user-groups/update-can-mention-bare-value-refused": {
    wrap: rewriteForm(UPDATE, (f) => (f.can_mention_group !== undefined && !f.can_mention_group.startsWith("{") ? { ...f, can_mention_group: JSON.stringify({ new: JSON.parse(f.can_mention_group) }) } : f)),
  },
  // A can_mention_group object without new is read with old as the new value.
  "user-groups/update-can-mention-new-required": {
    wrap: rewriteForm(UPDATE, (f) => {
      const v = f.can_mention_group !== undefined && f.can_mention_group.startsWith("{") ? JSON.parse(f.can_mention_group) : undefined;
      return v && !("new" in v) ? { ...f, can_mention_group: JSON.stringify({ new: v.old ?? 0 }) } : f;
    }),
    // Only the empty object (the last case) is taken, as "no change" (every case is tried every run).
    also: [{ breakage: { request: async (req) => (isOperation(req, UPDATE) && (await formFields(req)).can_mention_group === "{}" ? success() : undefined) } }],
  },
};
