import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/service-merge-base-wrong",
  title: "service_merge_base as a number",
  statements: ["server-settings.service-merge-base"],
  kind: "wrong-value",
  breakage: setField("server-settings", "service_merge_base", () => 42),
});
