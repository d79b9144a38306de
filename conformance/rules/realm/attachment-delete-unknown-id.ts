import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { unknownIds } from "../shared/wide-ids.ts";

// For every attachment ID no server holds, DELETE /attachments/{attachment_id} is the seed's invalid-attachment error.
// (Declared as writing: it is a DELETE, even though a correct server deletes nothing.)
export default rule({
  id: "realm/attachment-delete-unknown-id",
  title: "DELETE /attachments/{attachment_id} with an unknown ID is the invalid-attachment error",
  seed: "Errors, BAD_REQUEST conditions: DELETE /attachments/{id}, invalid attachment; Endpoints, Attachments",
  statements: ["errors.attachment-invalid"],
  operations: ["DELETE /attachments/{attachment_id}"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    // IDs at the edges of the integer widths, then random ones. The seed lists no attachments (GET /attachments: shape
    // not shown), so the wide IDs are built from 1, the first ID a server gives out.
    await unknownIds(ctx, "unknown-id", [], async (id) => {
      const ex = await ctx.as("member").call("DELETE /attachments/{attachment_id}", { path: { attachment_id: id } });
      expectError(ex, "invalid-attachment");
    });
  },
});
