import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "messages/apply-markdown-required",
  title: "GET /messages/{message_id} without apply_markdown is refused",
  statements: ["messages.get-apply-markdown"],
  kind: "optional-as-required",
  breakage: refuseWithout("GET /messages/{message_id}", "apply_markdown"),
});
