import { rewriteForm } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/invite-expires-in-days-honoured",
  title: "invite_expires_in_days still honoured (taken as minutes \u00d7 1440, not listed as ignored) after invite_expires_in_minutes replaced it",
  statements: ["level.96-117-126"],
  kind: "replaced-honoured",
  wrap: rewriteForm("POST /invites", ({ invite_expires_in_days: days, ...f }) => (days === undefined ? f : { ...f, invite_expires_in_minutes: days === "null" ? "null" : String(Number(days) * 1440) })),
});
