import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invisible-message-shown",
  title: "a direct message between other users is shown to anyone who asks",
  statements: ["errors.get-message-invalid"],
  kind: "left-out",
  ...reuse(MESSAGES["messages/get-invisible-direct-message"]),
});
