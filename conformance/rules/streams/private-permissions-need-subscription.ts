import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { allChannels, getStream, PATCH, GET, patchStream, restoreLater, show, subscribedIds } from "./_support.ts";

// "Changing a private channel's permissions requires the administrator to be subscribed to it": an administrator
// not subscribed to a private channel is refused is_private=false and a history_public_to_subscribers change (sent
// with is_private), and the
// channel keeps its permissions; yet "administrators may edit any channel property", so its description changes.
// Everything is put back.
export default rule({
  id: "streams/private-permissions-need-subscription",
  title: "Private channel permission changes need the administrator subscribed",
  seed: "Endpoints, Channels: PATCH /streams/{stream_id} (changing a private channel's permissions requires the administrator to be subscribed); States and transitions: channel public → private condition",
  statements: ["streams.update-any-property", "state.channel-private"],
  operations: [PATCH, GET],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const mine = await subscribedIds(admin);
    const channel = (await allChannels(admin)).find((c) => c.invite_only === true && !mine.has(c.stream_id));
    if (!channel) return ctx.note("no private channel the administrator is not subscribed to");
    const id = channel.stream_id;
    const before = await restoreLater(ctx, admin, id, ["privacy", "description"]);
    // history_public_to_subscribers travels with is_private: alone it was ignored before level 136.
    // Both permission changes, every run.
    const changes: Record<string, unknown>[] = [{ is_private: false }, { is_private: true, history_public_to_subscribers: !before.history_public_to_subscribers }];
    await ctx.each(changes, async (body) => {
      const ex = await patchStream(admin, id, body);
      expectThat(bodyObject(ex.response)?.result === "error", { title: `Unsubscribed administrator changed a private channel's permissions (${Object.keys(body).join(", ")})`, expected: `an error for ${show(body)}`, received: describeResponse(ex.response), exchange: ex });
      const after = await getStream(admin, id);
      const keep = (s: Record<string, unknown>) => show({ invite_only: s.invite_only, history_public_to_subscribers: s.history_public_to_subscribers });
      expectThat(keep(after.stream) === keep(before), { title: "Refused permission change applied anyway", expected: keep(before), received: keep(after.stream), exchange: after.ex });
    });
    const description = ctx.name("private-description");
    expectSuccess(await patchStream(admin, id, { description }), "PATCH description of a private channel by an unsubscribed administrator");
    const { ex, stream } = await getStream(admin, id);
    expectThat(stream.description === description, { title: "description did not round trip", expected: show(description), received: show(stream.description), exchange: ex });
  },
});
