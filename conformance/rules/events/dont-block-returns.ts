import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { bodyOf, poll, registerQueue, show } from "../shared/events.ts";

// A registered queue can be polled without blocking: GET /events with dont_block answers at once (within the
// suite's per-request timeout, while a blocking poll would wait for the server's heartbeat), with an events list
// (possibly empty) and the queue's queue_id. The queue only takes alert_words events and nothing changes the
// member's alert words, so it has nothing to answer: in particular no heartbeat, which only a blocking request that
// waited gets (a non-blocking poll that waits for the heartbeat shows up here even where it is short).
export default rule({
  id: "events/dont-block-returns",
  title: "GET /events with dont_block returns at once, with events and the queue_id",
  seed: "Endpoints, Events: GET /events (dont_block: true requests a non-blocking reply; Response: events, may be empty when dont_block is set, and queue_id)",
  statements: ["events.dont-block", "events.type-filter"],
  operations: ["GET /events", "POST /register", "DELETE /events"],
  roles: ["member"],
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: ["alert_words"] });
    const { ex, events } = await poll(q, q.lastEventId, true);
    const foreign = events.filter((e) => e?.type !== "alert_words");
    expectThat(foreign.length === 0, {
      title: "GET /events with dont_block answered with an event the queue was not registered for",
      expected: "no events but alert_words ones (the queue's only type; a heartbeat only answers a blocking request)",
      received: `events ${show(foreign)}`,
      exchange: ex,
    });
    expectThat(bodyOf(ex).queue_id === q.id, {
      title: "GET /events answered for another queue",
      expected: `queue_id ${JSON.stringify(q.id)}`,
      received: describeResponse(ex.response),
      exchange: ex,
    });
  },
});
