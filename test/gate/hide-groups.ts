// A broken server the gate tests share: GET /user_groups lists only the system groups, so every group a rule created
// is "not listed" (a known departure whose titles carry the names the run generated).
import { jsonResponse } from "../conformance/support/reference.ts";

/** The `response` breakage (test/conformance/support/reference.ts brokenServer) that hides every created group. */
export function hideCreatedGroups(req: Request, res: Response, json: any): Response {
  if (req.method !== "GET" || !new URL(req.url).pathname.endsWith("/user_groups") || !Array.isArray(json?.user_groups)) return res;
  return jsonResponse({ ...json, user_groups: json.user_groups.filter((g: { is_system_group?: boolean }) => g.is_system_group) }, res);
}
