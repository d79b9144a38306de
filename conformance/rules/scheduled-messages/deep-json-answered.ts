import { rule } from "../rule.ts";
import { deepJsonAnswered } from "../shared/deep-json.ts";
import { bodyObject } from "../../checks/evidence.ts";
import type { Exchange } from "../../engine/types.ts";
import { SCHEDULE, later } from "./_support.ts";

// envelope/deep-json-answered for POST /scheduled_messages (its own rule: the operation comes at a later level): a
// request the server reads to its end (a direct message to oneself, far ahead, every required field valid), each
// JSON-encoded field of it in turn carrying an array nested 20,000 deep; the answer is an error or a success
// envelope, never a crash (shared/deep-json.ts). A message a server scheduled anyway is deleted when the rule ends.
export default rule({
  id: "scheduled-messages/deep-json-answered",
  title: "POST /scheduled_messages answers a JSON field nested 20,000 deep with the envelope, in every JSON field",
  seed: "Common conventions 1 (a list or object value travels as a JSON-encoded string inside the field) and 2 (every JSON response has result and msg); Endpoints, Scheduled messages: to (integer or list of integer)",
  statements: ["conventions.json-encoded-values", "conventions.result-and-msg", "scheduled.to"],
  operations: [SCHEDULE],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const answered = (ex: Exchange) => {
      const id = bodyObject(ex.response)?.scheduled_message_id;
      if (Number.isInteger(id)) ctx.cleanup(`delete scheduled message ${id}`, () => me.call("DELETE /scheduled_messages/{scheduled_message_id}", { path: { scheduled_message_id: id } }));
    };
    const input = { body: { type: "direct", to: [me.userId], content: `${ctx.name("deep-json")}: never sent`, scheduled_delivery_timestamp: later() } };
    if (!(await deepJsonAnswered(ctx, [{ op: SCHEDULE, caller: me, input, what: "a direct message to oneself scheduled far ahead", answered }]))) {
      ctx.note("POST /scheduled_messages has no JSON-encoded field at the tested level");
    }
  },
});
