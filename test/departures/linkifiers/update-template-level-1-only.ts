import { rewriteParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "linkifiers/update-template-level-1-only",
  title: "PATCH /realm/filters/{filter_id} reads every RFC 6570 expression as the simple {name}",
  statements: ["linkifiers.update"],
  kind: "partial",
  knownMiss: "no seed operation reads a linkifier back, and the template operators are tried through Zulip's POST /realm/filters, not the seed's PATCH",
  wrap: rewriteParam("PATCH /realm/filters/{filter_id}", "url_template", (v) => v?.replace(/\{[+#./;?&]/g, "{")),
});
