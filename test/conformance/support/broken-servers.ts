// A catalogue of deliberately broken servers: each wraps a correct server's fetch and breaks exactly one thing.
// `breaks` is the rule or check id that must report it; `only` narrows the run to keep the tests fast.
import type { Handler, State } from "./fake-server.ts";
import { bad, ok } from "./fake-server.ts";

type Fetch = (req: Request) => Promise<Response>;

export interface BrokenServer {
  name: string;
  breaks: string;
  /** Wraps the correct server's fetch. */
  wrap?: (fetch: Fetch) => Fetch;
  /** Or replaces handlers of the fake server (behaviour bugs behind a correct wire layer). */
  handlers?: Record<string, Handler>;
  only: string[];
}

const json = (body: unknown, status = 200, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers });

/** Rewrites JSON bodies of responses. */
const mapBody = (f: (body: Record<string, unknown>, res: Response, req: Request) => Record<string, unknown>) => (fetch: Fetch): Fetch => async (req) => {
  const res = await fetch(req);
  const body = (await res.json()) as Record<string, unknown>;
  return json(f(body, res, req), res.status, Object.fromEntries(res.headers));
};

const isPath = (req: Request, method: string, re: RegExp) => req.method === method && re.test(new URL(req.url).pathname);
/** The development login keeps working on every broken server, so each breaks only its one thing. */
const isLogin = (req: Request) => /\/(dev_fetch_api_key|server_settings)$/.test(new URL(req.url).pathname) || isPath(req, "GET", /\/users\/me$/);

export const BROKEN_SERVERS: BrokenServer[] = [
  {
    name: "drops msg from errors",
    breaks: "checks/error_envelope",
    only: ["checks/error_envelope"],
    wrap: mapBody(({ msg: _msg, ...rest }) => (rest.result === "error" ? rest : { msg: _msg, ...rest })),
  },
  {
    name: "answers 500 to unknown channel IDs",
    breaks: "checks/not_a_server_error",
    only: ["checks/not_a_server_error"],
    wrap: (fetch) => async (req) => (isPath(req, "GET", /\/streams\/\d{6,}$/) ? json({ result: "error", msg: "boom", code: "INTERNAL" }, 500) : fetch(req)),
  },
  {
    name: "ignores authentication on GET /user_groups",
    breaks: "checks/ignored_auth",
    only: ["checks/ignored_auth"],
    wrap: (fetch) => async (req) => (isPath(req, "GET", /\/user_groups$/) ? json({ result: "success", msg: "", user_groups: [] }) : fetch(req)),
  },
  {
    name: "answers missing credentials with a different code",
    breaks: "checks/ignored_auth",
    only: ["checks/ignored_auth"],
    wrap: mapBody((b) => (b.code === "UNAUTHORIZED" ? { ...b, code: "BAD_REQUEST" } : b)),
  },
  {
    name: "accepts invalid input",
    breaks: "checks/negative_data_rejection",
    only: ["checks/negative_data_rejection"],
    wrap: mapBody((b) => (b.result === "error" && /^(Invalid \w+|Missing|Argument)/.test(String(b.msg)) && !/Invalid (channel )?ID/.test(String(b.msg)) ? { result: "success", msg: "" } : b)),
  },
  {
    name: "rejects JSON booleans in the query",
    breaks: "checks/positive_data_acceptance",
    only: ["checks/positive_data_acceptance"],
    wrap: (fetch) => async (req) => {
      const url = new URL(req.url);
      const flag = [...url.searchParams].find(([, v]) => v === "true" || v === "false");
      return flag && !isLogin(req) ? json({ result: "error", msg: `${flag[0]} is not a boolean`, code: "BAD_REQUEST" }, 400) : fetch(req);
    },
  },
  {
    name: "forgets ignored_parameters_unsupported",
    breaks: "checks/ignored_parameters_unsupported",
    only: ["checks/ignored_parameters_unsupported"],
    wrap: mapBody(({ ignored_parameters_unsupported: _i, ...rest }) => rest),
  },
  {
    name: "labels JSON as text/html",
    breaks: "checks/content_type_conformance",
    only: ["checks/content_type_conformance"],
    wrap: (fetch) => async (req) => {
      const res = await fetch(req);
      return isLogin(req) ? res : new Response(await res.text(), { status: res.status, headers: { "content-type": "text/html" } });
    },
  },
  {
    name: "answers an HTML error page",
    breaks: "checks/content_type_conformance",
    only: ["checks/content_type_conformance"],
    wrap: (fetch) => async (req) => (isPath(req, "GET", /\/streams$/) ? new Response("<html><body>Oops</body></html>", { status: 400, headers: { "content-type": "text/html" } }) : fetch(req)),
  },
  {
    name: "returns malformed user groups",
    breaks: "checks/response_schema_conformance",
    only: ["checks/response_schema_conformance"],
    wrap: mapBody((b, _res, req) => (isPath(req, "GET", /\/user_groups$/) && b.result === "success" ? { ...b, user_groups: [{ id: "one" }] } : b)),
  },
  {
    name: "says something on success",
    breaks: "checks/success_envelope",
    only: ["checks/success_envelope"],
    wrap: mapBody((b, _res, req) => (b.result === "success" && !isLogin(req) ? { ...b, msg: "OK" } : b)),
  },
  {
    name: "sends errors with status 200",
    breaks: "checks/status_code_conformance",
    only: ["checks/status_code_conformance"],
    wrap: (fetch) => async (req) => {
      const res = await fetch(req);
      return new Response(await res.text(), { status: res.status === 400 ? 200 : res.status, headers: res.headers });
    },
  },
  {
    name: "knows channels that do not exist",
    breaks: "streams/get-stream-unknown-id",
    only: ["streams/get-stream-unknown-id"],
    handlers: { "GET /streams/{stream_id}": (c: Parameters<Handler>[0]) => ok({ stream: { stream_id: Number(c.pathParams.stream_id) } }) },
  },
  {
    name: "lets members include all active channels",
    breaks: "streams/include-all-active-non-admin",
    only: ["streams/include-all-active-non-admin"],
    handlers: { "GET /streams": () => ok({ streams: [] }) },
  },
  {
    name: "mutes twice",
    breaks: "muting/mute-state-table",
    only: ["muting/mute-state-table"],
    handlers: {
      "POST /users/me/muted_users/{muted_user_id}": (c: Parameters<Handler>[0], s: State) => {
        const target = Number(c.pathParams.muted_user_id);
        if (target === c.user!.id) return bad("Cannot mute self");
        if (!s.users.some((u) => u.id === target)) return bad("No such user");
        s.mutes.add(`${c.user!.id}:${target}`);
        return ok();
      },
    },
  },
];
