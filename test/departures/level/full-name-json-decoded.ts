import { rewriteParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/full-name-json-decoded",
  title: "full_name still JSON-decoded (a name that parses as JSON is changed)",
  statements: ["level.106"],
  kind: "left-out",
  wrap: rewriteParam("PATCH /users/{user_id}", "full_name", (v) => { try { return v === undefined ? v : String(JSON.parse(v)); } catch { return v; } }),
});
