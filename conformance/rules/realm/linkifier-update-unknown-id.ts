import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";
import { UPDATE_LINKIFIER, templateField } from "./_support.ts";
import { unknownIds } from "../shared/wide-ids.ts";

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
    // IDs at the edges of the integer widths, then random ones. The seed lists no linkifiers, so the wide IDs are built
    // from 1, the first ID a server gives out.
    await unknownIds(ctx, "unknown-id", [], async (id) => {
      expectRefused(await ctx.as("administrator").call(UPDATE_LINKIFIER, { path: { filter_id: id }, body }), `updating linkifier ${id}, which does not exist`);
    });
  },
});
