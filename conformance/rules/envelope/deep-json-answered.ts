import { rule } from "../rule.ts";
import { deepJsonAnswered } from "../shared/deep-json.ts";

// Every seed operation but POST /scheduled_messages (which has its rule, scheduled-messages/deep-json-answered, so
// that its later level does not skip this one), every JSON-encoded body field.
const OPERATIONS = ["PATCH /streams/{stream_id}", "PATCH /users/{user_id}", "POST /user_groups/create", "PATCH /user_groups/{user_group_id}", "POST /invites", "POST /realm/profile_fields", "POST /drafts", "POST /mark_topic_as_read"];

// "Every JSON response has result and msg", whatever the request: a list or object travels as JSON text in a form
// field, and JSON text may nest arrays 20,000 deep. A server written from the seed was seen crashing on such a field
// (a recursive reader overflowing its stack), so that no response was ever sent. Each JSON-encoded body field (from
// the spec) alone carries the nested value: the answer is an error or a success envelope (shared/deep-json.ts).
export default rule({
  id: "envelope/deep-json-answered",
  title: "A JSON field nested 20,000 deep gets an answer with the envelope",
  seed: "Common conventions 1 (a list or object value travels as a JSON-encoded string inside the field) and 2 (every JSON response has result and msg)",
  statements: ["conventions.json-encoded-values", "conventions.result-and-msg"],
  operations: OPERATIONS,
  roles: ["owner"],
  writes: true,
  async run(ctx) {
    // Which operations have JSON-encoded fields is the spec's: the list above must name every seed operation that
    // has one (but POST /scheduled_messages), or a new one would go untested unseen.
    const missing = ctx.spec.operations.filter((o) => !o.beyondSeed && o.key !== "POST /scheduled_messages" && !OPERATIONS.includes(o.key) && (o.body?.fields ?? []).some((f) => f.jsonEncoded));
    if (missing.length) ctx.note(`operations with JSON-encoded fields this rule does not list, not tested: ${missing.map((o) => o.key).join(", ")}`);
    if (!(await deepJsonAnswered(ctx, ctx.as("owner"), OPERATIONS))) ctx.note("no listed operation has a JSON-encoded body field at the tested level");
  },
});
