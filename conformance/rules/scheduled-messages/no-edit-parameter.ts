import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// Since editing a scheduled message moved to a separate endpoint, POST /scheduled_messages takes no
// scheduled_message_id: sent the ID of a message the member scheduled, it schedules another message (a new ID) and
// lists the parameter in ignored_parameters_unsupported.
export default rule({
  id: "scheduled-messages/no-edit-parameter",
  title: "POST /scheduled_messages does not edit through scheduled_message_id",
  seed: "Endpoints, Scheduled messages: edit of a scheduled message is a separate endpoint (since level 184; no scheduled_message_id parameter here); Common conventions 4",
  statements: ["scheduled.edit-separate", "level.179-184"],
  operations: [SCHEDULE],
  roles: ["member"],
  since: `${SCHEDULE} body.scheduled_message_id @removed`,
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const first = expectSuccess(await schedule(ctx, me, { type: "direct", to: [me.userId], content: "the first scheduled message" }), "scheduling a message");
    const ex = await schedule(ctx, me, { type: "direct", to: [me.userId], content: "not an edit", scheduled_message_id: first.scheduled_message_id });
    const b = bodyObject(ex.response);
    const ignored = b?.ignored_parameters_unsupported;
    expectThat(b?.result === "success" && Number.isInteger(b.scheduled_message_id) && b.scheduled_message_id !== first.scheduled_message_id && Array.isArray(ignored) && ignored.includes("scheduled_message_id"), {
      title: "POST /scheduled_messages took scheduled_message_id",
      expected: `a new scheduled_message_id (not ${first.scheduled_message_id}) and scheduled_message_id in ignored_parameters_unsupported`,
      received: describeResponse(ex.response),
      exchange: ex,
    });
  },
});
