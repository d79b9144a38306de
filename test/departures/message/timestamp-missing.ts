import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/timestamp-missing",
  title: "message objects lack timestamp",
  statements: ["message.timestamp"],
  kind: "left-out",
  breakage: dropField("message", "timestamp"),
});
