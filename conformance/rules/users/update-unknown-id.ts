import { rule } from "../rule.ts";
import { expectErrorCode, expectThat, show } from "../expect.ts";
import { atEdge, smallUnknownId, wideIdCases } from "../shared/wide-ids.ts";
import { readUser } from "../shared/users.ts";
import type { Exchange } from "../../engine/types.ts";

const PATCH = "PATCH /users/{user_id}";

// PATCH /users/{user_id} of a user ID no user has is refused with the operation's error (the seed: "Errors:
// BAD_REQUEST"), and renames nobody. The IDs sit at the edges of the integer widths, built from the IDs of the
// accounts the rule knows: a server reading IDs as 32-bit integers takes 2^32 + N for user N and renames them. Each
// is sent with a new full_name, and every known user's full_name is read back after it; anyone renamed gets the old
// name back. Then random unknown IDs. (The seed names no msg for an unknown user: only the code is read.)
export default rule({
  id: "users/update-unknown-id",
  title: "PATCH /users/{user_id} with an unknown user ID is refused and renames nobody",
  seed: "Endpoints, Users: PATCH /users/{user_id} — path user_id integer required; Errors: BAD_REQUEST",
  statements: ["users.update-errors"],
  operations: [PATCH, "GET /users/{user_id}"],
  roles: ["administrator", "member", "guest"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const known = [ctx.as("member"), ctx.as("guest"), admin];
    const names = new Map<number, unknown>();
    for (const u of known) names.set(u.userId, (await readUser(admin, u.userId)).full_name);
    ctx.cleanup("give every known user their full name back", async () => {
      for (const [id, name] of names) {
        const now = await readUser(admin, id).catch(() => undefined);
        if (now && now.full_name !== name) await admin.call(PATCH, { path: { user_id: id }, body: { full_name: name } });
      }
    });
    const rename = (id: number) => admin.call(PATCH, { path: { user_id: id }, body: { full_name: `Unknown ${ctx.name("u").slice(-12)}` } });
    const refused = (ex: Exchange, id: number) => void expectErrorCode(ex, "BAD_REQUEST", `PATCH /users/{user_id} of unknown user ${id} not refused`);
    // Every edge every run, each its own case; after each, every known user still has their name (the rename is the
    // harm, read first so that the finding says whom it reached; the name is put back at once).
    await ctx.each(wideIdCases(names.keys()), ({ id, edge }) =>
      atEdge(edge, async () => {
        const ex = await rename(id);
        for (const [userId, name] of names) {
          const now = await readUser(admin, userId);
          if (now.full_name === name) continue;
          await admin.call(PATCH, { path: { user_id: userId }, body: { full_name: name } });
          expectThat(false, {
            title: "PATCH /users/{user_id} of an unknown user ID renamed an existing user",
            expected: `user ${userId} still named ${show(name)} after renaming ${id}, which no user has${id % 2 ** 32 === userId ? ` (it is ${userId} when cut to 32 bits)` : ""}`,
            received: `full_name ${show(now.full_name)}`,
            exchange: ex,
          });
        }
        refused(ex, id);
      }),
    );
    await ctx.property("unknown-id", smallUnknownId(), async (id) => refused(await rename(id), id), { runs: 3 });
  },
});
