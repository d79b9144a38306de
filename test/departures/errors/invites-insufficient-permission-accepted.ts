import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/invites-insufficient-permission-accepted",
  title: "an invitation by a caller without permission is accepted",
  statements: ["errors.invites-insufficient-permission"],
  kind: "left-out",
  knownMiss: "invites/insufficient-permission passes when the refusal becomes a success",
  breakage: errorAccepted("POST /invites", /^Insufficient permission/),
});
