import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/get-message-ids-truncated",
  title: "message IDs read as 32-bit integers: 2^32 + N reaches message N",
  statements: ["errors.get-message-invalid"],
  kind: "ids-truncated",
  ...reuse(MESSAGES["messages/get-unknown-id"], 0),
});
