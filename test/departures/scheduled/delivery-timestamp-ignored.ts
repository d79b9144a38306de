import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "scheduled/delivery-timestamp-ignored",
  title: "scheduled_delivery_timestamp is not read",
  statements: ["scheduled.delivery-timestamp"],
  kind: "left-out",
  wrap: ignoreParam("POST /scheduled_messages", "scheduled_delivery_timestamp"),
});
