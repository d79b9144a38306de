import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/display-recipient-missing",
  title: "message objects lack display_recipient",
  statements: ["message.display-recipient"],
  kind: "left-out",
  breakage: dropField("message", "display_recipient"),
});
