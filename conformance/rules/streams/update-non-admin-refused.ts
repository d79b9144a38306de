import fc from "fast-check";
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
    const change = fc.oneof(
      fc.record({ description: fc.constant(ctx.name("not-allowed")) }),
      fc.record({ new_name: fc.constant(ctx.name("not-allowed")) }),
      fc.record({ stream_post_policy: fc.constantFrom(1, 2, 3, 4).filter((p) => p !== channel.stream_post_policy) }),
    );
    await ctx.property("non-admin", fc.record({ who: fc.constantFrom("member" as const, "moderator" as const), change }), async ({ who, change }) => {
      const ex = await patchStream(ctx.as(who), id, change);
      expectThat(bodyObject(ex.response)?.result === "error", {
        title: "Non-administrator changed a channel",
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
