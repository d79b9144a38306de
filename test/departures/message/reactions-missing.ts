import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/reactions-missing",
  title: "message objects lack reactions",
  statements: ["message.reactions"],
  kind: "left-out",
  breakage: dropField("message", "reactions"),
});
