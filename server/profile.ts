// Profiles of the reference server: "zulip" (the default: where the seed is silent the server does what Zulip does,
// the reading the conformance suite shares) and "seed-only" (a second reading: every choice below is one the seed
// leaves open, made differently from Zulip). Each reading is its own switch, so a test (or the lead checking the
// suite's fairness) can turn one on alone, on either profile. Documented in server/README.md with the seed's words.
//
// The switches never carry a fact of the seed: which operations are beyond the seed, which msgs are the seed's,
// which error codes it shows and which event types fix their op all come from the spec the server runs with.
import { ApiError } from "./errors.ts";
import type { Realm } from "./http/context.ts";
import type { ServerSpec } from "./spec/index.ts";

export type Profile = "zulip" | "seed-only";

export interface SeedOnlySwitches {
  /** false: the spec's x-beyond-seed operations answer as unknown routes (the seed does not have them). */
  beyondSeed: boolean;
  /** The status of a beyond-seed operation when `beyondSeed` is false: 404, or 405 with `Allow` naming the methods the
   *  profile serves at that path (possibly none). */
  missingRouteStatus: 404 | 405;
  /** The envelope of an unknown route: Zulip's ("Endpoint does not exist", BAD_REQUEST) or `{"msg": "Not found",
   *  "code": "NOT_FOUND"}` (the seed shows neither). */
  unknownRoute: "zulip" | "not-found";
  /** Only application/x-www-form-urlencoded bodies are read; any other body is refused with 415. */
  urlencodedOnly: boolean;
  /** An unknown or malformed ID in a path is 404 (same code and msg), not 400. */
  notFoundStatus: boolean;
  /** msgs the seed does not give are worded differently from Zulip (the seed's own msgs are kept). */
  otherMessages: boolean;
  /** Lists the seed leaves unordered (channels, groups, members, subgroups, subscribers) in reverse order. */
  listOrder: "zulip" | "reverse";
  /** How long a blocking GET /events waits before the heartbeat (AppOptions.heartbeatMs wins when given). */
  heartbeatMs: number;
  /** GET /events without queue_id registers a queue also without dont_block (Zulip requires dont_block), then blocks. */
  blockingRegister: boolean;
  /** The op of events whose op the seed does not show is named differently (see EVENT_OPS). */
  eventOps: "zulip" | "renamed";
  /** Error codes the seed does not show (UNAUTHORIZED_PRINCIPAL, BAD_EVENT_QUEUE_ID, ...) become BAD_REQUEST, the
   *  seed's "general invalid request", without extra fields (BAD_REQUEST has none). */
  seedCodesOnly: boolean;
  /** GET /server_settings also sends Zulip's names of the version fields (zulip_feature_level, ...). */
  zulipNames: boolean;
  /** The status of a request error (BAD_REQUEST and the other codes answered 400): the seed shows no status. */
  badRequestStatus: number;
  /** Event IDs on the wire: Zulip's (0, 1, 2, ... per queue) or sparse (1, 3, 5, ...: increasing, not consecutive). */
  eventIds: "zulip" | "sparse";
  /** stream_weekly_traffic: Zulip's estimate, or none ever given (null). */
  weeklyTraffic: "zulip" | "none";
  /** Events whose payload the seed does not show (drafts, stream, user_group, ...): Zulip's payload, or only their
   *  `id`, `type` and `op`. */
  eventPayloads: "zulip" | "minimal";
}

/** Zulip's readings: the server as it always was. */
export const ZULIP_SWITCHES: Readonly<SeedOnlySwitches> = Object.freeze({
  beyondSeed: true,
  missingRouteStatus: 404,
  unknownRoute: "zulip",
  urlencodedOnly: false,
  notFoundStatus: false,
  otherMessages: false,
  listOrder: "zulip",
  // Zulip's: the heartbeat comes after about 45 s.
  heartbeatMs: 45_000,
  blockingRegister: false,
  eventOps: "zulip",
  seedCodesOnly: false,
  zulipNames: true,
  badRequestStatus: 400,
  eventIds: "zulip",
  weeklyTraffic: "zulip",
  eventPayloads: "zulip",
});

/** The other readings the seed allows. */
export const SEED_ONLY_SWITCHES: Readonly<SeedOnlySwitches> = Object.freeze({
  beyondSeed: false,
  missingRouteStatus: 404,
  unknownRoute: "not-found",
  urlencodedOnly: true,
  notFoundStatus: true,
  otherMessages: true,
  listOrder: "reverse",
  // "a few minutes": two and a half.
  heartbeatMs: 150_000,
  blockingRegister: true,
  eventOps: "renamed",
  seedCodesOnly: true,
  zulipNames: false,
  badRequestStatus: 422,
  eventIds: "sparse",
  weeklyTraffic: "none",
  eventPayloads: "minimal",
});

export function resolveSwitches(profile: Profile = "zulip", overrides: Partial<SeedOnlySwitches> = {}): SeedOnlySwitches {
  if (profile !== "zulip" && profile !== "seed-only") throw new Error(`unknown profile ${JSON.stringify(profile)} (zulip or seed-only)`);
  const s: SeedOnlySwitches = { ...(profile === "seed-only" ? SEED_ONLY_SWITCHES : ZULIP_SWITCHES) };
  for (const [k, v] of Object.entries(overrides)) if (v !== undefined) (s as any)[k] = v;
  if (s.missingRouteStatus !== 404 && s.missingRouteStatus !== 405) throw new Error(`missingRouteStatus must be 404 or 405, got ${s.missingRouteStatus}`);
  if (!Number.isInteger(s.badRequestStatus) || s.badRequestStatus < 400 || s.badRequestStatus > 499)
    throw new Error(`badRequestStatus must be a 4xx status, got ${s.badRequestStatus}`);
  if (!Number.isInteger(s.heartbeatMs) || s.heartbeatMs < 1) throw new Error(`heartbeatMs must be a positive integer, got ${s.heartbeatMs}`);
  return s;
}

// ---- lists --------------------------------------------------------------------------------------------------

/** A list the seed leaves unordered, in the profile's order. Renderers get a Realm; a request's Ctx carries the config. */
export function unordered<T>(r: Realm, list: T[]): T[] {
  return r.config?.seedOnly.listOrder === "reverse" ? [...list].reverse() : list;
}

// ---- routes ---------------------------------------------------------------------------------------------------

/** The answer to an unknown route (and, with beyondSeed false, to a beyond-seed operation). */
export function unknownRoute(s: SeedOnlySwitches, status = 404, allowed?: string[]): ApiError {
  const headers = allowed ? { Allow: allowed.join(", ") } : undefined;
  const extra = allowed ? { allowed_methods: allowed } : {};
  if (s.unknownRoute === "not-found")
    return status === 405
      ? new ApiError("METHOD_NOT_ALLOWED", "Method not allowed", status, extra, { headers, keepMsg: true })
      : new ApiError("NOT_FOUND", "Not found", status, extra, { headers, keepMsg: true });
  return new ApiError("BAD_REQUEST", "Endpoint does not exist", status, extra, { headers });
}

// ---- errors ---------------------------------------------------------------------------------------------------

/** The error codes the seed shows: the `code` constants of components.schemas.ErrorResponse's alternatives. */
const seedCodesCache = new WeakMap<ServerSpec, Set<string>>();
export function seedCodes(spec: ServerSpec): Set<string> {
  let codes = seedCodesCache.get(spec);
  if (!codes) {
    codes = new Set();
    for (const alt of spec.schema("ErrorResponse").oneOf ?? []) {
      const c = alt?.properties?.code?.const ?? alt?.allOf?.find((p: any) => p?.properties?.code?.const)?.properties?.code?.const;
      if (typeof c === "string") codes.add(c);
    }
    seedCodesCache.set(spec, codes);
  }
  return codes;
}

/** Zulip's generic msgs (lib/wire, server/http/validate.ts), each worded another way; `$1`... are the names. */
const REWORDINGS: [RegExp, string][] = [
  [/^Missing '(.+)' argument\.?$/, "Required parameter $1 was not given"],
  [/^(.+) is not a boolean$/, "Parameter $1 must be true or false"],
  [/^(.+) is not an integer$/, "Parameter $1 must be a whole number"],
  [/^(.+) is not a number$/, "Parameter $1 must be numeric"],
  [/^(.+) is not a string$/, "Parameter $1 must be text"],
  [/^(.+) is not a list$/, "Parameter $1 must be an array"],
  [/^(.+) is not a dict$/, "Parameter $1 must be an object"],
  [/^(.+) is not an allowed_type$/, "Parameter $1 has a type that is not accepted"],
  [/^Argument "(.+)" is not valid JSON\.$/, "Parameter $1 does not hold JSON"],
  [/^(.+) is too long \(limit: (\d+) characters\)$/, "Parameter $1 exceeds $2 characters"],
  [/^(.+) cannot be blank\.?$/, "Parameter $1 is empty"],
  [/^Invalid ([^ ]+)$/, "Value of $1 not accepted"],
];

/** A msg the seed does not give, worded differently from Zulip (a refusal with no generic form names only its code). */
export function reword(msg: string, code: string): string {
  for (const [pattern, replacement] of REWORDINGS) if (pattern.test(msg)) return msg.replace(pattern, replacement);
  return `Request refused (${code.toLowerCase().replace(/_/g, " ")})`;
}

/**
 * An error as the profile answers it (the one error path, app.ts, calls this before errorResponse): the seed's
 * msgs kept and the others reworded, codes the seed does not show turned into BAD_REQUEST, the request-error status.
 */
export function profileError(err: unknown, s: SeedOnlySwitches, spec: ServerSpec): unknown {
  if (!(err instanceof ApiError)) return err;
  let { code, status, extra } = err;
  let msg = err.message;
  // The profile's own routing codes (NOT_FOUND, METHOD_NOT_ALLOWED) are kept: they name no seed condition.
  if (s.seedCodesOnly && !seedCodes(spec).has(code) && !err.options.keepMsg) {
    code = "BAD_REQUEST";
    extra = {};
  }
  if (s.otherMessages && !err.options.keepMsg) msg = reword(msg, code);
  if (status === 400) status = s.badRequestStatus;
  if (code === err.code && msg === err.message && status === err.status && extra === err.extra) return err;
  return new ApiError(code, msg, status, extra, { ...err.options, keepMsg: true });
}

// ---- events ---------------------------------------------------------------------------------------------------

/** Other names for the ops Zulip uses, for events whose op the seed does not show. */
const EVENT_OPS: Record<string, string> = {
  add: "insert",
  remove: "delete",
  update: "change",
  create: "new",
  peer_add: "peer_insert",
  peer_remove: "peer_delete",
};

/** One event form the spec shows: an Event alternative with a `const` type (and maybe a `const` op). Every other form
 *  is components.schemas.OtherEvent, "payloads not shown". */
interface ShownForm {
  type: string;
  /** The op the alternative fixes; undefined: any op. */
  op: unknown;
  /** Its top-level fields besides type, op and id. */
  fields: string[];
}

const shownFormsOf = new WeakMap<ServerSpec, ShownForm[]>();
function shownForms(spec: ServerSpec): ShownForm[] {
  let forms = shownFormsOf.get(spec);
  if (!forms) {
    forms = [];
    for (const alt of spec.schema("Event").oneOf ?? []) {
      for (const part of [alt, ...(alt?.allOf ?? [])]) {
        const props = part?.properties;
        if (typeof props?.type?.const !== "string") continue;
        forms.push({ type: props.type.const, op: props.op?.const, fields: Object.keys(props).filter((k) => k !== "type" && k !== "op" && k !== "id") });
      }
    }
    shownFormsOf.set(spec, forms);
  }
  return forms;
}

/** Event types whose op the spec fixes: their ops are the seed's. */
function typesWithShownOps(spec: ServerSpec): Set<string> {
  return new Set(shownForms(spec).filter((f) => f.op !== undefined).map((f) => f.type));
}

/** Whether the spec shows this event's payload (a form of its type with its op, or with any op). */
function payloadShown(spec: ServerSpec, e: Record<string, unknown>): boolean {
  return shownForms(spec).some((f) => f.type === String(e.type) && (f.op === undefined || f.op === e.op));
}

/** The top-level fields the spec's shown forms of an event type list (besides type, op and id). */
function listedFields(spec: ServerSpec, type: string): Set<string> {
  return new Set(shownForms(spec).filter((f) => f.type === type).flatMap((f) => f.fields));
}

/** An event as the profile sends it (before the queue gives it its ID). */
export function profileEvent<T>(event: T, s: SeedOnlySwitches, spec: ServerSpec): T {
  if (!event || typeof event !== "object") return event;
  let e = event as Record<string, unknown>;
  if (s.eventPayloads === "minimal" && !payloadShown(spec, e)) {
    // The fields the seed lists for the type in every form (realm_user: `person`, "form depends on the change") stay,
    // with nothing inside that the form's field list does not show; the rest of a not-shown payload goes.
    const listed = listedFields(spec, String(e.type));
    e = Object.fromEntries(
      Object.entries(e)
        .filter(([k]) => k === "id" || k === "type" || k === "op" || listed.has(k))
        .map(([k, v]) => [k, listed.has(k) && v && typeof v === "object" && !Array.isArray(v) ? {} : v]),
    );
  }
  if (s.eventOps === "renamed" && typeof e.op === "string" && Object.hasOwn(EVENT_OPS, e.op) && !typesWithShownOps(spec).has(String(e.type)))
    e = { ...e, op: EVENT_OPS[e.op] };
  return e as T;
}
