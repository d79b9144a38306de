import { errorText } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/mute-self-msg",
  title: "'Cannot mute yourself' instead of 'Cannot mute self'",
  statements: ["errors.mute-self"],
  kind: "wrong-text",
  breakage: errorText("POST /users/me/muted_users/{muted_user_id}", /^Cannot mute self/, "Cannot mute yourself"),
});
