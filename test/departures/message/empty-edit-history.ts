import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/empty-edit-history",
  title: "direct messages carry an (empty) edit_history though never edited",
  statements: ["message.edit-history"],
  kind: "wrong-value",
  ...reuse(MESSAGES["messages/never-edited-no-edit-fields"], 0),
});
