import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyOf, sendMessage, sharedChannel, show } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { GET, LIST, newestMessages, readMessage } from "./_read.ts";

// The single-message endpoint answers with `message`, a message object as the seed's table has it (the spec's
// Message schema: every field with its type, reactions and submessages lists of objects of their shape, topic_links
// a list of objects, display_recipient the channel name or a list of user objects), and raw_content, a string. Read
// for a channel message and a direct message just sent (by their sender and their recipient) and for the newest
// messages the member can read (GET /messages, Zulip's, finds them: they carry the organization's reactions and
// edits; where the server lacks it, the messages found by ID from the channels' first messages), each with
// apply_markdown true and false. Where the server offers no POST /messages (Zulip's), only existing messages are read.
export default rule({
  id: "messages/message-object-shape",
  title: "GET /messages/{message_id} answers with a message object of the seed's shape and raw_content",
  seed: "Message object (every field and its type); Endpoints, Messages: GET /messages/{message_id} (Response: message (message object) and raw_content (string))",
  statements: [
    "messages.get-response", "message.type", "message.display-recipient", "message.reactions", "message.topic-links", "message.flags", "message.timestamp",
    "message.client", "message.sender", "message.sender-email", "message.sender-full-name", "message.sender-realm-str", "message.recipient-id",
    "message.subject", "message.content-type", "message.is-me-message", "message.raw-content",
  ],
  operations: [GET, LIST, "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [me, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    const channel = await sharedChannel([me, other]);
    const send = (message: Parameters<typeof sendMessage>[1]) => ifOffered(() => sendMessage(me, message));
    const sent = [
      channel && (await send({ type: "stream", to: channel.stream_id, topic: ctx.name("shape"), content: `**${ctx.name("shape")}** in a channel` })),
      await send({ type: "private", to: [other.userId], content: `*${ctx.name("shape")}* directly` }),
    ].filter((id): id is number => typeof id === "number");
    const { messages } = await newestMessages(me, 12);
    const reads: [typeof me, number][] = [...sent.flatMap((id) => [[me, id], [other, id]] as [typeof me, number][]), ...messages.map((m) => [me, m.id as number] as [typeof me, number])];
    await ctx.each(reads.flatMap(([reader, id]) => [true, false].map((apply_markdown) => ({ reader, id, apply_markdown }))), async ({ reader, id, apply_markdown }) => {
      const { ex, message } = await readMessage(reader, id, { apply_markdown });
      const problems = ctx.spec.schemaProblems("Message", message);
      const raw = bodyOf(ex).raw_content;
      if (typeof raw !== "string") problems.push(`raw_content ${show(raw)} (a string)`);
      expectThat(problems.length === 0, {
        title: "A message read by its ID is not a message object of the seed's shape",
        expected: `message ${id} (apply_markdown ${apply_markdown}, read by ${reader.email}) a message object with every field of its type, and raw_content a string`,
        received: problems.slice(0, 5).join("; "),
        exchange: ex,
      });
    });
  },
});
