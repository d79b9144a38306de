import { rewriteParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/full-name-json-decoded",
  title: "full_name still JSON-decoded (a name that parses as JSON is changed)",
  statements: ["level.106"],
  kind: "left-out",
  knownMiss: "users/update-full-name-round-trip never sends a name that parses as JSON (a quoted string), so a server still JSON-decoding it passes",
  wrap: rewriteParam("PATCH /users/{user_id}", "full_name", (v) => { try { return v === undefined ? v : String(JSON.parse(v)); } catch { return v; } }),
});
