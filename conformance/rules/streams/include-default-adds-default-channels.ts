import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { allChannels, listStreams, LIST, only, sorted } from "./_support.ts";

// include_default names a set of channels, as each flag of GET /streams does ("default channels of the realm"), and
// adds is_default besides. A server that only annotates (is_default on the channels the other flags chose) never
// lists a default channel no other flag brings: asked with include_default alone, a member gets every public default
// channel (a member can access every public channel; whether a private channel can be default is not shown, so
// those are left out), each marked is_default true.
export default rule({
  id: "streams/include-default-adds-default-channels",
  title: "include_default adds the realm's default channels to the list",
  seed: "Endpoints, Channels: GET /streams — all channels the user can access; include_default (default channels of the realm; adds is_default)",
  statements: ["streams.include-default"],
  operations: [LIST],
  roles: ["administrator", "member"],
  async run(ctx) {
    const defaults = (await allChannels(ctx.as("administrator"))).filter((c) => c.is_default === true && c.invite_only === false);
    if (!defaults.length) return ctx.note("the organization has no public default channel; nothing to list");
    const { ex, streams } = await listStreams(ctx.as("member"), only("include_default"));
    const listed = new Map(streams.map((c) => [c.stream_id, c]));
    const missing = defaults.filter((c) => listed.get(c.stream_id)?.is_default !== true);
    expectThat(!missing.length, {
      title: "include_default did not add the default channels",
      expected: `with include_default alone, every public default channel listed with is_default true: [${sorted(defaults.map((c) => c.stream_id)).join(", ")}]`,
      received: `missing or not marked: [${sorted(missing.map((c) => c.stream_id)).join(", ")}]; listed [${sorted(listed.keys()).join(", ")}]`,
      exchange: ex,
    });
  },
});
