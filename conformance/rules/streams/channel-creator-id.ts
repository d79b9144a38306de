import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { allChannels, LIST, show } from "./_support.ts";

// creator_id (level 254): "integer or null; null when no creator is recorded". An integer names a user.
export default rule({
  id: "streams/channel-creator-id",
  title: "creator_id is a user's ID or null",
  seed: "Channel object: creator_id (integer or null: creating user; null when no creator is recorded); Versioning: 254 creator_id",
  statements: ["channel.creator-id", "level.236-267"],
  operations: [LIST, "GET /users/{user_id}"],
  roles: ["administrator"],
  since: "Channel.creator_id",
  async run(ctx) {
    const admin = ctx.as("administrator");
    const all = await allChannels(admin);
    const bad = all.filter((c) => !(c.creator_id === null || Number.isInteger(c.creator_id)));
    expectThat(!bad.length, { title: "creator_id neither integer nor null", expected: "creator_id: integer or null on every channel", received: bad.map((c) => `${c.stream_id}: ${show(c.creator_id)}`).join("; ") });
    // Every creator, each its own case.
    await ctx.each([...new Set(all.map((c) => c.creator_id).filter((x): x is number => Number.isInteger(x)))], async (id) => {
      const ex = await admin.call("GET /users/{user_id}", { path: { user_id: id } });
      const user = bodyObject(ex.response)?.user as Record<string, unknown> | undefined;
      expectThat(user?.user_id === id, { title: "creator_id names no user", expected: `GET /users/${id} returns user ${id}`, received: show(bodyObject(ex.response)).slice(0, 200), exchange: ex });
    });
  },
});
