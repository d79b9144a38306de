import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError, expectThat } from "../expect.ts";
import { groupNamed, listGroups } from "../shared/users.ts";
import { CREATE, LIST } from "./_groups.ts";
import { atEdge, wideIdCases } from "../shared/wide-ids.ts";

// An unknown member is the invalid-member error (naming the ID), and the request is atomic: no group of that name exists afterwards,
// whatever valid members came with the unknown one.
export default rule({
  id: "user-groups/create-unknown-member",
  title: "An unknown member is the invalid-member error and creates no group",
  seed: "Errors, BAD_REQUEST conditions: POST /user_groups/create, unknown member (invalid-member)",
  statements: ["errors.create-group-unknown-member"],
  operations: [CREATE, LIST],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const valid = [admin.userId, ctx.as("member").userId];
    const arb = fc.record({
      unknown: fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }),
      others: fc.subarray(valid),
      at: fc.nat(),
    });
    const check = async ({ unknown, others, at }: { unknown: number; others: number[]; at: number }) => {
      const name = ctx.name("unknown-member");
      const members = [...others];
      members.splice(at % (others.length + 1), 0, unknown);
      const ex = await admin.call(CREATE, { body: { name, description: "must not be created", members } });
      expectError(ex, "invalid-member", { user_id: unknown });
      const found = groupNamed(await listGroups(admin), name);
      expectThat(found.length === 0, {
        title: "a group was created although a member was unknown",
        expected: `no group named ${name}`,
        received: `${found.length} group(s) named ${name}`,
        exchange: ex,
      });
    };
    // IDs at the edges of the integer widths built from the two members, each alone, every run; then drawn.
    await ctx.each(wideIdCases(valid), ({ id, edge }) => atEdge(edge, () => check({ unknown: id, others: [], at: 0 })));
    await ctx.property("unknown-member", arb, check, { runs: 3 });
  },
});
