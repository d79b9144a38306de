import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { allChannels, getStream, PATCH, GET, patchStream, pickPublic, removeGroupParam, restoreLater, show } from "./_support.ts";

// can_remove_subscribers_group takes every system group but role:internet and role:owners, and no other group:
// each allowed system group (GET /user_groups) is accepted and then read back; a group that is not a system group,
// where the organization has one, and an ID that is no group's are refused and change nothing. The setting is put
// back.
export default rule({
  id: "streams/can-remove-subscribers-group-every-system-group",
  title: "can_remove_subscribers_group takes every allowed system group, and no other group",
  seed: "Endpoints, Channels: PATCH can_remove_subscribers_group (user group ID; only system groups allowed except role:internet and role:owners); Channel object: can_remove_subscribers_group",
  statements: ["streams.update-can-remove-subscribers-group", "channel.can-remove-subscribers-group"],
  operations: [PATCH, GET, "GET /streams", "GET /user_groups"],
  roles: ["administrator"],
  since: "PATCH /streams/{stream_id} body.can_remove_subscribers_group",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const param = removeGroupParam(ctx);
    const groups = (expectSuccess(await admin.call("GET /user_groups"), "GET /user_groups").user_groups ?? []) as Record<string, unknown>[];
    const allowed = groups.filter((g) => g.is_system_group === true && !["role:internet", "role:owners"].includes(g.name as string));
    const other = groups.find((g) => g.is_system_group === false);
    const channel = pickPublic(await allChannels(admin));
    if (!channel || !allowed.length) return ctx.note("no channel or no allowed system group; nothing to try");
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["can_remove_subscribers_group"]);
    // Every allowed group, each its own case (the group in the title).
    await ctx.each(allowed, async (g) => {
      expectSuccess(await patchStream(admin, id, { [param]: g.id }), `PATCH ${param} ${g.name}`);
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream[param] === g.id, { title: `${param} did not take an allowed system group: ${g.name}`, expected: `${g.id} (${g.name})`, received: show(stream[param]), exchange: ex });
    });
    const before = (await getStream(admin, id)).stream[param];
    const refuse = async (group: number, what: string) => {
      const ex = await patchStream(admin, id, { [param]: group });
      expectThat(bodyObject(ex.response)?.result === "error", { title: `${param} accepted ${what}`, expected: `an error for group ${group} (${what})`, received: describeResponse(ex.response), exchange: ex });
      const after = await getStream(admin, id);
      expectThat(after.stream[param] === before, { title: "Refused setting applied anyway", expected: `${param} still ${show(before)}`, received: show(after.stream[param]), exchange: after.ex });
    };
    // Past every group ID GET /user_groups lists: the ID of no group, so of no system group either.
    const unknown = Math.max(0, ...groups.map((g) => (Number.isInteger(g.id) ? (g.id as number) : 0))) + 1000;
    const refusals: [number, string][] = [...(other ? [[other.id as number, `${other.name}, not a system group`] as [number, string]] : []), [unknown, "no group has this ID"]];
    await ctx.each(refusals, ([group, what]) => refuse(group, what));
  },
});
