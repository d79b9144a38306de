import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectError, expectSuccess, expectThat } from "../expect.ts";
import { show } from "./_support.ts";
import { subscribedChannels } from "../shared/events.ts";
import { newAddress } from "../shared/users.ts";

// The seed's encoding: "form-encoded fields in the body". Multipart bodies are Zulip's extra, a warning of their own
// (envelope/multipart-bodies-accepted), never a failure here.
const BODY_KINDS = ["urlencoded"] as const;

// "A list or object value travels as a JSON-encoded string inside the field". Shown by answers that depend on what is inside the decoded value, and that create nothing:
// - drafts=[] (a list) is accepted with no ids;
// - a list of draft objects with a channel draft naming other than exactly one channel (none, or several of the
//   member's own channels, so that the count is all that is wrong) is the seed's not-one-channel error (the
//   objects and their `to` lists were read);
// - stream_ids=[<unknown id>] in an invitation to a new address is the invalid-invite-channel error naming <id>
//   (the ID inside the list was read). The address is new: an invitee who already has an account would be
//   a second refusal (INVITATION_FAILED), and the seed does not say which of the two a server reports.
export default rule({
  id: "envelope/json-in-form-fields",
  title: "JSON-encoded list and object fields are read in form-encoded bodies",
  seed: "Common conventions 1 (a list or object value travels as a JSON-encoded string inside the field); Errors: POST /drafts, POST /invites",
  statements: ["conventions.form-fields", "conventions.json-encoded-values"],
  operations: ["POST /drafts", "POST /invites", "GET /streams"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const member = ctx.as("member");
    const admin = ctx.as("administrator");
    const own = (await subscribedChannels(member)).map((s) => s.stream_id).filter((id): id is number => Number.isInteger(id));
    const draft = fc.record({
      to: own.length >= 2 ? fc.oneof(fc.constant([] as number[]), fc.shuffledSubarray(own, { minLength: 2, maxLength: 4 })) : fc.constant([] as number[]),
      topic: stringMatching(/^[a-z0-9][a-z0-9 ]{0,19}$/),
      content: stringMatching(/^[a-z][a-z0-9 ]{0,39}$/),
    });
    type Kind = (typeof BODY_KINDS)[number];
    const emptyList = async (bodyKind: Kind) => {
      const ex = await member.call("POST /drafts", { body: { drafts: [] }, bodyKind });
      const ids = expectSuccess(ex, `POST /drafts drafts=[] (${bodyKind})`).ids;
      expectThat(Array.isArray(ids) && ids.length === 0, { title: "An empty drafts list was not read as empty", expected: `ids [] (${bodyKind})`, received: show(ids), exchange: ex });
    };
    const drafts = async ({ d, bodyKind }: { d: { to: number[]; topic: string; content: string }; bodyKind: Kind }) => {
      const ex = await member.call("POST /drafts", { body: { drafts: [{ type: "stream", ...d }] }, bodyKind });
      expectError(ex, "not-one-channel", {}, `A channel draft with to=${show(d.to)} (${bodyKind}) was not read`);
    };
    const streamIds = async ({ id, bodyKind }: { id: number; bodyKind: Kind }) => {
      const ex = await admin.call("POST /invites", { body: { invitee_emails: newAddress(ctx, "json-invite"), stream_ids: [id] }, bodyKind });
      expectError(ex, "invalid-invite-channel", { stream_id: id }, `stream_ids=[${id}] (${bodyKind}) was not read`);
    };
    // Each case, then random values.
    await ctx.each(BODY_KINDS, async (bodyKind) => {
      await emptyList(bodyKind);
      await drafts({ d: { to: [], topic: "conformance", content: "conformance" }, bodyKind });
      await streamIds({ id: 2_000_000_001, bodyKind });
    });
    await ctx.property("drafts", fc.record({ d: draft, bodyKind: fc.constantFrom(...BODY_KINDS) }), drafts);
    await ctx.property("stream-ids", fc.record({ id: fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), bodyKind: fc.constantFrom(...BODY_KINDS) }), streamIds);
  },
});
