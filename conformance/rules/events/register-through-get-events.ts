import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { pollAnswerProblem } from "../shared/events.ts";

// When no queue_id is passed (the register parameters instead), GET /events registers a queue: a non-blocking
// GET /events without queue_id answers with an events list and a new queue_id, and that queue can be polled. What
// either answer lists are events: objects with an integer id and a string type.
export default rule({
  id: "events/register-through-get-events",
  title: "GET /events without queue_id registers a queue",
  seed: "Endpoints, Events: GET /events (the parameters are optional in the sense that if the register parameters are passed instead of queue_id, a queue is registered)",
  statements: ["events.register-parameters-instead", "events.id-and-type"],
  operations: ["GET /events", "DELETE /events"],
  roles: ["member"],
  async run(ctx) {
    const me = ctx.as("member");
    const ex = await me.call("GET /events", { query: { dont_block: true } });
    const body = expectSuccess(ex, "GET /events without queue_id (a queue registered on the way)");
    const id = body.queue_id;
    const notEvents = (events: unknown) => (Array.isArray(events) ? (events as Record<string, unknown>[]) : []).filter((e) => typeof e !== "object" || e === null || !Number.isInteger(e.id) || typeof e.type !== "string");
    expectThat(typeof id === "string" && id !== "" && Array.isArray(body.events) && notEvents(body.events).length === 0, {
      title: "GET /events without queue_id registered no queue",
      expected: "events (list of objects with an integer id and a string type) and the new queue's queue_id",
      received: describeResponse(ex.response),
      exchange: ex,
    });
    ctx.cleanup(`delete the event queue ${id}`, () => me.call("DELETE /events", { body: { queue_id: id } }));
    const again = await me.call("GET /events", { query: { queue_id: id, last_event_id: -1, dont_block: true } });
    const problem = pollAnswerProblem(expectSuccess(again, "polling the queue GET /events registered"), id);
    expectThat(!problem, { title: `The poll of the queue GET /events registered ${problem}`, expected: `queue_id ${JSON.stringify(id)} and a list of events (integer id, string type)`, received: describeResponse(again.response), exchange: again });
  },
});
