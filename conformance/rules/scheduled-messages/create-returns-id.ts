import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// Scheduling a message (a direct message to oneself, far in the future) returns an integer scheduled_message_id.
export default rule({
  id: "scheduled-messages/create-returns-id",
  title: "POST /scheduled_messages returns an integer scheduled_message_id",
  seed: "Endpoints, Scheduled messages: POST /scheduled_messages (Response: scheduled_message_id (integer)); Scheduled message",
  statements: ["scheduled.response", "scheduled-message.id", "level.179-184"],
  operations: [SCHEDULE],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const ex = await schedule(ctx, me, { type: "direct", to: [me.userId], content: `${ctx.name("scheduled")}: a note to self` });
    const body = expectSuccess(ex, "scheduling a direct message");
    expectThat(Number.isInteger(body.scheduled_message_id), {
      title: "POST /scheduled_messages returned no integer scheduled_message_id",
      expected: "scheduled_message_id (integer)",
      received: describeResponse(ex.response),
      exchange: ex,
    });
  },
});
