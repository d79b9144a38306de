import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { allChannels, listStreams, LIST, only, PATCH, patchStream, pickPublic, restoreLater, show } from "./_support.ts";

// is_default_stream (level 200) adds a channel to the default channels and false removes it: GET /streams with
// include_default shows is_default following; an update that does not send is_default_stream (the description, as
// it is) leaves a default channel default. A public non-default channel; its state is put back.
export default rule({
  id: "streams/update-default-stream-round-trip",
  title: "PATCH is_default_stream adds and removes a default channel",
  seed: "States and transitions: channel non-default → default (PATCH /streams/{stream_id} with is_default_stream true; removing uses false); Endpoints, Channels: PATCH is_default_stream (level 200)",
  statements: ["streams.update-is-default-stream", "state.channel-default", "channel.is-default", "level.200"],
  operations: [PATCH, LIST],
  roles: ["administrator"],
  since: "PATCH /streams/{stream_id} body.is_default_stream",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const channel = pickPublic(await allChannels(admin), { nonDefault: true });
    if (!channel) return ctx.note("no public non-default channel");
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["is_default"]);
    const set = async (value: boolean, bodyKind: "urlencoded" | "multipart") => {
      expectSuccess(await patchStream(admin, id, { is_default_stream: value }, bodyKind), `PATCH is_default_stream ${value}`);
      const { ex, streams } = await listStreams(admin, only("include_all_active", "include_default"));
      const entry = streams.find((c) => c.stream_id === id);
      expectThat(entry?.is_default === value, { title: "is_default does not follow is_default_stream", expected: `is_default ${value} for channel ${id}`, received: show(entry?.is_default), exchange: ex });
    };
    const description = typeof channel.description === "string" ? channel.description : "";
    // Both values, once each (a fixed sequence: on, an update without it, off), each step its own case.
    let madeDefault = false;
    await ctx.each([
      async () => {
        await set(true, "urlencoded");
        madeDefault = true;
      },
      async () => {
        // Only where the channel became default (the step before): else there is nothing to keep.
        if (!madeDefault) return;
        expectSuccess(await patchStream(admin, id, { description }), "PATCH description (unchanged) of a default channel");
        const { ex, streams } = await listStreams(admin, only("include_all_active", "include_default"));
        const entry = streams.find((c) => c.stream_id === id);
        expectThat(entry?.is_default === true, { title: "An update without is_default_stream changed is_default", expected: `is_default true for channel ${id}`, received: show(entry?.is_default), exchange: ex });
      },
      () => set(false, "urlencoded"),
    ], (step) => step());
  },
});
