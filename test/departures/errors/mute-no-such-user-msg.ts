import { errorText } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/mute-no-such-user-msg",
  title: "'User not found' instead of 'No such user'",
  statements: ["errors.mute-no-such-user"],
  kind: "wrong-text",
  breakage: errorText("POST /users/me/muted_users/{muted_user_id}", /^No such user/, "User not found"),
});
