import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { GET, LIST, getStream, listStreams, only, show } from "./_support.ts";

// creator_id is the creating user: an administrator creates a channel (by subscribing to a new name, POST
// /users/me/subscriptions, Zulip's, beyond the seed; the seed cannot delete channels, so its name carries the run's
// prefix) and the channel reads with creator_id the administrator's user ID. The administrator leaves it again.
export default rule({
  id: "streams/creator-id-is-creator",
  title: "A channel's creator_id is the user who created it",
  seed: "Channel object: creator_id (integer or null; creating user; null when no creator is recorded); Versioning: 254 creator_id",
  statements: ["channel.creator-id", "level.236-267"],
  operations: ["POST /users/me/subscriptions", "DELETE /users/me/subscriptions", LIST, GET],
  roles: ["administrator"],
  since: "Channel.creator_id",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const name = ctx.name("created");
    expectSuccess(await admin.call("POST /users/me/subscriptions", { body: { subscriptions: [{ name, description: "created by the conformance suite" }] } }), "creating a channel");
    ctx.cleanup(`leave channel ${name}`, () => admin.call("DELETE /users/me/subscriptions", { body: { subscriptions: [name] } }));
    const created = (await listStreams(admin, only("include_subscribed"))).streams.find((c) => c.name === name);
    expectThat(created !== undefined, { title: "A created channel is not listed", expected: `channel ${show(name)} among the administrator's channels`, received: "not listed" });
    const { ex, stream } = await getStream(admin, created!.stream_id);
    expectThat(stream.creator_id === admin.userId, { title: "creator_id is not the creating user", expected: `creator_id ${admin.userId}`, received: show(stream.creator_id), exchange: ex });
  },
});
