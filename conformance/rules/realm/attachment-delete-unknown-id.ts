import { rule } from "../rule.ts";
import { expectError, expectThat, show } from "../expect.ts";
import { atEdge, smallUnknownId, wideIdCases } from "../shared/wide-ids.ts";
import { ifOffered } from "../shared/extras.ts";
import { body } from "../shared/users.ts";
import type { Exchange } from "../../engine/types.ts";

const DELETE = "DELETE /attachments/{attachment_id}";
const LIST = "GET /attachments";

/** The IDs of the caller's own uploads in a GET /attachments answer (Zulip's; the seed shows no list of attachments). */
function uploadIds(ex: Exchange): number[] {
  const list = body(ex).attachments;
  return Array.isArray(list) ? list.map((a: any) => a?.id).filter(Number.isSafeInteger) : [];
}

// For every attachment ID no server holds, DELETE /attachments/{attachment_id} is the seed's invalid-attachment error.
// The wide IDs are built from the caller's own uploads (where the server lists them with GET /attachments): an ID
// cut to 32 bits then reaches an upload the caller may delete, so a server reading IDs as 32-bit integers deletes it
// instead of refusing (built from an upload of another user, the cut would be refused anyway and go unseen). After
// each, the upload it would reach must still be listed. Whether another user's upload is "invalid" for the caller the
// seed does not say, so that case is not judged. (Declared as writing: it is a DELETE, even though a correct server
// deletes nothing.)
export default rule({
  id: "realm/attachment-delete-unknown-id",
  title: "DELETE /attachments/{attachment_id} with an unknown ID is the invalid-attachment error",
  seed: "Errors, BAD_REQUEST conditions: DELETE /attachments/{id}, invalid attachment; Endpoints, Attachments",
  statements: ["errors.attachment-invalid"],
  operations: [DELETE],
  uses: [LIST],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const member = ctx.as("member");
    const owned = await ifOffered(async () => uploadIds(await member.call(LIST)));
    if (!owned?.length)
      ctx.note(`${owned ? "the member has no upload" : `the server lacks ${LIST}`}: the wide IDs are built from 1, which may not be an upload the member could delete`);
    const refused = async (id: number) => void expectError(await member.call(DELETE, { path: { attachment_id: id } }), "invalid-attachment");
    // Every edge every run, each its own case; the upload an ID reaches when cut to 32 bits must still be there.
    await ctx.each(wideIdCases(owned ?? []), ({ id, edge, base }) =>
      atEdge(edge, async () => {
        await refused(id);
        if (base === undefined || !owned?.includes(base)) return;
        const ex = await member.call(LIST);
        const now = uploadIds(ex);
        expectThat(now.includes(base), {
          title: "DELETE /attachments/{attachment_id} of an unknown ID deleted an existing upload",
          expected: `upload ${base} still listed after deleting ${id} (which is ${base} when cut to 32 bits)`,
          received: `GET /attachments lists ${show(now)}`,
          exchange: ex,
        });
      }),
    );
    // Then random unknown IDs.
    await ctx.property("unknown-id", smallUnknownId(), refused);
  },
});
