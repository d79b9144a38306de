import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import type { Exchange } from "../../engine/types.ts";
import { sharedChannel, show } from "../shared/events.ts";
import { CREATE, LIST, createDrafts, listDrafts, type Draft } from "../shared/drafts.ts";

/** How far a filled-in timestamp may be from the server's clock: it tells seconds from milliseconds, from zero and
 *  from a local time hours off UTC. */
const SLACK = 10 * 60;

/** The server's clock (its Date header, else ours), in seconds. */
function serverNow(ex: Exchange): number {
  const date = Date.parse(ex.response.headers["date"] ?? "");
  return Math.floor((Number.isFinite(date) ? date : Date.now()) / 1000);
}

// The server fills in a draft's timestamp on create: a draft of each type (unaddressed, channel, direct: every type,
// every run) sent without one has an integer UNIX timestamp in UTC seconds when fetched, the time of its creation:
// within ten minutes of the server's clock (the Date header of the GET /drafts answer, else ours).
export default rule({
  id: "drafts/timestamp-filled",
  title: "A draft created without a timestamp gets one from the server",
  seed: "Draft object: timestamp (UNIX timestamp in seconds of last edit; filled in by the server on create); Common conventions 5",
  statements: ["draft.timestamp"],
  operations: [CREATE, LIST, "GET /streams"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const channel = await sharedChannel([me]);
    if (!channel) ctx.note("the member is subscribed to no channel anyone may post to; channel drafts not tested");
    const types: Draft["type"][] = channel ? ["", "stream", "private"] : ["", "private"];
    await ctx.each(types, async (type) => {
      const to = type === "stream" ? [channel!.stream_id] : type === "private" ? [me.userId] : [];
      const ex = await createDrafts(ctx, me, [{ type, to, topic: type === "stream" ? ctx.name("topic") : "", content: `${ctx.name("draft")} without a timestamp` }]);
      const ids = expectSuccess(ex, `creating a ${show(type)} draft without a timestamp`).ids;
      expectThat(Array.isArray(ids) && Number.isInteger(ids[0]), { title: "POST /drafts returned no id", expected: "ids: [integer]", received: describeResponse(ex.response), exchange: ex });
      const listed = await listDrafts(me);
      const now = serverNow(listed.ex);
      const d = listed.drafts.find((x) => x.id === (ids as number[])[0]);
      const t = d?.timestamp;
      expectThat(typeof t === "number" && Number.isInteger(t) && Math.abs(t - now) <= SLACK, {
        title: `The server did not fill in the ${show(type)} draft's timestamp with the current time`,
        expected: `an integer UNIX timestamp in UTC seconds within ${SLACK} s of the server's clock (${now})`,
        received: d ? `timestamp ${show(t)}${Number.isInteger(t) ? ` (${(t as number) - now} s off)` : ""} in ${show(d)}` : `no draft with id ${(ids as number[])[0]} in GET /drafts`,
        exchange: listed.ex,
      });
    });
  },
});
