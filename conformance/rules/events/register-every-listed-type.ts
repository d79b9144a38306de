import fc from "fast-check";
import { rule } from "../rule.ts";
import { ifOffered } from "../shared/extras.ts";
import { expectThat } from "../expect.ts";
import { bodyOf, deleteQueue, poll, pollAnswerProblem, registerQueue } from "../shared/events.ts";

/** The event type groups the seed lists for the event queue (Events), in its order. */
const LISTED = [
  "attachment", "drafts", "reaction", "realm", "realm_bot", "realm_domains", "realm_emoji", "realm_user",
  "realm_user_settings_defaults", "scheduled_messages", "stream", "subscription", "typing", "update_message_flags",
  "user_group", "user_settings",
];

// Every event type group the seed lists for the event queue can be registered for: a queue registered with any
// non-empty set of them (all of them, and generated subsets) is created and answers a non-blocking poll.
export default rule({
  id: "events/register-every-listed-type",
  title: "A queue can be registered for every listed event type",
  seed: "Events: event type groups listed for the event queue (attachment, drafts, reaction, realm, realm_bot, realm_domains, realm_emoji, realm_user, realm_user_settings_defaults, scheduled_messages, stream, subscription, typing, update_message_flags, user_group, user_settings)",
  statements: ["events.type-groups"],
  operations: ["POST /register", "GET /events", "DELETE /events"],
  roles: ["member"],
  async run(ctx) {
    const me = ctx.as("member");
    const check = async (types: string[]) => {
      const q = await registerQueue(ctx, me, { event_types: types });
      const { ex } = await poll(q, q.lastEventId, true);
      const problem = pollAnswerProblem(bodyOf(ex), q.id);
      expectThat(!problem, {
        title: `The poll of a queue registered for listed event types ${problem} (${types.length === LISTED.length ? "all of them" : types.length === 1 ? types[0] : "several"})`,
        expected: `queue ${q.id} (event_types ${types.join(", ")}) answers GET /events with its queue_id and an events list`,
        received: JSON.stringify(bodyOf(ex)).slice(0, 300),
        exchange: ex,
      });
      // Deleted now (each case opens one), once: Zulip's DELETE /events where offered; elsewhere the queue expires on
      // its own (x-seed-fallback).
      await ifOffered(() => deleteQueue(q));
    };
    // All of them at once and each alone, every run; then random sets.
    await ctx.each([LISTED, ...LISTED.map((t) => [t])], check);
    await ctx.property("listed-types", fc.subarray(LISTED, { minLength: 1 }), check);
  },
});
