import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { allChannels, getStream, GET, LIST, show, type Channel } from "./_support.ts";

const MESSAGE = "GET /messages/{message_id}";

// first_message_id is "the ID of the first message; null when the channel has no history". Both directions, from
// messages the administrator can read: a non-null first_message_id of a public channel is a message of that
// channel; and every message of a channel sampled from the message IDs in use shows that the channel has history
// (first_message_id not null, and not after that message). Messages are read through the message object of
// GET /messages/{message_id}, which exists from level 120.
export default rule({
  id: "streams/channel-first-message-id",
  title: "first_message_id is null exactly when a channel has no history",
  seed: "Channel object: first_message_id (ID of the first message; null when the channel has no history)",
  statements: ["channel.first-message-id"],
  operations: [LIST, GET, MESSAGE, "GET /users/me"],
  roles: ["administrator"],
  since: "GET /messages/{message_id} response.message",
  async run(ctx) {
    const admin = ctx.as("administrator");
    const all = await allChannels(admin);
    const byId = new Map(all.map((c) => [c.stream_id, c]));
    // Each channel, each its own case.
    await ctx.each(all, async (c) => {
      expectThat(c.first_message_id === null || Number.isInteger(c.first_message_id), {
        title: "first_message_id neither integer nor null",
        expected: "an integer message ID or null",
        received: `channel ${c.stream_id}: ${show(c.first_message_id)}`,
      });
    });
    // Forward: the first message of a public channel exists and belongs to it.
    await ctx.each(all.filter((c) => c.invite_only === false && c.first_message_id !== null).slice(0, 20), async (c) => {
      const ex = await admin.call(MESSAGE, { path: { message_id: c.first_message_id } });
      const m = expectSuccess(ex, `GET /messages/${c.first_message_id} (first_message_id of channel ${c.stream_id})`).message as Record<string, unknown> | undefined;
      expectThat(m?.stream_id === c.stream_id, {
        title: "first_message_id is not a message of the channel",
        expected: `message ${c.first_message_id} in channel ${c.stream_id} (${c.name})`,
        received: `stream_id ${show(m?.stream_id)}`,
        exchange: ex,
      });
    });
    // Backward: any visible channel message proves its channel has history.
    const me = bodyObject((await admin.call("GET /users/me")).response);
    const known = [...all.map((c: Channel) => c.first_message_id), me?.max_message_id].filter((x): x is number => Number.isInteger(x));
    const top = Math.max(1, ...known);
    const check = async (id: number) => {
      const ex = await admin.call(MESSAGE, { path: { message_id: id } });
      const m = bodyObject(ex.response)?.message as Record<string, unknown> | undefined;
      if (bodyObject(ex.response)?.result !== "success" || typeof m?.stream_id !== "number") return;
      const listed = byId.get(m.stream_id);
      if (!listed) return;
      const holds = (ch: Channel) => ch.first_message_id !== null && (ch.first_message_id as number) <= id;
      // The list was read before: on a live server the channel may have got its first message since. Re-read it.
      const c = holds(listed) ? listed : (await getStream(admin, listed.stream_id)).stream;
      expectThat(holds(c), {
        title: "A channel with history has no (or a later) first_message_id",
        expected: `channel ${c.stream_id} (${c.name}) holds message ${id}: first_message_id an integer ≤ ${id}`,
        received: `first_message_id ${show(c.first_message_id)}`,
        exchange: ex,
      });
    };
    // The newest messages, then any message ID in use.
    await ctx.each([top, top - 1, top - 2].filter((id) => id > 0), check);
    await ctx.property("message", fc.integer({ min: 1, max: top }), check);
  },
});
