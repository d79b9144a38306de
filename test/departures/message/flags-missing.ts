import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/flags-missing",
  title: "message objects lack flags",
  statements: ["message.flags"],
  kind: "left-out",
  breakage: dropField("message", "flags"),
});
