import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/profile-data-missing",
  title: "user objects lack profile_data",
  statements: ["user.profile-data"],
  kind: "left-out",
  breakage: dropField("user", "profile_data"),
});
