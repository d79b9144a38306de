import fc from "fast-check";
import { rule, requiresRole, writes } from "../wrappers.ts";
import { expectRefused } from "../events/_support.ts";
import { CREATE, createDrafts } from "./_support.ts";

// A draft's `id` is set only when drafts are fetched and must not be sent on create: a submitted draft carrying an
// id (whatever its value) is refused.
export default writes(
  requiresRole(
    "member",
    rule({
      id: "drafts/id-refused",
      title: "POST /drafts refuses a draft that carries an id",
      seed: "Draft object: id (set only when drafts are fetched; must not be sent on create or edit)",
      operations: [CREATE],
      async run(ctx) {
        const me = ctx.as("member");
        await ctx.property("id-sent", fc.integer({ min: 1, max: 2_147_483_647 }), async (id) => {
          const ex = await createDrafts(ctx, me, [{ id, type: "", to: [], topic: "", content: `${ctx.name("draft")} with an id` }]);
          expectRefused(ex, `a draft submitted with "id": ${id}`);
        });
      },
    }),
  ),
);
