import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/is-guest-missing",
  title: "user objects lack is_guest",
  statements: ["user.is-guest"],
  kind: "left-out",
  breakage: dropField("user", "is_guest"),
});
