import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/invites-no-email-accepted",
  title: "an invitation without an email address is accepted",
  statements: ["errors.invites-no-email"],
  kind: "left-out",
  breakage: errorAccepted("POST /invites", /^You must specify at least one email/),
});
