import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/service-merge-base-wrong",
  title: "service_merge_base as a number",
  statements: ["server-settings.service-merge-base"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile server-settings/version-names-agree runs and passes",
  knownMissIn: ["seed-only"],
  breakage: setField("server-settings", "service_merge_base", () => 42),
});
