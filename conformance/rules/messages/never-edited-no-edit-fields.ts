import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { sendMessage, sharedChannel, show } from "../shared/events.ts";
import { GET, readMessage } from "./_read.ts";

// last_edit_timestamp and edit_history are absent if the message was never edited: a message just sent (to a channel
// or directly, with generated content), read by its sender and by its recipient, carries neither.
export default rule({
  id: "messages/never-edited-no-edit-fields",
  title: "A message never edited has no last_edit_timestamp and no edit_history",
  seed: "Message object: last_edit_timestamp (absent if never edited), edit_history (absent if never edited or if the organization disabled viewing)",
  statements: ["message.last-edit-timestamp", "message.edit-history"],
  operations: [GET, "POST /messages", "GET /streams"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [sender, reader] = [ctx.as("member", 0), ctx.as("member", 1)];
    const channel = await sharedChannel([sender, reader]);
    const kinds = channel ? (["stream", "private"] as const) : (["private"] as const);
    // Every kind of message, every run.
    await ctx.each(kinds, async (kind) => {
      const content = `${ctx.name("m")} never edited`;
      const id = await sendMessage(sender, kind === "stream" ? { type: "stream", to: channel!.stream_id, topic: ctx.prefix, content } : { type: "private", to: [reader.userId], content });
      await ctx.each([sender, reader], async (who) => {
        const { ex, message } = await readMessage(who, id);
        const present = ["last_edit_timestamp", "edit_history"].filter((f) => f in message);
        expectThat(present.length === 0, {
          title: `A message never edited carries edit fields (a ${kind === "stream" ? "channel" : "direct"} message)`,
          expected: `no last_edit_timestamp and no edit_history on message ${id} (never edited) as ${who.email} reads it`,
          received: present.map((f) => `${f} ${show(message[f])}`).join("; "),
          exchange: ex,
        });
      });
    });
  },
});
