import { rewriteParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "linkifiers/update-template-level-1-only",
  title: "PATCH /realm/filters/{filter_id} reads every RFC 6570 expression as the simple {name}",
  statements: ["linkifiers.update"],
  kind: "partial",
  knownMiss: "on the seed-only profile the operators are read from topic_links of a message sent after the change, and no seed operation sends a message",
  knownMissIn: ["seed-only"],
  wrap: rewriteParam("PATCH /realm/filters/{filter_id}", "url_template", (v) => v?.replace(/\{[+#./;?&]/g, "{")),
});
