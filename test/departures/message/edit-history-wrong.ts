import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/edit-history-wrong",
  title: "edit history timestamps as strings",
  statements: ["message.edit-history-entries"],
  kind: "wrong-value",
  breakage: setField("message", "edit_history", (m) => m.edit_history.map((e: Record<string, unknown>) => ({ ...e, timestamp: String(e.timestamp) }))),
});
