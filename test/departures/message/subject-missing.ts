import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/subject-missing",
  title: "message objects lack subject",
  statements: ["message.subject"],
  kind: "left-out",
  breakage: dropField("message", "subject"),
});
