import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// read_by_sender (level 236) is accepted with either value, and omitted (the server then decides): three scheduled
// direct messages. What it does happens at delivery, which the seed does not show.
export default rule({
  id: "scheduled-messages/read-by-sender",
  title: "read_by_sender is accepted true, false or omitted",
  seed: "Endpoints, Scheduled messages: read_by_sender (boolean, optional; initially mark read for sender; if omitted the server decides by a heuristic, level 236); scheduled_delivery_timestamp (UNIX timestamp in UTC seconds)",
  statements: ["scheduled.read-by-sender", "scheduled.delivery-timestamp", "level.236-267"],
  operations: [SCHEDULE],
  roles: ["member", "member"],
  since: `${SCHEDULE} body.read_by_sender`,
  writes: true,
  async run(ctx) {
    const [me, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    const check = async (readBySender: boolean | undefined): Promise<void> => {
      expectSuccess(
        await schedule(ctx, me, { type: "direct", to: [other.userId], content: `read_by_sender ${readBySender}`, ...(readBySender === undefined ? {} : { read_by_sender: readBySender }) }),
        `scheduling with read_by_sender ${readBySender ?? "omitted"}`,
      );
    };
    await ctx.each([true, false, undefined], check);
  },
});
