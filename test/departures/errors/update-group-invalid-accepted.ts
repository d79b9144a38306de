import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/update-group-invalid-accepted",
  title: "PATCH of an unknown group answers success",
  statements: ["errors.update-group-invalid"],
  kind: "left-out",
  breakage: errorAccepted("PATCH /user_groups/{user_group_id}", /^Invalid user group/),
});
