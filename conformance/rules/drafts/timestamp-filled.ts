import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { show } from "../shared/events.ts";
import { CREATE, LIST, createDrafts, listDrafts } from "../shared/drafts.ts";

// The server fills in a draft's timestamp on create: a draft sent without one has an integer UNIX timestamp (in
// seconds, of its creation) when fetched. The suite's clock may differ from the server's: a day either way is
// accepted, which still tells seconds from milliseconds and from zero.
const DAY = 24 * 3600;

export default rule({
  id: "drafts/timestamp-filled",
  title: "A draft created without a timestamp gets one from the server",
  seed: "Draft object: timestamp (UNIX timestamp in seconds of last edit; filled in by the server on create); Common conventions 5",
  statements: ["draft.timestamp"],
  operations: [CREATE, LIST],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    await ctx.property("timestamp-filled", fc.constantFrom("" as const, "private" as const), async (type) => {
      const before = Math.floor(Date.now() / 1000);
      const ex = await createDrafts(ctx, me, [{ type, to: type === "private" ? [me.userId] : [], topic: "", content: `${ctx.name("draft")} without a timestamp` }]);
      const ids = expectSuccess(ex, "creating a draft without a timestamp").ids;
      expectThat(Array.isArray(ids) && Number.isInteger(ids[0]), { title: "POST /drafts returned no id", expected: "ids: [integer]", received: describeResponse(ex.response), exchange: ex });
      const after = Math.ceil(Date.now() / 1000);
      const listed = await listDrafts(me);
      const d = listed.drafts.find((x) => x.id === (ids as number[])[0]);
      const t = d?.timestamp;
      expectThat(typeof t === "number" && Number.isInteger(t) && t >= before - DAY && t <= after + DAY, {
        title: "The server did not fill in the draft's timestamp",
        expected: `an integer UNIX timestamp in seconds near the creation time (${before}-${after}, a day's clock difference allowed)`,
        received: d ? `timestamp ${show(t)} in ${show(d)}` : `no draft with id ${(ids as number[])[0]} in GET /drafts`,
        exchange: listed.ex,
      });
    }, { runs: 2 });
  },
});
