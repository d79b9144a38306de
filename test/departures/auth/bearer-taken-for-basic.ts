import { BROKEN as AUTH } from "../../conformance/broken/auth.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/bearer-taken-for-basic",
  title: "any scheme is taken for Basic: a Bearer header authenticates",
  statements: ["auth.unauthorized"],
  kind: "left-out",
  ...reuse(AUTH["auth/basic-scheme"]),
});
