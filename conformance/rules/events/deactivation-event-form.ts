import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show, type Body } from "../shared/events.ts";
import { DEACTIVATION_OPERATIONS, aboutUser, deactivateAndReactivate } from "./_deactivation.ts";

// States and transitions: deactivating a user sends a realm_user update event with the is_active form, and
// reactivating one sends it again (level 222). The administrator's client, which can access the user, receives both.
export default rule({
  id: "events/deactivation-event-form",
  title: "Deactivation and reactivation send realm_user update events with the is_active form",
  seed: "States and transitions: user active → deactivated, user deactivated → active (a realm_user update event with is_active form); Events: realm_user forms, deactivation or reactivation (level 222)",
  statements: ["state.user-deactivated", "state.user-reactivated", "events.person-is-active", "level.222-228"],
  operations: DEACTIVATION_OPERATIONS,
  roles: ["guest", "administrator"],
  since: "PersonIsActive",
  writes: true,
  async run(ctx) {
    const [admin, target] = [ctx.as("administrator"), ctx.as("guest")];
    const isActiveForm = (active: boolean) => (e: Body & { id: number; type: string }) =>
      aboutUser(target.userId, e) && e.op === "update" && (e.person as Body).is_active === active;
    const seen = await deactivateAndReactivate(ctx, admin, target, (phase, e) => isActiveForm(phase === "reactivation")(e));
    await ctx.each([["deactivation", false], ["reactivation", true]] as const, async ([phase, active]) => {
      expectThat(seen[phase].event !== undefined, {
        title: `No realm_user update event with the is_active form after ${phase}`,
        expected: `a realm_user event, op update, person {user_id: ${target.userId}, is_active: ${active}}`,
        received: `events ${show(seen[phase].got.events)}`,
        exchange: seen[phase].got.last,
      });
    });
  },
});
