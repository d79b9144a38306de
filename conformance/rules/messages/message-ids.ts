import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show } from "../shared/events.ts";
import { LIST, GET, newestMessages, readMessage } from "./_read.ts";

// Message IDs are unique: the newest messages the member can read (GET /messages, Zulip's, beyond the seed) have
// distinct integer IDs, and the single-message endpoint answers each of the last few under its own ID.
export default rule({
  id: "messages/message-ids",
  title: "Message IDs are unique, and a message reads back under its ID",
  seed: "Message object: id (integer; unique message ID; messages are displayed sorted by ID)",
  statements: ["message.id"],
  operations: [LIST, GET],
  roles: ["member"],
  since: "GET /messages/{message_id} response.message",
  async run(ctx) {
    const me = ctx.as("member");
    const { ex, messages } = await newestMessages(me, 100);
    if (!messages.length) return ctx.note("the member can read no message; nothing to check");
    const ids = messages.map((m) => m.id);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expectThat(ids.every((id) => Number.isInteger(id)) && repeated.length === 0, { title: "Message IDs are not unique integers", expected: "distinct integer message IDs", received: `repeated or not integers: ${show(repeated.length ? repeated : ids.filter((id) => !Number.isInteger(id)))}`, exchange: ex });
    await ctx.each(ids.slice(-5) as number[], async (id) => {
      const one = await readMessage(me, id);
      expectThat(one.message.id === id, { title: "A message reads back under another ID", expected: `message ${id}`, received: `message ${show(one.message.id)}`, exchange: one.ex });
    });
  },
});
