import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { sharedChannel } from "../shared/events.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// topic is required for channel messages: a scheduled channel message without one is refused, and the same message
// with a topic is scheduled.
export default rule({
  id: "scheduled-messages/topic-required-for-channel",
  title: "A scheduled channel message needs a topic",
  seed: "Endpoints, Scheduled messages: topic (required for channel messages, ignored otherwise)",
  statements: ["scheduled.topic"],
  operations: [SCHEDULE, "GET /streams"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const channel = await sharedChannel([me]);
    if (!channel) return ctx.note("the member is subscribed to no channel anyone may post to; nothing to test");
    const ex = await schedule(ctx, me, { type: "stream", to: channel.stream_id, content: "a channel message without a topic" });
    expectThat(bodyObject(ex.response)?.result === "error", { title: "A scheduled channel message without a topic was accepted", expected: "an error (topic is required for channel messages)", received: describeResponse(ex.response), exchange: ex });
    expectSuccess(await schedule(ctx, me, { type: "stream", to: channel.stream_id, topic: ctx.name("sched"), content: "the same with a topic" }), "scheduling a channel message with a topic");
  },
});
