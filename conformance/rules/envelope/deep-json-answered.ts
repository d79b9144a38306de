import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { JsonText } from "../../arbitraries/wire.ts";
import { body, show } from "../shared/users.ts";
import type { Caller } from "../types.ts";

/** Nesting depth of the value sent: deep enough to overflow recursive parsers and validators. */
const DEPTH = 20_000;
const DEEP = new JsonText("[".repeat(DEPTH) + "]".repeat(DEPTH));

// "Every JSON response has result and msg", whatever the request: a list or object travels as JSON text in a form
// field, and JSON text may nest arrays 20,000 deep. A server written from the seed was seen crashing on such a field
// (a recursive reader overflowing its stack), so that no response was ever sent. For every seed operation with a
// JSON-encoded body field (from the spec), that field alone carries the nested value (an ID no object has in the
// path): the answer is an error or a success envelope, never a 5xx, a reset connection or a timeout (which the
// engine reports as the fault it is).
export default rule({
  id: "envelope/deep-json-answered",
  title: "A JSON field nested 20,000 deep gets an answer with the envelope",
  seed: "Common conventions 1 (a list or object value travels as a JSON-encoded string inside the field) and 2 (every JSON response has result and msg)",
  statements: ["conventions.json-encoded-values", "conventions.result-and-msg"],
  operations: ["POST /scheduled_messages", "PATCH /streams/{stream_id}", "PATCH /users/{user_id}", "POST /user_groups/create", "PATCH /user_groups/{user_group_id}", "POST /invites", "POST /realm/profile_fields", "POST /drafts"],
  roles: ["owner"],
  writes: true,
  async run(ctx) {
    const owner: Caller = ctx.as("owner");
    let sent = 0;
    for (const op of ctx.spec.operations) {
      if (op.beyondSeed || op.requiredRole === "anonymous") continue;
      const path = Object.fromEntries(op.parameters.filter((p) => p.in === "path").map((p) => [p.name, 2_000_000_001]));
      for (const field of (op.body?.fields ?? []).filter((f) => f.jsonEncoded)) {
        sent++;
        const ex = await owner.call(op.key, { path, body: { [field.name]: DEEP } });
        const b = body(ex);
        expectThat((b.result === "error" || b.result === "success") && typeof b.msg === "string", {
          title: `${op.key} did not answer a field nested ${DEPTH} deep with the envelope`,
          expected: `${field.name} = [[[...]]] (${DEPTH} levels): an error or success envelope with result and msg`,
          received: `${ex.response.status} ${show(b)}`,
          exchange: ex,
        });
      }
    }
    if (!sent) ctx.note("no seed operation has a JSON-encoded body field at the tested level");
  },
});
