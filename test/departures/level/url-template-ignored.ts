import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/url-template-ignored",
  title: "url_template is not read",
  statements: ["level.176"],
  knownMiss: "on the seed-only profile no operation reads a linkifier back (Zulip's GET /realm/linkifiers and POST /realm/filters, which realm/linkifier-update-round-trip needs, are missing)",
  knownMissIn: ["seed-only"],
  kind: "left-out",
  wrap: ignoreParam("PATCH /realm/filters/{filter_id}", "url_template"),
});
