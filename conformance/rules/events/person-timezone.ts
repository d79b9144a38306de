import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { readUser } from "../shared/users.ts";
import { collectEvents, registerQueue, show, type Body, type Event } from "../shared/events.ts";

/** Two IANA time zones; the member's own is put back afterwards. */
const ZONES = ["Europe/Berlin", "America/New_York"];

// A time zone change sends a realm_user update event whose person is the time zone form: user_id, email (deprecated,
// but listed: present, the member's API email as the reader's GET /users/{user_id} shows it) and the new timezone. The member changes its own time zone (PATCH /settings, beyond the
// seed); an administrator's client, which can access the member, reads it.
export default rule({
  id: "events/person-timezone",
  title: "A time zone change sends a realm_user update in the time zone form",
  seed: "Events: forms of person in realm_user — time zone change (user_id, email deprecated, timezone)",
  statements: ["events.person-timezone", "user.timezone"],
  operations: ["PATCH /settings", "GET /users/{user_id}", "POST /register", "GET /events", "DELETE /events"],
  roles: ["member", "administrator"],
  writes: true,
  async run(ctx) {
    const [me, admin] = [ctx.as("member"), ctx.as("administrator")];
    const original = (await readUser(admin, me.userId)).timezone;
    const zone = ZONES.find((z) => z !== original)!;
    const q = await registerQueue(ctx, admin, { event_types: ["realm_user"] });
    ctx.cleanup(`put the time zone of ${me.email} back`, () => me.call("PATCH /settings", { body: { timezone: typeof original === "string" ? original : "" } }));
    expectSuccess(await me.call("PATCH /settings", { body: { timezone: zone } }), `changing the time zone to ${zone} (PATCH /settings)`);
    const isForm = (e: Event) => e?.type === "realm_user" && e.op === "update" && (e.person as Body | undefined)?.user_id === me.userId && "timezone" in ((e.person as Body) ?? {});
    const got = await collectEvents(q, (events) => events.some(isForm));
    const person = got.events.find(isForm)?.person as Body | undefined;
    expectThat(person?.timezone === zone, {
      title: "No realm_user update in the time zone form",
      expected: `a realm_user update with person {user_id: ${me.userId}, email: string, timezone: "${zone}"}`,
      received: `events ${show(got.events)}`,
      exchange: got.last,
    });
    // The form lists email (deprecated): it is there, the member's API email as the reading client sees it.
    const apiEmail = (await readUser(admin, me.userId)).email;
    expectThat(typeof person?.email === "string" && (typeof apiEmail !== "string" || person.email === apiEmail), {
      title: "The time zone form of person lacks email (the member's API email)",
      expected: `person.email ${typeof apiEmail === "string" ? show(apiEmail) : "a string"} (the time zone form lists user_id, email (deprecated) and timezone)`,
      received: `person ${show(person)}`,
      exchange: got.last,
    });
    const after = await readUser(admin, me.userId);
    expectThat(after.timezone === zone, { title: "The user object does not show the new time zone", expected: `timezone "${zone}"`, received: show(after.timezone) });
  },
});
