import { errorText } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/guest-admin-msg",
  title: "'Guests cannot be administrators' instead of the seed's msg (legacy flags, level 7)",
  statements: ["errors.guest-admin"],
  kind: "wrong-text",
  breakage: errorText("PATCH /users/{user_id}", /^Guests cannot be organization administrators/, "Guests cannot be administrators"),
  server: { featureLevel: 7 },
});
