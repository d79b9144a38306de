import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/guest-admin-accepted",
  title: "making a guest an administrator (legacy is_admin, level 7) answers success",
  statements: ["errors.guest-admin", "users.update-errors"],
  kind: "left-out",
  breakage: errorAccepted("PATCH /users/{user_id}", /^Guests cannot be organization administrators/),
  server: { featureLevel: 7 },
});
