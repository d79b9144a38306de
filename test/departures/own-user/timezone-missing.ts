import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "own-user/timezone-missing",
  title: "the own-user answer lack timezone",
  statements: ["own-user.fields", "users.get-me"],
  kind: "left-out",
  breakage: dropField("own-user", "timezone"),
});
