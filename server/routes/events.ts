// GET /events (long-polling) and DELETE /events.
import { ApiError } from "../errors.ts";
import type { EventQueue } from "../events/queues.ts";
import type { Ctx, Route } from "../http/context.ts";
import { registerQueue } from "./register.ts";

export const badQueue = (id: string) => new ApiError("BAD_EVENT_QUEUE_ID", `Bad event queue ID: ${id}`, undefined, { queue_id: id });

export function ownQueue(ctx: Ctx, id: string): EventQueue {
  const q = ctx.queues.get(id);
  if (!q) throw badQueue(id);
  if (q.userId !== ctx.me.id) throw new ApiError("BAD_REQUEST", "You are not authorized to get events from this queue");
  return q;
}

/** Sparse event IDs (the seed-only profile's eventIds): the queue's ID n goes out as 2n + 1, so IDs increase but are
 *  not consecutive ("IDs increase but are not necessarily consecutive"); a client's last_event_id maps back. */
const sparseId = (id: number) => 2 * id + 1;
const queueId = (wire: number) => Math.floor((wire - 1) / 2);

async function getEvents(ctx: Ctx) {
  const p = ctx.params;
  const sparse = ctx.config.seedOnly.eventIds === "sparse";
  let q: EventQueue;
  if (p.queue_id === undefined) {
    // Without queue_id a queue is registered on the fly, with the register parameters (the seed). Zulip allows that
    // only without blocking; the seed does not say so, and the seed-only profile (blockingRegister) then blocks.
    if (!p.dont_block && !ctx.config.seedOnly.blockingRegister) throw new ApiError("BAD_REQUEST", "Missing 'queue_id' argument");
    q = registerQueue(ctx);
  } else q = ownQueue(ctx, p.queue_id);
  const last = sparse && typeof p.last_event_id === "number" ? queueId(p.last_event_id) : p.last_event_id;
  const events = await ctx.queues.poll(q, last, p.dont_block ?? false, ctx.signal);
  // Discarded while the client waited (too many events, too many queues of the user, deleted): it re-registers.
  if (events === null) throw badQueue(q.id);
  return { events: sparse ? events.map((e) => ({ ...e, id: sparseId(e.id as number) })) : events, queue_id: q.id };
}

export const routes: Route[] = [
  // The events were shaped for the level when they were published.
  // The register parameters are read from the query when no queue_id is given (the seed: "if the register
  // parameters are passed instead of queue_id, a queue is registered"; Zulip's GET /events reads them too).
  { op: "GET /events", asyncHandler: getEvents, shaped: true, alsoReads: "POST /register" },
  {
    op: "DELETE /events",
    handler: (ctx) => {
      const q = ownQueue(ctx, ctx.params.queue_id);
      ctx.queues.delete(q.id);
    },
  },
];
