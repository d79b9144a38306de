import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { envelopeProblems, readCalls, send } from "./_support.ts";

// "Every JSON response has result and msg (empty on success)" and "an error response additionally has code, plus
// code-specific extra fields", checked on reads of objects that exist (a channel, a user by ID and by email, a
// channel message) and on a refusal only state explains (include_all_active by a member). The generic checks
// see the same envelope on generated requests, which name objects no server holds.
export default rule({
  id: "envelope/envelope-on-reads",
  title: "Reads of existing objects carry result and msg (empty on success), errors a code",
  seed: "Common conventions 2 (result and msg; msg empty on success) and 3 (code and code-specific extra fields); Errors",
  statements: ["conventions.result-and-msg", "conventions.error-code"],
  operations: ["GET /users/{user_id}", "GET /users/{email}", "GET /streams", "GET /streams/{stream_id}", "GET /messages/{message_id}"],
  roles: ["administrator", "member"],
  async run(ctx) {
    const member = ctx.as("member");
    const calls = [
      ...(await readCalls(ctx, member, ctx.as("administrator"))),
      { label: "GET /streams with include_all_active by a member", caller: member, op: "GET /streams", input: { query: { include_all_active: true } } },
    ];
    await ctx.each(calls, async (c) => {
      const ex = await send(c);
      const problems = envelopeProblems(ctx.spec, ex);
      expectThat(!problems.length, { title: `Malformed envelope: ${c.label}`, expected: `${c.label}: result "success" with msg "", or result "error" with a string msg, a code and its fields`, received: problems.join("; "), exchange: ex });
    });
  },
});
