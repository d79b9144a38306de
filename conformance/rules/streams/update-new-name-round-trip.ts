import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { allChannels, getStream, listStreams, only, PATCH, GET, LIST, patchStream, pickPublic, restoreLater, show } from "./_support.ts";

// new_name renames the channel: GET /streams/{stream_id} and the list show the new name. A new name that differs
// from the current one only in letter case is a new name too (the seed restricts new_name by its length alone), and
// so is one with a space inside or a letter beyond Latin-1.
// The name is put back.
export default rule({
  id: "streams/update-new-name-round-trip",
  title: "PATCH new_name renames the channel",
  seed: "Endpoints, Channels: PATCH /streams/{stream_id} new_name",
  statements: ["streams.update-new-name", "channel.name", "level.64"],
  operations: [PATCH, GET, LIST],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const channel = pickPublic(await allChannels(admin));
    if (!channel) return ctx.note("no public channel to rename");
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["name"]);
    const arb = fc.record({ suffix: stringMatching(/^[a-z0-9]{0,8}$/), bodyKind: fc.constant("urlencoded" as const) });
    const rename = async (name: string, bodyKind: "urlencoded" | "multipart") => {
      expectSuccess(await patchStream(admin, id, { new_name: name }, bodyKind), `PATCH new_name ${show(name)}`);
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream.name === name, { title: "new_name did not round trip", expected: show(name), received: show(stream.name), exchange: ex });
      const listed = await listStreams(admin, only("include_all_active"));
      const entry = listed.streams.find((c) => c.stream_id === id);
      expectThat(entry?.name === name, { title: "GET /streams shows another name", expected: show(name), received: show(entry?.name), exchange: listed.ex });
    };
    await ctx.property("new-name", arb, async ({ suffix, bodyKind }) => {
      // With a space inside and a letter beyond Latin-1 (fullwidth A), characters any channel name may have.
      const name = `${ctx.name("ch")} ${suffix}\uff21`;
      await rename(name, bodyKind);
      // The same name in capitals: only the letter case changes.
      await rename(name.toUpperCase(), bodyKind);
    });
  },
});
