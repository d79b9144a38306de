import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/timezone-missing",
  title: "user objects lack timezone",
  statements: ["user.timezone"],
  kind: "left-out",
  breakage: dropField("user", "timezone"),
});
