import { BROKEN as AUTH } from "../../conformance/broken/auth.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/key-alone-authenticates",
  title: "the key alone authenticates: the email of the credentials is not checked",
  statements: ["auth.basic-credentials"],
  kind: "left-out",
  ...reuse(AUTH["auth/credentials-must-match"]),
});
