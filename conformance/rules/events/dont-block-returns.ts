import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { bodyOf, poll, registerQueue } from "../shared/events.ts";

// A registered queue can be polled without blocking: GET /events with dont_block answers at once (within the
// suite's per-request timeout, while a blocking poll would wait for the server's heartbeat), with an events list
// (possibly empty) and the queue's queue_id. The queue only takes alert_words events, so it is normally empty.
export default rule({
  id: "events/dont-block-returns",
  title: "GET /events with dont_block returns at once, with events and the queue_id",
  seed: "Endpoints, Events: GET /events (dont_block: true requests a non-blocking reply; Response: events, may be empty when dont_block is set, and queue_id)",
  statements: ["events.dont-block"],
  operations: ["GET /events", "POST /register", "DELETE /events"],
  roles: ["member"],
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: ["alert_words"] });
    const { ex } = await poll(q, q.lastEventId, true);
    expectThat(bodyOf(ex).queue_id === q.id, {
      title: "GET /events answered for another queue",
      expected: `queue_id ${JSON.stringify(q.id)}`,
      received: describeResponse(ex.response),
      exchange: ex,
    });
  },
});
