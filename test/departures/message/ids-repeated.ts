import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/ids-repeated",
  title: "two messages under one ID",
  statements: ["message.id"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile messages/message-ids runs and passes",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/message-ids"]),
});
