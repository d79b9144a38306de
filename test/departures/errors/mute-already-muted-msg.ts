import { errorText } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/mute-already-muted-msg",
  title: "'Already muted' instead of 'User already muted'",
  statements: ["errors.mute-already-muted"],
  kind: "wrong-text",
  breakage: errorText("POST /users/me/muted_users/{muted_user_id}", /^User already muted/, "Already muted"),
});
