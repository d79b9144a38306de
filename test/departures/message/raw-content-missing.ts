import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/raw-content-missing",
  title: "GET /messages/{message_id} answers lack raw_content",
  statements: ["messages.get-response", "message.raw-content"],
  kind: "left-out",
  breakage: dropField("message-answer", "raw_content"),
});
