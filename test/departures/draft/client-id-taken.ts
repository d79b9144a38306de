import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "draft/client-id-taken",
  title: "a submitted draft id becomes the draft's ID",
  statements: ["draft.id"],
  kind: "wrong-value",
  ...reuse(DRAFTS["drafts/client-id-never-taken"]),
});
