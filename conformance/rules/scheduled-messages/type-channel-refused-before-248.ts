import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { sharedChannel } from "../shared/events.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// The type value channel came at level 248: a server below it refuses a scheduled message of type channel (to a
// channel the member can post to, with a topic, that type stream would schedule).
export default rule({
  id: "scheduled-messages/type-channel-refused-before-248",
  title: "Before its level, type channel is refused",
  seed: "Endpoints, Scheduled messages: type (channel added at level 248); Versioning: 248 type value channel",
  statements: ["scheduled.type", "level.236-267"],
  operations: [SCHEDULE, "GET /streams"],
  roles: ["member"],
  until: `${SCHEDULE} body.type=channel`,
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const channel = await sharedChannel([me]);
    if (!channel) return ctx.note("the member is subscribed to no channel anyone may post to; nothing to test");
    const ex = await schedule(ctx, me, { type: "channel", to: channel.stream_id, topic: ctx.name("sched"), content: "type channel before its level" });
    expectThat(bodyObject(ex.response)?.result === "error", { title: "Type channel was accepted before its level", expected: "an error for type channel", received: describeResponse(ex.response), exchange: ex });
  },
});
