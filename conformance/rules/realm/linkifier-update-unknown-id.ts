import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";
import { UPDATE_LINKIFIER, templateField } from "./_support.ts";

// For every filter ID no server holds, PATCH /realm/filters/{filter_id} with a valid pattern and template is
// refused (the seed shows no code or msg for it).
export default rule({
  id: "realm/linkifier-update-unknown-id",
  title: "PATCH /realm/filters/{filter_id} with an unknown ID is refused",
  seed: "Endpoints, Linkifiers: PATCH /realm/filters/{filter_id} (path filter_id integer required); Linkifier",
  statements: ["linkifiers.update", "level.57"],
  operations: [UPDATE_LINKIFIER],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    // No named groups and no template variables: the same text in url_template and url_format_string syntax.
    const body = { pattern: "conformance-[0-9]+", [templateField(ctx)]: "https://example.com/conformance" };
    await ctx.property("unknown-id", fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), async (id) => {
      expectRefused(await ctx.as("administrator").call(UPDATE_LINKIFIER, { path: { filter_id: id }, body }), `updating linkifier ${id}, which does not exist`);
    });
  },
});
