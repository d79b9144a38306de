import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/apply-markdown-ignored",
  title: "apply_markdown is ignored: HTML always",
  statements: ["level.120"],
  kind: "left-out",
  wrap: ignoreParam("GET /messages/{message_id}", "apply_markdown"),
});
