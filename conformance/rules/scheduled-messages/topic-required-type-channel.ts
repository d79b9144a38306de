import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { sharedChannel } from "../shared/events.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// topic is "required for channel messages": type channel (from its level) names a channel message as stream does,
// so a scheduled message of type channel without a topic is refused, and the same with a topic is scheduled. (Type
// stream is read by scheduled-messages/topic-required-for-channel; a server enforcing the topic for one name of a
// channel message only fails here.)
export default rule({
  id: "scheduled-messages/topic-required-type-channel",
  title: "A scheduled message of type channel needs a topic",
  seed: "Endpoints, Scheduled messages: type (channel added at level 248); topic (required for channel messages, ignored otherwise)",
  statements: ["scheduled.topic", "scheduled.type"],
  operations: [SCHEDULE, "GET /streams"],
  roles: ["member"],
  since: `${SCHEDULE} body.type=channel`,
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const channel = await sharedChannel([me]);
    if (!channel) return ctx.note("the member is subscribed to no channel anyone may post to; nothing to test");
    const ex = await schedule(ctx, me, { type: "channel", to: channel.stream_id, content: "a channel message without a topic" });
    expectThat(bodyObject(ex.response)?.result === "error", {
      title: "A scheduled message of type channel without a topic was accepted",
      expected: "an error (topic is required for channel messages)",
      received: describeResponse(ex.response),
      exchange: ex,
    });
    expectSuccess(await schedule(ctx, me, { type: "channel", to: channel.stream_id, topic: ctx.name("sched"), content: "the same with a topic" }), "scheduling a channel message of type channel with a topic");
  },
});
