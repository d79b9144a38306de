import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { allChannels, getStream, PATCH, patchStream, pickPublic, restoreLater, show } from "./_support.ts";

// PATCH /streams/{stream_id} "is for administrators": a member or a moderator changing a public channel they can
// see gets an error, and the channel is unchanged. (Should a server accept, the channel is put back.)
export default rule({
  id: "streams/update-non-admin-refused",
  title: "PATCH /streams/{stream_id} by a non-administrator is refused",
  seed: "Authentication 6 (PATCH /streams/{stream_id} is for administrators); Endpoints, Channels: PATCH /streams/{stream_id}",
  statements: ["auth.update-stream-admins", "streams.update-any-property"],
  operations: [PATCH],
  roles: ["administrator", "moderator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const channel = pickPublic(await allChannels(admin));
    if (!channel) return ctx.note("no public channel to try");
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["description", "name", "stream_post_policy"]);
    // Every non-administrator role with every kind of change (each other post policy too), every run.
    const changes: Record<string, unknown>[] = [
      { description: ctx.name("not-allowed") },
      { new_name: ctx.name("not-allowed") },
      ...[1, 2, 3, 4].filter((p) => p !== channel.stream_post_policy).map((p) => ({ stream_post_policy: p })),
    ];
    const cases = (["member", "moderator"] as const).flatMap((who) => changes.map((change) => ({ who, change })));
    await ctx.each(cases, async ({ who, change }) => {
      const ex = await patchStream(ctx.as(who), id, change);
      expectThat(bodyObject(ex.response)?.result === "error", {
        title: `A ${who} changed a channel (${Object.keys(change).join(", ")})`,
        expected: `an error for ${who} sending ${show(change)}`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
      const { stream } = await getStream(admin, id);
      const changed = Object.entries(change).filter(([k, v]) => stream[k === "new_name" ? "name" : k] === v);
      expectThat(!changed.length, { title: "Refused change applied anyway", expected: "the channel unchanged", received: show(changed), exchange: ex });
    });
  },
});
