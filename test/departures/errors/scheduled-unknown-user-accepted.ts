import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/scheduled-unknown-user-accepted",
  title: "a scheduled direct message to an unknown user is accepted",
  statements: ["errors.scheduled-unknown-user"],
  kind: "left-out",
  breakage: errorAccepted("POST /scheduled_messages", /^Invalid user ID/, { scheduled_message_id: 4242 }),
});
