import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/id-missing",
  title: "message objects lack id",
  statements: ["message.id"],
  kind: "left-out",
  breakage: dropField("message", "id"),
});
