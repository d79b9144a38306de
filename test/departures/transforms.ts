// Small transforms the departures are made of, where no broken server of test/conformance/broken/ already breaks
// exactly the statement: a field left out or given a wrong value wherever a resource travels, an error's text
// changed or the error dropped, a parameter ignored or its omission refused, events dropped or thinned.
import { formFields, isOperation, jsonResponse, rewriteForm, type Breakage, type Fetch } from "../conformance/support/reference.ts";
import { callerEmail, success } from "../conformance/support/prove.ts";

type Json = Record<string, any>;
type Edit = (o: Json, req: Request) => Json;

/** Where each resource of the seed travels: the operation and the member of its answer (`.` the answer itself, `[]` a list). */
export const SITES = {
  channel: [["GET /streams", "streams[]"], ["GET /streams/{stream_id}", "stream"]],
  user: [["GET /users/{user_id}", "user"], ["GET /users/{email}", "user"]],
  "own-user": [["GET /users/me", "."]],
  message: [["GET /messages/{message_id}", "message"], ["GET /messages", "messages[]"]],
  "message-answer": [["GET /messages/{message_id}", "."]],
  group: [["GET /user_groups", "user_groups[]"]],
  draft: [["GET /drafts", "drafts[]"]],
  "server-settings": [["GET /server_settings", "."]],
  "profile-field": [["POST /realm/profile_fields", "."]],
  "scheduled-message": [["POST /scheduled_messages", "."]],
  "fetch-api-key": [["POST /fetch_api_key", "."]],
  register: [["POST /register", "."]],
  "drafts-created": [["POST /drafts", "."]],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;
export type Site = keyof typeof SITES;

/** Every object of a resource in successful answers, edited. */
export function mapResource(site: Site, edit: Edit): Breakage {
  return {
    response: (req, res, json) => {
      if (json?.result !== "success") return res;
      for (const [op, member] of SITES[site]) {
        if (!isOperation(req, op)) continue;
        if (member === ".") return jsonResponse(edit(json, req), res);
        const list = member.endsWith("[]");
        const key = member.replace("[]", "");
        if (json[key] === undefined) return res;
        return jsonResponse({ ...json, [key]: list ? json[key].map((o: Json) => edit(o, req)) : edit(json[key], req) }, res);
      }
      return res;
    },
  };
}

/** The field left out of every object of the resource. */
export const dropField = (site: Site, field: string, when: (o: Json) => boolean = () => true): Breakage =>
  mapResource(site, (o) => {
    if (!when(o)) return o;
    const { [field]: _dropped, ...rest } = o;
    return rest;
  });

/** The field given another value (a function of the object) in every object of the resource. */
export const setField = (site: Site, field: string, value: (o: Json) => unknown, when: (o: Json) => boolean = (o) => field in o): Breakage =>
  mapResource(site, (o) => (when(o) ? { ...o, [field]: value(o) } : o));

/** Every event of GET /events answers (to `who`, or to every account) edited, or dropped where edit returns undefined. */
export function mapEvents(edit: (e: Json) => Json | undefined, who?: string): Breakage {
  return {
    response: (req, res, json) =>
      isOperation(req, "GET /events") && Array.isArray(json?.events) && (!who || callerEmail(req) === who)
        ? jsonResponse({ ...json, events: json.events.map(edit).filter((e: Json | undefined) => e !== undefined) }, res)
        : res,
  };
}

/** Events that `pick` selects never reach the queues of `who` (every account when not given). */
export const dropEvents = (pick: (e: Json) => boolean, who?: string): Breakage => mapEvents((e) => (pick(e) ? undefined : e), who);

/** A field left out of the events `pick` selects (a dotted path: `person.user_id`). */
export const dropEventField = (pick: (e: Json) => boolean, path: string): Breakage =>
  mapEvents((e) => {
    if (!pick(e)) return e;
    const keys = path.split(".");
    const out: Json = structuredClone(e);
    let at: Json = out;
    for (const k of keys.slice(0, -1)) at = at?.[k];
    if (at) delete at[keys.at(-1)!];
    return out;
  });

const errorOf = (op: string, json: Json | undefined, req: Request, msg: RegExp) => isOperation(req, op) && json?.result === "error" && msg.test(String(json.msg));

/** An error of `op` whose msg matches answered with another msg (and code, when given). */
export const errorText = (op: string, msg: RegExp, text: string, code?: string): Breakage => ({
  response: (req, res, json) => (errorOf(op, json, req, msg) ? jsonResponse({ ...json, msg: text, ...(code ? { code } : {}) }, res) : res),
});

/** An error of `op` whose msg matches answered with success instead (the check left out), with `extra` fields. */
export const errorAccepted = (op: string, msg: RegExp, extra: Json = {}): Breakage => ({
  response: (req, res, json) => (errorOf(op, json, req, msg) ? success(extra) : res),
});

/** A parameter of `op` (query or form) dropped before the server reads it: the server acts as if it were not sent. */
export function ignoreParam(op: string, name: string, when: (value: string) => boolean = () => true): (fetch: Fetch) => Fetch {
  const form = rewriteForm(op, (f) => {
    if (!(name in f) || !when(f[name])) return f;
    const { [name]: _dropped, ...rest } = f;
    return rest;
  });
  return (fetch) => {
    const inForm = form(fetch);
    return (req) => {
      if (!isOperation(req, op)) return fetch(req);
      if (req.method !== "GET") return inForm(req);
      const url = new URL(req.url);
      const value = url.searchParams.get(name);
      if (value !== null && when(value)) url.searchParams.delete(name);
      return fetch(new Request(url, req));
    };
  };
}

/** A parameter of `op` whose omission is refused (an optional parameter read as required). */
export const refuseWithout = (op: string, name: string): Breakage => ({
  request: async (req) => {
    if (!isOperation(req, op) || new URL(req.url).searchParams.has(name) || name in (await formFields(req))) return undefined;
    return jsonResponse({ result: "error", msg: `Missing '${name}' argument`, code: "BAD_REQUEST" }, undefined, 400);
  },
});

/** A form parameter of `op` rewritten before the server reads it. */
export const rewriteParam = (op: string, name: string, change: (value: string | undefined, fields: Record<string, string>) => string | undefined): ((fetch: Fetch) => Fetch) =>
  rewriteForm(op, (f) => {
    const value = change(f[name], f);
    const { [name]: _old, ...rest } = f;
    return value === undefined ? rest : { ...rest, [name]: value };
  });
