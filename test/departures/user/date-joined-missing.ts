import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/date-joined-missing",
  title: "user objects lack date_joined",
  statements: ["user.date-joined"],
  kind: "left-out",
  breakage: dropField("user", "date_joined"),
});
