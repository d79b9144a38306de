import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/is-owner-missing",
  title: "user objects lack is_owner",
  statements: ["user.is-owner"],
  kind: "left-out",
  breakage: dropField("user", "is_owner"),
});
