import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { CREATE, createDrafts } from "../shared/drafts.ts";

// A draft's `id` is set only when drafts are fetched and must not be sent on create. The seed says what a client
// must not do, not what a server answers when one does: refusing the draft and ignoring the id are both readings.
// What neither allows is taking the client's id as the draft's ID: a draft submitted with an id (whatever its
// value) is refused, or created under an ID of the server's choosing.
export default rule({
  id: "drafts/client-id-never-taken",
  title: "POST /drafts does not take a submitted id as the draft's ID",
  seed: "Draft object: id (set only when drafts are fetched; must not be sent on create or edit)",
  statements: ["draft.id"],
  operations: [CREATE],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    await ctx.property("id-sent", fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), async (id) => {
      const ex = await createDrafts(ctx, me, [{ id, type: "", to: [], topic: "", content: `${ctx.name("draft")} with an id` }]);
      const body = bodyObject(ex.response);
      const ids = body?.result === "success" && Array.isArray(body.ids) ? body.ids : [];
      expectThat(body?.result === "error" || (body?.result === "success" && !ids.includes(id)), {
        title: "A draft submitted with an id was created under that id",
        expected: `a draft submitted with "id": ${id} refused, or created under an ID the server chose`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
    });
  },
});
