import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/users-get-by-email",
  title: "GET /users/{email} answers 500 to bytes that are not UTF-8 in the email path",
  statements: ["users.get-by-email"],
  kind: "edge-crash",
  ...crashOn("GET /users/{email}", "path", "email", TRIGGERS.invalidUtf8),
});
