import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "scheduled/to-ignored",
  title: "to is not read",
  statements: ["scheduled.to"],
  kind: "left-out",
  wrap: ignoreParam("POST /scheduled_messages", "to"),
});
