import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { allChannels, channelState, GET, PATCH, patchStream, pickPublic, restoreLater, show } from "./_support.ts";

/** What a change of `field` may change besides it. */
const GOES_WITH: Record<string, string[]> = { description: ["description", "rendered_description"], new_name: ["name"] };

// Updating one property of a channel leaves the others: a new description changes description and
// rendered_description only; a new name, the name only (every other field of the channel object, is_default
// included, reads as before). The channel first gets a post policy other than the default (the spec's "default 1" of
// stream_post_policy must not be applied to an update that does not send it). All is put back.
export default rule({
  id: "streams/update-one-field-leaves-others",
  title: "PATCH /streams/{stream_id} changes the properties sent and nothing else",
  seed: "Endpoints, Channels: PATCH /streams/{stream_id} (body parameters, all optional: description, new_name, ...)",
  statements: ["streams.update-description", "streams.update-new-name", "streams.update-any-property"],
  operations: [PATCH, GET, "GET /streams"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const channel = pickPublic(await allChannels(admin));
    if (!channel) return ctx.note("no public channel to edit");
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["description", "name", "stream_post_policy"]);
    if (ctx.since(`${PATCH} body.stream_post_policy`)) {
      const policy = channel.stream_post_policy === 3 ? 2 : 3;
      expectSuccess(await patchStream(admin, id, { stream_post_policy: policy }), `setting stream_post_policy ${policy}`);
    }
    const check = async (field: "description" | "new_name") => {
      const before = await channelState(admin, id);
      const value = field === "description" ? `${ctx.name("d")} description` : ctx.name("n");
      expectSuccess(await patchStream(admin, id, { [field]: value }), `changing only ${field}`);
      const after = await channelState(admin, id);
      const changed = Object.keys({ ...before, ...after }).filter((k) => !GOES_WITH[field].includes(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      expectThat(changed.length === 0, {
        title: `Changing ${field} changed other properties of the channel`,
        expected: `every property but ${GOES_WITH[field].join(" and ")} as before`,
        received: changed.map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`).join("; "),
      });
    };
    await ctx.each(["description", "new_name"] as const, check);
  },
});
