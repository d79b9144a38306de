import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/mute-self-accepted",
  title: "muting oneself answers success",
  statements: ["errors.mute-self", "state.mute-self"],
  kind: "left-out",
  breakage: errorAccepted("POST /users/me/muted_users/{muted_user_id}", /^Cannot mute self/),
});
