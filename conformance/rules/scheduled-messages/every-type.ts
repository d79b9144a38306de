import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { sharedChannel } from "../shared/events.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// Every value of type is accepted with its form of `to`: direct and private (the legacy name) with a list of user
// IDs (one or several: the sender and other accounts, a topic sent along being ignored), stream and channel (from
// its level) with one channel ID and a topic. Each gets its own integer scheduled_message_id.
export default rule({
  id: "scheduled-messages/every-type",
  title: "POST /scheduled_messages accepts every type with its recipients, several users included",
  seed: "Endpoints, Scheduled messages: type (direct, channel, stream, private); to (channel ID for channel messages; list of user IDs for direct messages); topic (required for channel messages, ignored otherwise)",
  statements: ["scheduled.type", "scheduled.to", "scheduled.topic", "scheduled.response"],
  operations: [SCHEDULE, "GET /streams"],
  roles: ["member", "member", "administrator"],
  writes: true,
  async run(ctx) {
    const [me, other, admin] = [ctx.as("member", 0), ctx.as("member", 1), ctx.as("administrator")];
    const channel = await sharedChannel([me]);
    const direct = ["direct", "private"];
    const channelTypes = channel ? ["stream", ...(ctx.since(`${SCHEDULE} body.type=channel`) ? ["channel"] : [])] : [];
    const users = [me.userId, other.userId, admin.userId];
    const seen = new Set<number>();
    const check = async ({ type, count, withTopic }: { type: string; count: number; withTopic: boolean }) => {
      const isChannel = !direct.includes(type);
      const body = isChannel
        ? { type, to: channel!.stream_id, topic: ctx.name("sched"), content: `a ${type} scheduled message` }
        : { type, to: users.slice(1, 1 + count), content: `a ${type} scheduled message to ${count}`, ...(withTopic ? { topic: "ignored" } : {}) };
      const ex = await schedule(ctx, me, body);
      const id = bodyObject(ex.response)?.scheduled_message_id;
      expectThat(bodyObject(ex.response)?.result === "success" && Number.isInteger(id) && !seen.has(id as number), {
        title: `A scheduled message of type ${type} was not scheduled under a new ID`,
        expected: `success with a new integer scheduled_message_id for type ${type}, to ${JSON.stringify(body.to)}`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
      seen.add(id as number);
    };
    // Every type every run; direct ones to one user with a topic (ignored) and to two without.
    const cases = [
      ...direct.flatMap((type) => [
        { type, count: 2, withTopic: false },
        { type, count: 1, withTopic: true },
      ]),
      ...channelTypes.map((type) => ({ type, count: 1, withTopic: true })),
    ];
    await ctx.each(cases, check);
    const arb = fc.record({ type: fc.constantFrom(...direct, ...channelTypes), count: fc.integer({ min: 1, max: 2 }), withTopic: fc.boolean() });
    await ctx.property("type", arb, check, { runs: 4 });
  },
});
