import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { readUser, show, type Json } from "../shared/users.ts";
import type { Role } from "../../engine/types.ts";

const TARGETS: Role[] = ["administrator", "member", "guest", "bot"];

/** Why a profile_data value is not the seed's map of field ID → {value, rendered_value?}, or undefined. */
function profileDataProblem(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return "not an object";
  for (const [key, entry] of Object.entries(data as Json)) {
    if (!/^[0-9]+$/.test(key)) return `key ${show(key)} is not an integer field ID`;
    if (typeof entry !== "object" || entry === null || typeof entry.value !== "string") return `entry ${key} has no string value`;
    if ("rendered_value" in entry && typeof entry.rendered_value !== "string") return `entry ${key} has a rendered_value that is not a string`;
  }
  return undefined;
}

// include_custom_profile_fields=true adds profile_data (a map of field ID to {value, rendered_value?}) for
// non-bots and never for bots; without it (default false) no user carries profile_data.
export default rule({
  id: "users/include-custom-profile-fields",
  title: "include_custom_profile_fields adds profile_data for non-bots only",
  seed: "Endpoints, Users: GET /users/{user_id} include_custom_profile_fields boolean default false; User object: profile_data present only when is_bot is false",
  statements: ["users.include-custom-profile-fields", "user.profile-data"],
  operations: ["GET /users/{user_id}", "GET /users/{email}"],
  roles: ["administrator", "member", "guest", "bot"],
  async run(ctx) {
    // Every target, every value of include_custom_profile_fields (true, false, omitted), by ID and by email: every run.
    const cases = TARGETS.flatMap((target) => ([true, false, undefined] as const).flatMap((include) => [false, true].map((byEmail) => ({ target, include, byEmail }))));
    await ctx.each(cases, async ({ target, include, byEmail }) => {
      const who = ctx.as("member");
      const account = ctx.as(target);
      const query = include === undefined ? {} : { include_custom_profile_fields: include };
      // By email: the API email the reader sees for that user (GET /users/{user_id}'s `email`), which may be a fake
      // address, never the address the account logs in with.
      const email = byEmail ? (await readUser(who, account.userId)).email : undefined;
      const ex =
        typeof email === "string"
          ? await who.call("GET /users/{email}", { path: { email }, query })
          : await who.call("GET /users/{user_id}", { path: { user_id: account.userId }, query });
      const user = expectSuccess(ex, `reading the ${target} account`).user as Json;
      const isBot = user?.is_bot === true;
      const expected = include === true && !isBot;
      const has = typeof user === "object" && user !== null && "profile_data" in user;
      expectThat(has === expected, {
        title: has ? `profile_data where the seed leaves it out (${isBot ? "a bot" : `include_custom_profile_fields ${include ?? "omitted"}`})` : "profile_data missing",
        expected: `${expected ? "profile_data" : "no profile_data"} for a ${isBot ? "bot" : "non-bot"} with include_custom_profile_fields ${include ?? "omitted (default false)"}`,
        received: has ? `profile_data ${show(user.profile_data)}` : "no profile_data",
        exchange: ex,
      });
      if (has) {
        const problem = profileDataProblem(user.profile_data);
        expectThat(problem === undefined, {
          title: "profile_data is not a map of field ID to {value, rendered_value}",
          expected: "an object whose keys are integer field IDs and whose entries have a string value (and a string rendered_value when present)",
          received: `${problem}: ${show(user.profile_data)}`,
          exchange: ex,
        });
      }
    });
  },
});
