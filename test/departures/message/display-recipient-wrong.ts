import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/display-recipient-wrong",
  title: "display_recipient of the wrong form",
  statements: ["message.display-recipient"],
  kind: "wrong-value",
  breakage: setField("message", "display_recipient", (m) => (typeof m.display_recipient === "string" ? 42 : "recipients")),
});
