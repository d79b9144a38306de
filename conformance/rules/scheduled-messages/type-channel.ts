import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sharedChannel } from "../shared/events.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// From level 248 `channel` is a message type: a scheduled message of type channel (to a channel the member is
// subscribed to and may post to) is accepted.
export default rule({
  id: "scheduled-messages/type-channel",
  title: "POST /scheduled_messages accepts type channel",
  seed: "Endpoints, Scheduled messages: type (`channel` added at level 248); Versioning: 248 type value channel",
  statements: ["scheduled.type", "level.236-267"],
  operations: [SCHEDULE, "GET /streams"],
  roles: ["member"],
  since: "POST /scheduled_messages body.type=channel",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const channel = await sharedChannel([me]);
    if (!channel) return ctx.note("the member is subscribed to no channel anyone may post to; nothing to test");
    const ex = await schedule(ctx, me, { type: "channel", to: channel.stream_id, topic: ctx.name("topic"), content: "a scheduled channel message" });
    const body = expectSuccess(ex, "scheduling a message of type channel");
    expectThat(Number.isInteger(body.scheduled_message_id), { title: "No integer scheduled_message_id", expected: "scheduled_message_id (integer)", received: describeResponse(ex.response), exchange: ex });
  },
});
