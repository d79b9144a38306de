import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { CREATE } from "../shared/drafts.ts";

// POST /drafts takes `drafts` as an optional body field, and answers ids in the order of the drafts submitted: a
// request without the field (and one with an empty list) is a success whose ids list is empty.
export default rule({
  id: "drafts/drafts-optional",
  title: "POST /drafts without drafts (or with none) succeeds with no ids",
  seed: "Endpoints, Drafts: POST /drafts (body drafts: JSON list of draft objects, optional; Response: ids, list of integer, same order as submitted)",
  statements: ["drafts.create-ids"],
  operations: [CREATE],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    await ctx.each([
      ["without the drafts field", {}],
      ["with an empty drafts list", { drafts: [] }],
    ] as const, async ([what, body]) => {
      const ex = await me.call(CREATE, { body });
      const ids = expectSuccess(ex, `POST /drafts ${what}`).ids;
      expectThat(Array.isArray(ids) && ids.length === 0, {
        title: "POST /drafts created drafts nobody submitted",
        expected: `ids: [] for POST /drafts ${what}`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
    });
  },
});
