import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/type-missing",
  title: "message objects lack type",
  statements: ["message.type"],
  kind: "left-out",
  breakage: dropField("message", "type"),
});
