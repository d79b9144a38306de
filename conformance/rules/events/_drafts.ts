// Not a rule: creating drafts as a source of events (the seed ties drafts events to POST /drafts), and as a fence:
// a drafts event created after an operation arrives after that operation's events on the same queue.
import { expectSuccess } from "../expect.ts";
import type { Caller, RuleContext } from "../types.ts";
import { createDrafts } from "../shared/drafts.ts";
import { collectEvents, type Collected, type Event, type Queue } from "../shared/events.ts";

/** Creates one unaddressed draft (deleted when the rule ends); returns its content. */
export async function makeDraft(ctx: RuleContext, caller: Caller): Promise<string> {
  const content = `${ctx.name("draft")} (an event source)`;
  expectSuccess(await createDrafts(ctx, caller, [{ type: "", to: [], topic: "", content }]), "creating a draft");
  return content;
}

/**
 * Events of `q` up to and including the drafts event of a draft created now: everything the operations before it
 * sent to this queue. The queue must take drafts events.
 */
export async function eventsUntilFence(ctx: RuleContext, q: Queue): Promise<Collected> {
  await makeDraft(ctx, q.caller);
  return collectEvents(q, (events: Event[]) => events.some((e) => e.type === "drafts"));
}
