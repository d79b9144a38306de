import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/timestamp-missing",
  title: "message objects lack timestamp",
  statements: ["message.timestamp"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /drafts are skipped",
  knownMissIn: ["seed-only"],
  breakage: dropField("message", "timestamp"),
});
