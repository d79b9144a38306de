import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "linkifier/update-ignored",
  title: "linkifier updates are accepted and not applied",
  statements: ["linkifier.attributes"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /realm/linkifiers, POST /realm/filters are skipped",
  knownMissIn: ["seed-only"],
  ...reuse(REALM["realm/linkifier-update-round-trip"]),
});
