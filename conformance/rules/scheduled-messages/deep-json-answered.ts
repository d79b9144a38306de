import { rule } from "../rule.ts";
import { deepJsonAnswered } from "../shared/deep-json.ts";
import { SCHEDULE } from "./_support.ts";

// envelope/deep-json-answered for POST /scheduled_messages (its own rule: the operation comes at a later level):
// each JSON-encoded body field alone carries an array nested 20,000 deep, and the answer is an error or a success
// envelope, never a crash (shared/deep-json.ts).
export default rule({
  id: "scheduled-messages/deep-json-answered",
  title: "POST /scheduled_messages answers a JSON field nested 20,000 deep with the envelope",
  seed: "Common conventions 1 (a list or object value travels as a JSON-encoded string inside the field) and 2 (every JSON response has result and msg); Endpoints, Scheduled messages: to (integer or list of integer)",
  statements: ["conventions.json-encoded-values", "conventions.result-and-msg", "scheduled.to"],
  operations: [SCHEDULE],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    if (!(await deepJsonAnswered(ctx, ctx.as("member"), [SCHEDULE]))) ctx.note("POST /scheduled_messages has no JSON-encoded body field at the tested level");
  },
});
