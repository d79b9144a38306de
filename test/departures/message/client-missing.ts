import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/client-missing",
  title: "message objects lack client",
  statements: ["message.client"],
  kind: "left-out",
  breakage: dropField("message", "client"),
});
