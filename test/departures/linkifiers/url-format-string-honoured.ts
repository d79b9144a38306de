import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "linkifiers/url-format-string-honoured",
  title: "url_format_string still honoured over url_template after its replacement",
  statements: ["linkifiers.update", "level.176"],
  kind: "replaced-honoured",
  knownMiss: "on the seed-only profile no linkifier can be found to update (Zulip's GET /realm/linkifiers is missing), so realm/linkifier-update-old-template-name is skipped; realm/linkifier-update-unknown-id runs but an unknown ID is refused whatever the template's name",
  knownMissIn: ["seed-only"],
  ...reuse(REALM["realm/linkifier-update-old-template-name"]),
});
