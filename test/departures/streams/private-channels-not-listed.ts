import { isOperation, jsonResponse } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "streams/private-channels-not-listed",
  title: "GET /streams leaves out the private channels the user can access",
  statements: ["streams.list-accessible"],
  kind: "left-out",
  breakage: { response: (req, res, json) => (isOperation(req, "GET /streams") && Array.isArray(json?.streams) ? jsonResponse({ ...json, streams: json.streams.filter((c: { invite_only: boolean }) => !c.invite_only) }, res) : res) },
});
