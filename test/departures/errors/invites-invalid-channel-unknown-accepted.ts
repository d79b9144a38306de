import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/invites-invalid-channel-unknown-accepted",
  title: "an invitation to an unknown channel is accepted",
  statements: ["errors.invites-invalid-channel"],
  kind: "left-out",
  breakage: errorAccepted("POST /invites", /^Invalid channel ID/),
});
