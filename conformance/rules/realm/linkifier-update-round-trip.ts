import { rule } from "../rule.ts";
import { linkifierRoundTrip, UPDATE_LINKIFIER } from "./_support.ts";

// PATCH /realm/filters/{filter_id} replaces a linkifier's pattern and URL template: a linkifier the rule creates is
// updated, and GET /realm/linkifiers (beyond the seed) lists it with the new pattern and template (_support.ts):
// from level 176 the template sent as url_template, which must be applied.
export default rule({
  id: "realm/linkifier-update-round-trip",
  title: "PATCH /realm/filters/{filter_id} stores the new pattern and URL template",
  seed: "Endpoints, Linkifiers: PATCH /realm/filters/{filter_id} (pattern string required; url_template string required, RFC 6570); Linkifier: pattern, url_template",
  statements: ["linkifiers.update", "linkifier.attributes", "level.176"],
  operations: [UPDATE_LINKIFIER, "POST /realm/filters", "GET /realm/linkifiers"],
  roles: ["administrator"],
  writes: true,
  run: (ctx) => linkifierRoundTrip(ctx, ctx.as("administrator")),
});
