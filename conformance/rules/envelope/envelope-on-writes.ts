import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { envelopeProblems, has, noOpWrites, pollCall, send, type Call } from "./_support.ts";

// The envelope on writes that succeed (set to what they already are, so nothing changes), on a poll of a real
// event queue, and on errors only real state produces: a member editing a channel, invitations to people who
// already have accounts (INVITATION_FAILED, with its fields), a scheduled message to a channel that does not exist
// (STREAM_DOES_NOT_EXIST, with stream_id). Generated requests never reach these: their IDs name nothing.
export default rule({
  id: "envelope/envelope-on-writes",
  title: "Successful writes have an empty msg; errors from real state carry their code's fields",
  seed: "Common conventions 2 and 3; Errors (codes and their extra fields: STREAM_DOES_NOT_EXIST stream_id, INVITATION_FAILED daily_limit_reached, errors, license_limit_reached, sent_invitations)",
  statements: ["conventions.result-and-msg", "conventions.error-code", "errors.stream-does-not-exist"],
  operations: ["POST /drafts", "PATCH /streams/{stream_id}", "PATCH /users/{user_id}", "GET /events", "POST /invites"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const member = ctx.as("member");
    const admin = ctx.as("administrator");
    const calls: Call[] = await noOpWrites(ctx, member, admin);
    const poll = await pollCall(ctx, member);
    if (poll) calls.push(poll);
    const edit = calls.find((c) => c.op === "PATCH /streams/{stream_id}");
    const channel = edit?.input.path?.stream_id;
    if (edit && channel !== undefined) {
      // The channel's own description: a server that wrongly lets the member edit still changes nothing.
      calls.push({ label: "PATCH /streams/{stream_id} by a member", caller: member, op: "PATCH /streams/{stream_id}", input: { path: { stream_id: channel }, body: { ...edit.input.body } } });
      // Every invitee already has an account: nothing is sent.
      calls.push({ label: "POST /invites to existing users", caller: admin, op: "POST /invites", input: { body: { invitee_emails: `${member.email}, ${admin.email}`, stream_ids: [channel] } } });
    }
    if (has(ctx, "POST /scheduled_messages")) {
      calls.push({
        label: "POST /scheduled_messages to a channel that does not exist",
        caller: member,
        op: "POST /scheduled_messages",
        input: { body: { type: "stream", to: 2_000_000_123, topic: "conformance", content: ctx.name("never-sent"), scheduled_delivery_timestamp: Math.floor(Date.now() / 1000) + 10 * 365 * 86400 } },
      });
    }
    await ctx.each(calls, async (c) => {
      const ex = await send(c);
      const problems = envelopeProblems(ctx.spec, ex);
      expectThat(!problems.length, { title: `Malformed envelope: ${c.label}`, expected: `${c.label}: result "success" with msg "", or result "error" with a string msg, a code and its fields`, received: problems.join("; "), exchange: ex });
    });
  },
});
