import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/content-type-missing",
  title: "message objects lack content_type",
  statements: ["message.content-type"],
  kind: "left-out",
  breakage: dropField("message", "content_type"),
});
