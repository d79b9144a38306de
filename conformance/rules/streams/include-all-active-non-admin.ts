import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";

// include_all_active needs administrative privileges; a member asking for it gets the seed's error.
export default rule({
  id: "streams/include-all-active-non-admin",
  title: "include_all_active by a non-administrator is the not-authorized error",
  seed: "Authentication 6 (include_all_active needs administrative privileges); Errors, BAD_REQUEST conditions: GET /streams",
  statements: ["errors.include-all-active", "auth.include-all-active-admins", "streams.include-all-active"],
  operations: ["GET /streams"],
  roles: ["member"],
  async run(ctx) {
    const ex = await ctx.as("member").call("GET /streams", { query: { include_all_active: true } });
    expectError(ex, "not-authorized");
  },
});
