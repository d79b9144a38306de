// A server with many failures of a few causes, for the reporters' tests: the reference server with several things
// broken at once (a 5xx on one operation, a missing endpoint, every error msg replaced by server-supplied markup, an
// extra of Zulip's missing), so a report has findings grouped by cause, capability skips and hostile text to escape.
import { brokenServer, isOperation, jsonResponse, type TestServer } from "./reference.ts";

/** Text a server sends that a report must show as text, never as markup (an image from another host, a script). */
export const HOSTILE_MSG = `<img src="http://evil.example/x.png"><script>document.title="pwned"</script>&amp;`;

export function manyFailuresServer(): TestServer {
  return brokenServer({
    request(req) {
      if (isOperation(req, "GET /streams")) return new Response("<html><body><h1>502 Bad Gateway</h1></body></html>", { status: 502, headers: { "content-type": "text/html" } });
      if (isOperation(req, "GET /user_groups")) return new Response("<html>Not Found</html>", { status: 404, headers: { "content-type": "text/html" } });
      if (isOperation(req, "GET /messages")) return jsonResponse({ result: "error", msg: "Endpoint does not exist", code: "BAD_REQUEST" }, undefined, 404);
      return undefined;
    },
    response(_req, response, json) {
      if (json && json.result === "error" && response.status !== 429) return jsonResponse({ ...json, msg: HOSTILE_MSG }, response);
      return response;
    },
  });
}
