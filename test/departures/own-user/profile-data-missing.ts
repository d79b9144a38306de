import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "own-user/profile-data-missing",
  title: "the own-user answer lack profile_data (humans' too)",
  statements: ["own-user.profile-data"],
  kind: "left-out",
  breakage: dropField("own-user", "profile_data", (o) => o.is_bot === false),
});
