import { rule } from "../rule.ts";
import { linkifierRoundTrip, UPDATE_LINKIFIER } from "./_support.ts";

// Before level 176 the template travelled as url_format_string (url_template replaced it at 176), in %(name)s
// syntax: an update with it is stored too, and the linkifier is listed with the new pattern and a template naming
// the same group (in either syntax; _support.ts).
export default rule({
  id: "realm/linkifier-update-round-trip-before-176",
  title: "Before level 176, PATCH /realm/filters/{filter_id} stores the pattern and url_format_string",
  seed: "Endpoints, Linkifiers: PATCH /realm/filters/{filter_id} (url_template replaced url_format_string at level 176); Versioning: 176 url_template replaces url_format_string",
  statements: ["linkifiers.update", "linkifier.attributes", "level.176"],
  operations: [UPDATE_LINKIFIER, "POST /realm/filters", "GET /realm/linkifiers"],
  roles: ["administrator"],
  until: `${UPDATE_LINKIFIER} body.url_template @renamed`,
  writes: true,
  run: (ctx) => linkifierRoundTrip(ctx, ctx.as("administrator")),
});
