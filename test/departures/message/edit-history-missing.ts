import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/edit-history-missing",
  title: "message objects lack edit_history",
  statements: ["message.edit-history"],
  kind: "left-out",
  knownMiss: "no seed operation edits a message, and the development realm has no edited message for the rules to read",
  breakage: dropField("message", "edit_history"),
});
