import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { allChannels, getStream, PATCH, GET, patchStream, pickPublic, removeGroupParam, restoreLater, show } from "./_support.ts";

// can_remove_subscribers_group (update from level 161; named can_remove_subscribers_group_id before 197): "only
// system groups allowed except role:internet and role:owners". Those two are refused and leave the setting as it
// was; role:administrators is accepted and round trips. Group IDs come from GET /user_groups. The setting is put back.
export default rule({
  id: "streams/can-remove-subscribers-group-refused",
  title: "can_remove_subscribers_group refuses role:internet and role:owners",
  seed: "Endpoints, Channels: PATCH can_remove_subscribers_group (only system groups allowed except role:internet and role:owners); User group object: system groups; Versioning: 158 onward",
  statements: ["streams.update-can-remove-subscribers-group", "channel.can-remove-subscribers-group", "level.158"],
  operations: [PATCH, GET, "GET /user_groups"],
  roles: ["administrator"],
  since: "PATCH /streams/{stream_id} body.can_remove_subscribers_group",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const param = removeGroupParam(ctx);
    const groups = (expectSuccess(await admin.call("GET /user_groups"), "GET /user_groups").user_groups ?? []) as Record<string, unknown>[];
    const system = (name: string) => groups.find((g) => g.name === name && g.is_system_group === true)?.id as number | undefined;
    const refused = ["role:internet", "role:owners"].map((name) => ({ name, id: system(name) })).filter((g): g is { name: string; id: number } => g.id !== undefined);
    const allowed = system("role:administrators");
    const channel = pickPublic(await allChannels(admin));
    if (!channel || !refused.length) return ctx.note(`nothing to try (channel ${show(channel?.stream_id)}, groups ${show(refused)})`);
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["can_remove_subscribers_group"]);
    if (allowed !== undefined) {
      expectSuccess(await patchStream(admin, id, { [param]: allowed }), `PATCH ${param} role:administrators`);
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream[param] === allowed, { title: `${param} did not round trip`, expected: `${allowed} (role:administrators)`, received: show(stream[param]), exchange: ex });
    }
    const before = (await getStream(admin, id)).stream[param];
    // Each refused group, every run.
    await ctx.each(refused, async (g) => {
      const ex = await patchStream(admin, id, { [param]: g.id });
      expectThat(bodyObject(ex.response)?.result === "error", { title: `${param} accepted ${g.name}`, expected: `an error for ${param}=${g.id} (${g.name})`, received: describeResponse(ex.response), exchange: ex });
      const after = await getStream(admin, id);
      expectThat(after.stream[param] === before, { title: `Refused setting applied anyway (${g.name})`, expected: `${param} still ${show(before)}`, received: show(after.stream[param]), exchange: after.ex });
    });
  },
});
