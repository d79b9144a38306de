import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyOf, sharedChannel, show, type Body } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import type { Exchange } from "../../engine/types.ts";
import { foundMessages, GET, readMessage } from "./_read.ts";

/** Every wildcard mention kind, and a content without any: each tried every run (the set is small). */
const CONTENTS: [kind: string, content: string][] = [
  ["@**all**", "@**all** please read"],
  ["@**everyone**", "@**everyone** please read"],
  ["@**channel**", "@**channel** please read"],
  ["@**topic**", "@**topic** please read"],
  ["no mention", "nobody in particular"],
];

// The deprecated wildcard_mentioned flag equals stream_wildcard_mentioned or topic_wildcard_mentioned: for messages
// with every wildcard mention kind and without one, in a channel both members share (in a topic the reader has taken
// part in), the reader's flags have wildcard_mentioned exactly when they have one of the two newer flags. Where the
// server offers no POST /messages (Zulip's), the same is read on the messages the reader can read (found by ID).
export default rule({
  id: "messages/wildcard-mentioned-flag",
  title: "wildcard_mentioned equals stream_wildcard_mentioned or topic_wildcard_mentioned",
  seed: "Message object: flags (wildcard_mentioned is deprecated and equals stream_wildcard_mentioned or topic_wildcard_mentioned); Versioning: 224",
  statements: ["message.wildcard-mentioned", "message.flags", "level.224"],
  operations: [GET, "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member", "member"],
  since: "MessageBase.flags[]=stream_wildcard_mentioned",
  writes: true,
  async run(ctx) {
    const [sender, reader] = [ctx.as("member", 0), ctx.as("member", 1)];
    const channel = await sharedChannel([sender, reader]);
    if (!channel) return ctx.note("the two members share no channel anyone may post to; nothing to test");
    const refused: string[] = [];
    const consistent = (ex: Exchange, message: Body, what: string) => {
      const flags = Array.isArray(message.flags) ? message.flags : [];
      const newer = flags.includes("stream_wildcard_mentioned") || flags.includes("topic_wildcard_mentioned");
      expectThat(flags.includes("wildcard_mentioned") === newer, {
        title: `wildcard_mentioned does not equal stream_wildcard_mentioned or topic_wildcard_mentioned (${what})`,
        expected: `wildcard_mentioned ${newer ? "present" : "absent"}, as stream_wildcard_mentioned or topic_wildcard_mentioned`,
        received: `flags ${show(flags)}`,
        exchange: ex,
      });
    };
    if ((await ifOffered(() => reader.call("POST /messages", { body: { type: "stream", to: channel.stream_id, topic: ctx.name("wildcard"), content: "taking part" } }))) === undefined) {
      const found = (await foundMessages(reader)).slice(0, 8);
      await ctx.each(found, async (f) => consistent(f.ex, f.message, `message ${f.id}, found`));
      return ctx.note("wildcard mentions: the server offers no POST /messages (Zulip's, not in the seed); the flags of existing messages read, no mention of each kind sent");
    }
    await ctx.each(CONTENTS, async ([kind, content]) => {
      // A server may refuse wildcard mentions to some senders (an organization policy the seed does not show).
      // The reader takes part in the topic first: a topic mention concerns the topic's participants.
      const topic = ctx.name("wildcard");
      await reader.call("POST /messages", { body: { type: "stream", to: channel.stream_id, topic, content: "taking part" } });
      const sent = await sender.call("POST /messages", { body: { type: "stream", to: channel.stream_id, topic, content } });
      const id = bodyOf(sent).id;
      if (bodyOf(sent).result !== "success" || !Number.isInteger(id)) return void refused.push(kind);
      const { ex, message } = await readMessage(reader, id as number);
      consistent(ex, message, kind);
    });
    if (refused.length) ctx.note(`sending was refused for ${refused.join(", ")} (an organization policy the seed does not show); those kinds not tested`);
  },
});
