// The generic checks' catalogue of deliberately broken servers: the reference server with exactly one thing
// broken (through reference.ts's brokenServer). `breaks` is the check or rule that must report it; `only`
// narrows the run to it, to keep the tests fast. The catalogue rules have their own in test/conformance/broken/.
import { brokenServer, isOperation, jsonResponse, type Breakage } from "./reference.ts";

export interface BrokenServer {
  name: string;
  breaks: string;
  only: string[];
  breakage: Breakage;
  /** Reported as a warning, not a failure: HTTP statuses, which the seed does not show. */
  warns?: boolean;
}

const path = (req: Request) => new URL(req.url).pathname;
/** Logging in keeps working on every broken server, so that each breaks only its one thing. */
const isLogin = (req: Request) => /\/(dev_fetch_api_key|server_settings)$/.test(path(req)) || (req.method === "GET" && path(req).endsWith("/users/me"));
const success = (body: Record<string, unknown> = {}) => jsonResponse({ result: "success", msg: "", ...body }, undefined, 200);

export const BROKEN_SERVERS: BrokenServer[] = [
  {
    name: "sends channels' can_remove_subscribers_group under the name it had before its rename",
    breaks: "checks/feature_level_annotations",
    only: ["checks/feature_level_annotations"],
    breakage: {
      response: (req, res, json) => {
        if (req.method !== "GET" || !/\/streams(\/\d+)?$/.test(path(req)) || json?.result !== "success") return res;
        const rename = (c: any) => {
          const { can_remove_subscribers_group, ...rest } = c;
          return { ...rest, can_remove_subscribers_group_id: can_remove_subscribers_group };
        };
        return jsonResponse(json.streams ? { ...json, streams: json.streams.map(rename) } : { ...json, stream: rename(json.stream) }, res);
      },
    },
  },
  {
    name: "drops msg from errors",
    breaks: "checks/error_envelope",
    only: ["checks/error_envelope"],
    breakage: { response: (_req, res, json) => (json?.result === "error" ? jsonResponse({ ...json, msg: undefined }, res) : res) },
  },
  {
    name: "answers 500 to unknown channel IDs",
    breaks: "checks/not_a_server_error",
    only: ["checks/not_a_server_error"],
    breakage: { request: (req) => (req.method === "GET" && /\/streams\/\d{6,}$/.test(path(req)) ? jsonResponse({ result: "error", msg: "boom", code: "INTERNAL" }, undefined, 500) : undefined) },
  },
  {
    name: "ignores authentication on GET /user_groups",
    breaks: "checks/ignored_auth",
    only: ["checks/ignored_auth"],
    breakage: { request: (req) => (isOperation(req, "GET /user_groups") && !req.headers.get("authorization") ? success({ user_groups: [] }) : undefined) },
  },
  {
    name: "answers missing credentials with another error code",
    breaks: "checks/ignored_auth",
    only: ["checks/ignored_auth"],
    breakage: { response: (_req, res, json) => (json?.code === "UNAUTHORIZED" ? jsonResponse({ ...json, code: "BAD_REQUEST" }, res) : res) },
  },
  {
    name: "accepts invalid input",
    breaks: "checks/negative_data_rejection",
    only: ["checks/negative_data_rejection"],
    breakage: { response: (req, res, json) => (json?.code === "BAD_REQUEST" && !isLogin(req) ? success() : res) },
  },
  {
    name: "rejects JSON booleans in the query",
    breaks: "checks/positive_data_acceptance",
    only: ["checks/positive_data_acceptance"],
    breakage: {
      request: (req) => {
        const flag = [...new URL(req.url).searchParams].find(([, v]) => v === "true" || v === "false");
        return flag && !isLogin(req) ? jsonResponse({ result: "error", msg: `${flag[0]} is not a boolean`, code: "BAD_REQUEST" }, undefined, 400) : undefined;
      },
    },
  },
  {
    name: "forgets ignored_parameters_unsupported",
    breaks: "checks/ignored_parameters_unsupported",
    only: ["checks/ignored_parameters_unsupported"],
    breakage: { response: (_req, res, json) => (json?.ignored_parameters_unsupported ? jsonResponse({ ...json, ignored_parameters_unsupported: undefined }, res) : res) },
  },
  {
    name: "labels JSON as text/html",
    breaks: "checks/content_type_conformance",
    only: ["checks/content_type_conformance"],
    breakage: { response: async (req, res) => (isLogin(req) ? res : new Response(await res.text(), { status: res.status, headers: { "content-type": "text/html" } })) },
  },
  {
    name: "answers an HTML error page",
    breaks: "checks/content_type_conformance",
    only: ["checks/content_type_conformance"],
    breakage: { request: (req) => (isOperation(req, "GET /streams") ? new Response("<html><body>Oops</body></html>", { status: 400, headers: { "content-type": "text/html" } }) : undefined) },
  },
  {
    name: "returns malformed user groups",
    breaks: "checks/response_schema_conformance",
    only: ["checks/response_schema_conformance"],
    breakage: { response: (req, res, json) => (isOperation(req, "GET /user_groups") && json?.result === "success" ? jsonResponse({ ...json, user_groups: [{ id: "one" }] }, res) : res) },
  },
  {
    name: "says something on success",
    breaks: "checks/success_envelope",
    only: ["checks/success_envelope"],
    breakage: { response: (req, res, json) => (json?.result === "success" && !isLogin(req) ? jsonResponse({ ...json, msg: "OK" }, res) : res) },
  },
  {
    name: "reads user IDs modulo 2^32: 2^32 + 1 answers user 1",
    breaks: "checks/unknown_ids_refused",
    only: ["checks/unknown_ids_refused"],
    breakage: {
      response: (req, res, json) => {
        const id = path(req).match(/\/users\/(\d{10,})$/)?.[1];
        if (req.method !== "GET" || !id || json?.result !== "error") return res;
        return success({ user: { user_id: Number(BigInt(id) % 2n ** 32n) } });
      },
    },
  },
  {
    name: "sends errors with status 200",
    breaks: "checks/status_code_conformance",
    warns: true,
    only: ["checks/status_code_conformance"],
    breakage: { response: (_req, res, json) => (json?.result === "error" && res.status === 400 ? jsonResponse(json, res, 200) : res) },
  },
  {
    name: "knows channels that do not exist",
    breaks: "streams/get-stream-unknown-id",
    only: ["streams/get-stream-unknown-id"],
    breakage: { request: (req) => (req.method === "GET" && /\/streams\/\d{10}$/.test(path(req)) ? success({ stream: {} }) : undefined) },
  },
  {
    name: "lets members include all active channels",
    breaks: "streams/include-all-active-non-admin",
    only: ["streams/include-all-active-non-admin"],
    breakage: { request: (req) => (isOperation(req, "GET /streams") && new URL(req.url).searchParams.get("include_all_active") === "true" ? success({ streams: [] }) : undefined) },
  },
  {
    name: "mutes twice",
    breaks: "muting/mute-state-table",
    only: ["muting/mute-state-table"],
    breakage: { response: (_req, res, json) => (json?.msg === "User already muted" ? success() : res) },
  },
];

export function serve(b: BrokenServer) {
  return brokenServer(b.breakage);
}
