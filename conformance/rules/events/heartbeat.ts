import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { poll, registerQueue } from "../shared/events.ts";

// A blocking GET /events on a queue with nothing to send blocks, and still answers within the long-poll timeout (the
// register endpoint's event_queue_longpoll_timeout_seconds, guaranteed higher than the heartbeat frequency): with a
// heartbeat event (whose shape is not shown, so any event counts). The queue only takes alert_words events. Slow: the
// server's heartbeat comes after "a few minutes" at most.
//
// "Blocks" is read from one side only: an answer sooner than AT_ONCE_MS did not block (no heartbeat interval is that
// short; a server that sends heartbeats instead of waiting is the mistake). The bound is a floor far under any real
// interval, so that a slow network or a loaded machine, which only make answers later, can never make a correct
// server fail.
const AT_ONCE_MS = 150;
export default rule({
  id: "events/heartbeat",
  title: "A blocking GET /events with nothing to send blocks, then gets a heartbeat within the long-poll timeout",
  seed: "Endpoints, Events: GET /events (otherwise the request blocks until an event is available or a few minutes pass, then a heartbeat event is sent; event_queue_longpoll_timeout_seconds higher than the heartbeat frequency); Limits: blocking wait",
  statements: ["events.heartbeat", "events.dont-block", "events.longpoll-timeout", "limits.blocking-wait"],
  operations: ["GET /events", "POST /register", "DELETE /events"],
  roles: ["member"],
  slow: true,
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: ["alert_words"] });
    const timeout = q.registered.event_queue_longpoll_timeout_seconds;
    const { ex, events } = await poll(q, q.lastEventId, false);
    const inTime = typeof timeout !== "number" || ex.response.elapsedMs < timeout * 1000;
    expectThat(ex.response.elapsedMs >= AT_ONCE_MS, {
      title: "A blocking GET /events with nothing to send did not block",
      expected: "the request blocks until an event is available or a few minutes pass, then a heartbeat",
      received: `an answer after ${ex.response.elapsedMs} ms: ${describeResponse(ex.response)}`,
      exchange: ex,
    });
    expectThat(events.length > 0 && inTime, {
      title: "No heartbeat within the long-poll timeout",
      expected: `a heartbeat event within event_queue_longpoll_timeout_seconds (${typeof timeout === "number" ? `${timeout} s` : "not given"})`,
      received: `${events.length} events after ${ex.response.elapsedMs} ms: ${describeResponse(ex.response)}`,
      exchange: ex,
    });
  },
});
