import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show } from "../shared/events.ts";
import { DEACTIVATION_OPERATIONS, aboutUser, deactivateAndReactivate } from "./_deactivation.ts";

// States and transitions, before level 222: deactivating a user sends a realm_user event with op remove, and
// reactivating one a realm_user event with op add. (The seed shows the ops, not the field lists.)
export default rule({
  id: "events/deactivation-event-before-222",
  title: "Before the is_active form, deactivation and reactivation send realm_user events with op remove and op add",
  seed: "States and transitions: user active → deactivated (before level 222: realm_user event with op remove), user deactivated → active (before level 222: op add)",
  statements: ["state.user-deactivated", "state.user-reactivated", "level.222-228"],
  operations: DEACTIVATION_OPERATIONS,
  roles: ["guest", "administrator"],
  until: "PersonIsActive",
  writes: true,
  async run(ctx) {
    const [admin, target] = [ctx.as("administrator"), ctx.as("guest")];
    const op = { deactivation: "remove", reactivation: "add" } as const;
    const seen = await deactivateAndReactivate(ctx, admin, target, (phase, e) => aboutUser(target.userId, e) && e.op === op[phase]);
    await ctx.each(["deactivation", "reactivation"] as const, async (phase) => {
      expectThat(seen[phase].event !== undefined, {
        title: `No realm_user event with op ${op[phase]} after ${phase}`,
        expected: `a realm_user event, op ${op[phase]}, about user ${target.userId}`,
        received: `events ${show(seen[phase].got.events)}`,
        exchange: seen[phase].got.last,
      });
    });
  },
});
