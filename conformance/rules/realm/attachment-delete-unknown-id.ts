import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";

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
    await ctx.property("unknown-id", fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), async (id) => {
      const ex = await ctx.as("member").call("DELETE /attachments/{attachment_id}", { path: { attachment_id: id } });
      expectError(ex, "invalid-attachment");
    });
  },
});
