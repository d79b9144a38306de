import { errorText } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/include-all-active-msg",
  title: "include_all_active by a member answers 'Insufficient permission'",
  statements: ["errors.include-all-active"],
  kind: "wrong-text",
  breakage: errorText("GET /streams", /^User not authorized for this query/, "Insufficient permission"),
});
