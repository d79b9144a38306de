import { rewriteParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/description-json-decoded",
  title: "a channel description still JSON-decoded (one that parses as JSON is changed)",
  statements: ["level.64"],
  kind: "left-out",
  wrap: rewriteParam("PATCH /streams/{stream_id}", "description", (v) => { try { return v === undefined ? v : String(JSON.parse(v)); } catch { return v; } }),
});
