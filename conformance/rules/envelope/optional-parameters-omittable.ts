import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import type { CallInput, Caller, RuleContext } from "../types.ts";
import type { Operation } from "../../engine/spec.ts";
import { body, listGroups, newAddress, show, visibleChannelId } from "../shared/users.ts";
import { ifOffered } from "../shared/extras.ts";

// A parameter the seed lists as optional may be left out: for every seed operation that has optional parameters, a
// request carrying only its required ones (valid values, a real object where the path names one, sent by an account
// allowed to call it) is not refused. Servers written from the seed were seen refusing such requests (a parameter
// with a default read as required). Which operations and which parameters: the spec at the tested level (a path
// parameter is always required; a parameter the spec calls optional is left out). How each operation's required
// values are filled is per operation (REQUIRED_ONLY); an operation of the spec with no entry there is named in a
// note, so that a new one does not go untested unseen. Every operation, every run: the set is small.
export default rule({
  id: "envelope/optional-parameters-omittable",
  title: "A request with only the required parameters is not refused",
  seed: "Endpoints: the parameter tables (Required: no) and the parameters listed as optional of every endpoint",
  statements: [
    "streams.list-flags-optional",
    "streams.update-body-optional",
    "users.client-gravatar",
    "users.include-custom-profile-fields",
    "users.update-full-name",
    "groups.create",
    "groups.update",
    "invites.expires-in-minutes",
    "invites.invite-as",
    "invites.include-realm-default-subscriptions",
    "invites.notify-referrer-on-join",
    "profile-fields.name-hint-optional",
    "profile-fields.field-data",
    "profile-fields.summary-at-most-two",
    "profile-fields.required",
    "streams.update-post-policy",
    "messages.get-apply-markdown",
  ],
  operations: [
    "GET /streams",
    "PATCH /streams/{stream_id}",
    "GET /streams/{stream_id}",
    "GET /users/{user_id}",
    "GET /users/{email}",
    "PATCH /users/{user_id}",
    "POST /user_groups/create",
    "PATCH /user_groups/{user_group_id}",
    "GET /user_groups",
    "POST /invites",
    "POST /realm/profile_fields",
    "POST /drafts",
    "GET /messages/{message_id}",
    "GET /users/me",
    "GET /realm/profile_fields",
  ],
  // Read only where offered: whether an unnamed profile field exists already.
  uses: ["GET /realm/profile_fields"],
  roles: ["owner", "member"],
  writes: true,
  async run(ctx) {
    const env: Env = { ctx, owner: ctx.as("owner"), member: ctx.as("member") };
    const unprobed: string[] = [];
    // Every operation every run, each refusal its own finding (ctx.each).
    const ops = ctx.spec.operations.filter((op) => !op.beyondSeed && optionalNames(op).length && REQUIRED_ONLY[op.key] !== null);
    await ctx.each(ops, async (op) => {
      const optional = optionalNames(op);
      const requests = [(await REQUIRED_ONLY[op.key]?.(env)) ?? []].flat();
      if (!requests.length) return void unprobed.push(op.key);
      for (const made of requests) await omitted(op, optional, made);
    });
    if (unprobed.length) ctx.note(`operations with optional parameters and no required-only request in this rule, not tested: ${unprobed.join(", ")}`);

    async function omitted(op: Operation, optional: string[], made: Made): Promise<void> {
      const { caller, input, what, carried = [], mayCollide } = made;
      const sent = [...Object.keys(input.query ?? {}), ...Object.keys(input.body ?? {})];
      const extra = sent.filter((n) => optional.includes(n) && !carried.includes(n));
      if (extra.length) throw new Error(`${op.key}: the required-only request carries optional parameters ${extra.join(", ")}`);
      const ex = await caller.call(op.key, input);
      // A restriction the seed allows may explain a refusal (a duplicate): said in a note, not failed.
      if (mayCollide && body(ex).result !== "success") {
        return void ctx.note(`${op.key} refused ${what} (${show(body(ex))}), and ${mayCollide}: a server may refuse a second unnamed field as a duplicate label, which the seed neither allows nor rules out, so this is not judged`);
      }
      expectThat(body(ex).result === "success", {
        title: `${op.key} refused a request without its optional parameters`,
        expected: `${what}, with only ${sent.length ? sent.join(", ") : "no parameter"} and without ${optional.filter((n) => !carried.includes(n)).join(", ")}: not refused`,
        received: show(body(ex)),
        exchange: ex,
      });
    }
  },
});

interface Env {
  ctx: RuleContext;
  owner: Caller;
  member: Caller;
}

/** The request; `carried`: optional parameters it carries on purpose (see PATCH /user_groups/{user_group_id}). */
interface Made {
  caller: Caller;
  input: CallInput;
  what: string;
  carried?: string[];
  mayCollide?: string;
}
/** Several requests where one alone could not be judged on every server (POST /realm/profile_fields). */
type Fill = (env: Env) => Promise<Made | Made[] | undefined>;

/** Names of the operation's optional query and body parameters at the tested level. */
function optionalNames(op: Operation): string[] {
  return [...op.parameters.filter((p) => p.in === "query" && !p.required).map((p) => p.name), ...(op.body?.fields ?? []).filter((f) => !f.required).map((f) => f.name)];
}

const GROUP_DESCRIPTION = "created by the conformance suite";

/** A group of the run the owner may edit (created with only the required parameters of POST /user_groups/create). */
async function runGroup(owner: Caller, name: string): Promise<number | undefined> {
  await owner.call("POST /user_groups/create", { body: { name, description: GROUP_DESCRIPTION, members: [owner.userId] } });
  return (await listGroups(owner)).find((g) => g?.name === name)?.id;
}

/** Per operation with optional parameters: a request with its required parameters only; null: not read here. */
const REQUIRED_ONLY: Record<string, Fill | null> = {
  // Read by scheduled-messages/create-returns-id (a direct message with only the required parameters), which runs from
  // the operation's level: listed here, the operation would skip this rule on servers older than it.
  "POST /scheduled_messages": null,
  "GET /streams": async ({ member }) => ({ caller: member, input: {}, what: "listing channels" }),
  "GET /users/{user_id}": async ({ owner, member }) => ({ caller: member, input: { path: { user_id: owner.userId } }, what: "reading another user" }),
  // The API email as the user object gives it (it may differ from the login address).
  "GET /users/{email}": async ({ member }) => {
    const email = body(await member.call("GET /users/me")).email;
    return typeof email === "string" ? { caller: member, input: { path: { email } }, what: "reading oneself by API email" } : undefined;
  },
  // A message the member can read (the seed lets a server refuse one not visible to the caller): read first WITH
  // the optional parameter, so that only its omission can be what a refusal is about.
  "GET /messages/{message_id}": async ({ member }) => {
    const streams = body(await member.call("GET /streams")).streams;
    const ids: number[] = Array.isArray(streams) ? streams.map((c: any) => c?.first_message_id).filter(Number.isSafeInteger) : [];
    for (const id of ids) {
      if (body(await member.call("GET /messages/{message_id}", { path: { message_id: id }, query: { apply_markdown: true } })).result !== "success") continue;
      return { caller: member, input: { path: { message_id: id } }, what: `reading message ${id} (read with apply_markdown a moment before)` };
    }
    return undefined;
  },
  // Every body parameter optional, but the seed does not say an update naming nothing to change is one (a server
  // may answer "no new data"): each carries one field as it is, and leaves the others out.
  "PATCH /streams/{stream_id}": async ({ owner }) => {
    const id = await visibleChannelId(owner);
    const description = id === undefined ? undefined : (body(await owner.call("GET /streams/{stream_id}", { path: { stream_id: id } })).stream as any)?.description;
    return typeof description !== "string" ? undefined : { caller: owner, input: { path: { stream_id: id }, body: { description } }, what: `an update of channel ${id} with its own description only`, carried: ["description"] };
  },
  "PATCH /users/{user_id}": async ({ owner, member }) => {
    const fullName = (body(await owner.call("GET /users/{user_id}", { path: { user_id: member.userId } })).user as any)?.full_name;
    return typeof fullName !== "string" ? undefined : { caller: owner, input: { path: { user_id: member.userId }, body: { full_name: fullName } }, what: "an update of a member with its own full_name only", carried: ["full_name"] };
  },
  // An update naming nothing to change may be refused ("No new data supplied": the seed does not say an empty update
  // is one), so this one carries the description as it is, and leaves name and can_mention_group out (from the
  // level where name and description became optional; before, both were required).
  "PATCH /user_groups/{user_group_id}": async ({ ctx, owner }) => {
    const name = ctx.name("optional-update");
    const id = await runGroup(owner, name);
    if (id === undefined) return undefined;
    const optional = ctx.since("PATCH /user_groups/{user_group_id} body.name @changed");
    const body = optional ? { description: GROUP_DESCRIPTION } : { name, description: GROUP_DESCRIPTION };
    return { caller: owner, input: { path: { user_group_id: id }, body }, what: `an update of group ${id} with its own ${optional ? "description" : "name and description"}`, carried: optional ? ["description"] : [] };
  },
  "POST /user_groups/create": async ({ ctx, owner }) => ({
    caller: owner,
    input: { body: { name: ctx.name("optional-create"), description: "created by the conformance suite", members: [owner.userId] } },
    what: "a group without can_mention_group",
  }),
  "POST /invites": async ({ ctx, owner }) => {
    // The fewest channels an invitation can carry at the level: none once an empty list is allowed.
    const channel = await visibleChannelId(owner);
    const stream_ids = ctx.since("POST /invites body.stream_ids @changed") || channel === undefined ? [] : [channel];
    return { caller: owner, input: { body: { invitee_emails: newAddress(ctx, "optional-invite"), stream_ids } }, what: "an invitation of one new address" };
  },
  // field_type alone: name ("`name` string optional"), hint, field_data, display_in_profile_summary and required are
  // left out. The seed does not say whether two fields may share a label, so a server may refuse a second unnamed
  // field as a duplicate: whether one exists is read first (Zulip's GET /realm/profile_fields, where offered; fields
  // cannot be deleted through the seed, so one from an earlier run may). Where one does, or where that cannot be
  // read, a refusal is noted, not failed; so that the other attributes' omission is judged on every server, a field
  // with a name of the run's own (no duplicate) and nothing else optional is asked for first.
  "POST /realm/profile_fields": async ({ ctx, owner }) => {
    const listed = await ifOffered(async () => body(await owner.call("GET /realm/profile_fields")).custom_fields);
    const unnamed = Array.isArray(listed) ? listed.filter((f: any) => f?.name === "").map((f: any) => f.id) : undefined;
    // A short name: the run's prefix is long already, and a server may bound names (the reference server at 40).
    const named: Made = { caller: owner, input: { body: { field_type: 1, name: ctx.name("opt") } }, what: "a short-text profile field with a new name and no other attribute", carried: ["name"] };
    return [named, {
      caller: owner,
      input: { body: { field_type: 1 } },
      what: "a short-text profile field without a name or any other attribute",
      mayCollide:
        unnamed === undefined
          ? "whether an unnamed field exists already could not be read (the server offers no GET /realm/profile_fields)"
          : unnamed.length
            ? `unnamed fields exist already (${unnamed.join(", ")})`
            : undefined,
    }];
  },
  "POST /drafts": async ({ member }) => ({ caller: member, input: { body: {} }, what: "POST /drafts without drafts" }),
  // queue_id is "optional" only in that the register parameters may come instead: one of the two is needed.
  "GET /events": null,
};
