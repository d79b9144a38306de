import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/content-type-plain",
  title: "content_type is text/plain",
  statements: ["message.content-type"],
  kind: "wrong-value",
  breakage: setField("message", "content_type", () => "text/plain"),
});
