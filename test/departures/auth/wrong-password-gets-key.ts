import { BROKEN as AUTH } from "../../conformance/broken/auth.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/wrong-password-gets-key",
  title: "a wrong password for a real user still gets the key",
  statements: ["auth.key-from-fetch-api-key"],
  kind: "left-out",
  ...reuse(AUTH["auth/fetch-api-key-bad-credentials"]),
});
