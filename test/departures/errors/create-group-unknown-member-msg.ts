import { errorText } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/create-group-unknown-member-msg",
  title: "an unknown member answers 'Unknown user', not 'Invalid user ID: <user_id>'",
  statements: ["errors.create-group-unknown-member"],
  kind: "wrong-text",
  breakage: errorText("POST /user_groups/create", /^Invalid user ID: /, "Unknown user"),
});
