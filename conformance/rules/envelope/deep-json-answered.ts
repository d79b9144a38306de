import { rule } from "../rule.ts";
import { deepJsonAnswered, type DeepBase } from "../shared/deep-json.ts";
import { listGroups, newAddress, visibleChannelId } from "../shared/users.ts";
import type { Caller, RuleContext } from "../types.ts";

// Every seed operation but POST /scheduled_messages (which has its rule, scheduled-messages/deep-json-answered, so
// that its later level does not skip this one), every JSON-encoded field.
const OPERATIONS = ["PATCH /streams/{stream_id}", "PATCH /users/{user_id}", "POST /user_groups/create", "PATCH /user_groups/{user_group_id}", "POST /invites", "POST /realm/profile_fields", "POST /drafts", "POST /mark_topic_as_read"];

// "Every JSON response has result and msg", whatever the request: a list or object travels as JSON text in a form
// field, and JSON text may nest arrays 20,000 deep. A server written from the seed was seen crashing on such a field
// (a recursive reader overflowing its stack), so that no response was ever sent, on every operation but the one the
// suite tried; and a server that checks the required fields first refuses a request carrying the deep field alone
// before it parses it. So each operation gets a request it reads to its end (a real object in the path, its required
// fields valid: BASES), and each of its JSON-encoded fields (from the spec) in turn carries the nested value; the
// answer is an error or a success envelope (shared/deep-json.ts), every (operation, field) every run.
export default rule({
  id: "envelope/deep-json-answered",
  title: "A JSON field nested 20,000 deep gets an answer with the envelope, in every JSON field of every operation",
  seed: "Common conventions 1 (a list or object value travels as a JSON-encoded string inside the field) and 2 (every JSON response has result and msg)",
  statements: ["conventions.json-encoded-values", "conventions.result-and-msg"],
  operations: [...OPERATIONS, "GET /streams", "GET /user_groups"],
  roles: ["owner"],
  writes: true,
  async run(ctx) {
    // Which operations have JSON-encoded fields is the spec's: the list above must name every seed operation that
    // has one (but POST /scheduled_messages), or a new one would go untested unseen.
    const missing = ctx.spec.operations.filter((o) => !o.beyondSeed && o.key !== "POST /scheduled_messages" && !OPERATIONS.includes(o.key) && (o.body?.fields ?? []).some((f) => f.jsonEncoded));
    if (missing.length) ctx.note(`operations with JSON-encoded fields this rule does not list, not tested: ${missing.map((o) => o.key).join(", ")}`);
    const owner = ctx.as("owner");
    const bases: DeepBase[] = [];
    const unread: string[] = [];
    for (const op of OPERATIONS.filter((o) => ctx.spec.operations.some((x) => x.key === o))) {
      const base = await BASES[op](ctx, owner);
      if (base) bases.push({ op, caller: owner, ...base });
      else unread.push(op);
    }
    if (unread.length) ctx.note(`no object to name in the path of ${unread.join(", ")}: not tested`);
    if (!(await deepJsonAnswered(ctx, bases))) ctx.note("no listed operation has a JSON-encoded field at the tested level");
  },
});

type Base = Omit<DeepBase, "op" | "caller"> | undefined;

/**
 * Per operation: a request the owner may send, naming a real object, with every required field valid. What a server
 * that took the deep value anyway would do with it is harmless: a description set to itself, a group or profile field
 * named for the run, an invitation to an address of the run.
 */
const BASES: Record<string, (ctx: RuleContext, owner: Caller) => Promise<Base>> = {
  "PATCH /streams/{stream_id}": async (_ctx, owner) => {
    const id = await visibleChannelId(owner);
    return id === undefined ? undefined : { input: { path: { stream_id: id } }, what: `an update of channel ${id}` };
  },
  "PATCH /users/{user_id}": async (_ctx, owner) => ({ input: { path: { user_id: owner.userId } }, what: "an update of the owner" }),
  "POST /user_groups/create": async (ctx, owner) => ({
    input: { body: { name: ctx.name("deep-json-group"), description: "created by the conformance suite", members: [owner.userId] } },
    what: "a new group with a name, a description and the owner as member",
  }),
  "PATCH /user_groups/{user_group_id}": async (ctx, owner) => {
    const name = ctx.name("deep-json-update");
    await owner.call("POST /user_groups/create", { body: { name, description: "created by the conformance suite", members: [owner.userId] } });
    const id = (await listGroups(owner)).find((g) => g?.name === name)?.id;
    return id === undefined ? undefined : { input: { path: { user_group_id: id }, body: { description: "created by the conformance suite" } }, what: `an update of group ${id}` };
  },
  "POST /invites": async (ctx, owner) => {
    const channel = await visibleChannelId(owner);
    const stream_ids = ctx.since("POST /invites body.stream_ids @changed") || channel === undefined ? [] : [channel];
    return { input: { body: { invitee_emails: newAddress(ctx, "deep-json"), stream_ids } }, what: "an invitation of one new address" };
  },
  "POST /realm/profile_fields": async (ctx) => ({ input: { body: { name: ctx.name("deep"), field_type: 1 } }, what: "a short-text profile field with a name" }),
  "POST /drafts": async () => ({ input: { body: {} }, what: "POST /drafts" }),
  "POST /mark_topic_as_read": async (_ctx, owner) => {
    const id = await visibleChannelId(owner);
    return id === undefined ? undefined : { input: { body: { stream_id: id, topic_name: "conformance" } }, what: `marking a topic of channel ${id} read` };
  },
};
