import type { Entry } from "./types.ts";

// The HTTP pipeline shared by every operation (server/http/: authentication, parameters, validation, permissions,
// the envelope) and the routes of the key-fetching endpoints and shared route helpers. (rate-limit.ts and timing.ts:
// http-limits.ts.) What the seed leaves out here: the msgs of authentication and parameter errors (only the codes
// UNAUTHORIZED and BAD_REQUEST are stated, "Complete list of error codes: not shown"), request size limits ("Rate limits
// and request size limits: not shown"), and rules the spec marks x-unspecified.
const AUTH = "server/http/auth.ts";
const PARAMS = "server/http/params.ts";
const PERMS = "server/http/permissions.ts";
const PIPE = "server/http/pipeline.ts";
const VAL = "server/http/validate.ts";
const ROUTES_AUTH = "server/routes/auth.ts";
const COMMON = "server/routes/common.ts";
const NAME_RULES = "full-name checks (trimming, length, blank, characters) are not in the seed: PATCH /users full_name is a string, and the Limits table has no full-name limit";
const NO_PASSWORDS = "a server refusing every password: over the API it looks like a wrong password in the accounts file (the suite cannot know a password is right), so the accounts are noted unavailable and the rules needing them skipped; a wrong key answer for a password that works is read (auth/fetch-api-key)";
const DEAD = "no request parameter of the spec uses this keyword or type (the spec's request schemas use type, enum, items, properties, required, oneOf, minItems, and additionalProperties: true): dead code for this spec";

const UNAUTH_MSG = "UNAUTHORIZED is stated by code only: the msgs of authentication failures are not in the seed or the spec";

export const TRIAGE: Entry[] = [
  // ---------------------------------------------------------------- server/http/auth.ts
  { file: AUTH, code: "export const userDeactivated", category: "not observable", reason: "a deactivated account's login error: the seed shows no error for it (deactivation triggers and effects beyond is_active and the event are not shown)" },
  { file: AUTH, code: 'new ApiError("USER_DEACTIVATED"', category: "not observable", reason: "a deactivated account's login error: the seed shows no error for it (deactivation triggers and effects beyond is_active and the event are not shown)" },
  { file: AUTH, code: "header.trim()", mutator: "MethodExpression", category: "equivalent", reason: "header values reach the server trimmed (Fetch Headers and node:http strip leading and trailing whitespace)" },
  { file: AUTH, code: /throw unauthorized\("[^"]+"\)/, mutator: "StringLiteral", category: "not observable", reason: UNAUTH_MSG },
  { file: AUTH, code: "if (colon < 0)", category: "not observable", reason: "a token without a colon (or with an empty email) names no user: still UNAUTHORIZED, only the msg (not in the spec) differs" },
  { file: AUTH, code: "if (!user.is_active)", category: "not observable", reason: "the seed does not say a deactivated account's API key stops working (nor shows how accounts are deactivated)" },

  // ---------------------------------------------------------------- server/http/params.ts
  { file: PARAMS, code: /tooLarge|Request body too large|declared > limit|const declared =|if \(over\)/, category: "not observable", reason: "request body size limit: \"Rate limits and request size limits: not shown\"" },
  { file: PARAMS, region: "async function readIncoming(", category: "not observable", reason: "the body read from node:http's message (a cheaper path to the same bytes): the in-process suite never has one; over HTTP it reads what the web-stream path reads" },
  { file: PARAMS, code: "const direct = incoming", category: "equivalent", reason: "chooses between two readers of the same body bytes (node:http message or web stream): only the cost differs" },
  { file: PARAMS, code: "if (!direct && !req.body)", category: "equivalent", reason: "a request without a body: both branches answer no form fields (readCapped of no body reads nothing)" },
  { file: PARAMS, code: "} catch (err) {", region: "export async function readForm(", category: "not observable", reason: "a body that is not valid form encoding (a broken multipart body): the seed only describes form-encoded bodies, not the answer to others" },
  { file: PARAMS, code: "if (!fields) inputFields.set(op", mutator: "ConditionalExpression", replacement: /^true$/, category: "equivalent", reason: "a memo: rebuilding the operation's field list on every request gives the same list" },

  // ---------------------------------------------------------------- server/http/permissions.ts
  { file: PERMS, region: "export function roleRequired(", category: "not observable", reason: "the code and msg of a refusal for a role: not in the seed (\"Complete list of error codes: not shown\"); only that the call is refused is stated (killed elsewhere)" },
  { file: PERMS, code: "const botsRefused", mutator: "StringLiteral", category: "not observable", reason: "the msg of the bots' refusal: not in the seed or spec" },
  { file: PERMS, code: 'if (!user || !role || role === "anonymous") return;', category: "equivalent", reason: "every authenticated operation has an x-required-role other than anonymous, and only the anonymous ones have no user: each variant returns for the same calls" },
  { file: PERMS, code: ".filter((r) => !r.parameter)", category: "not observable", reason: "the whole-operation rules are only user groups' create/update (Zulip's, x-unspecified: who may create or update a group is not shown)" },
  { file: PERMS, code: 'r["required-role"] ? [r["required-role"]] : []', category: "not observable", reason: "the whole-operation rules are only user groups' create/update (Zulip's, x-unspecified: who may create or update a group is not shown)" },
  { file: PERMS, code: "const excluded: string[] =", mutator: "ArrayDeclaration", replacement: /Stryker was here/, category: "equivalent", reason: "a default list for operations without exclusions: it never names bot" },
  { file: PERMS, code: "const excluded: string[] =", replacement: /^\(\) => undefined$|&& \[\]|^""$/, region: "wholeOperation.flatMap((r) => r[\"excluded-principals\"]", category: "not observable", reason: "the bots excluded by whole-operation rules: user groups' create/update only (Zulip's, x-unspecified)" },
  { file: PERMS, code: "if (!user) return;", region: "export function checkParameterRules(", category: "equivalent", reason: "only anonymous operations have no user, and none of them has permission rules" },
  { file: PERMS, code: /!rule\.parameter \|\| !\("value" in rule\)/, replacement: /^false$|&& !|\) && !rule/, category: "equivalent", reason: "the rules these variants let through name no parameter (user groups' create/update): the caller's role was already enforced by checkCaller with the same role" },
  { file: PERMS, code: 'rule["applies-to"] === "change"', category: "not observable", reason: "enforcing owner-role-needs-owner in the middleware differs only for a non-owner setting role 100 on a user who already is owner (no change); the seed states only who may change the owner role" },
  { file: PERMS, code: "if (rule.error !== undefined) return spec.error(rule.error);", mutator: "ConditionalExpression", replacement: /^true$/, category: "equivalent", reason: "every rule that reaches ruleError (include_all_active, stream_ids of invitations) names its error" },
  { file: PERMS, code: 'return roleRequired(rule["required-role"] ?? "member");', category: "equivalent", reason: "never reached with this spec: every rule that reaches ruleError names its error" },
  { file: PERMS, code: "const sameValue =", region: "const sameValue", category: "equivalent", reason: "the object comparison never matters with this spec: the only parameter rule with a value compares a boolean (include_all_active), for which these variants answer as a === b" },

  // ---------------------------------------------------------------- server/http/pipeline.ts
  { file: PIPE, code: "if (route.shaped) {", replacement: /^false$/, category: "equivalent", reason: "a shaped route's data is at the level's shape already: projecting the whole body again changes nothing" },
  { file: PIPE, code: "if (route.shaped) {", replacement: /^true$/, category: "not observable", reason: "an unshaped route's data then keeps fields newer than the server's level: a field before its level is a warning (checks/feature_level_annotations), as the seed dates when fields appear, not that older servers lack them; at the newest level nothing changes" },
  { file: PIPE, code: "if (envelope.ignored_parameters_unsupported) body.ignored_parameters_unsupported", category: "equivalent", reason: "an undefined field is left out of the JSON answer" },
  { file: PIPE, code: "if (!run) runners.set(db", mutator: "ConditionalExpression", replacement: /^true$/, category: "equivalent", reason: "a memo: a new transaction wrapper per request runs the handler the same way" },
  { file: PIPE, code: "if (q < 0) return new URLSearchParams();", replacement: /<=/, category: "equivalent", reason: "request URLs are absolute: the query's '?' is never at index 0" },
  { file: PIPE, code: "hash < 0 ? undefined : hash", category: "equivalent", reason: "a request never carries a URL fragment to the server (clients do not send it), so there is no '#' to stop at" },
  { file: PIPE, code: 'clientIp = "in-process",', category: "equivalent", reason: "the default address of in-process requests: only a key of the login limiter and of logs, the same for every request" },
  { file: PIPE, code: 'String(parsed.params.username ?? "")', category: "equivalent", reason: "username is required by both login operations: a request without it is refused while its parameters are read, before this line" },
  { file: PIPE, code: 'throw new Error("route requires authentication")', category: "equivalent", reason: "never thrown: only routes of authenticated operations read ctx.me" },
  { file: PIPE, region: "function publishAll(", code: /catch \(err\)|config\.log\(/, category: "not observable", reason: "an event that fails to build is logged (the answer stays a success): logs are not part of the API" },
  { file: PIPE, code: 'const form = op.method === "GET"', replacement: /^false$|^""$/, category: "equivalent", reason: "a GET request has no body, and its form fields would be ignored anyway (decodeInputs reads GET parameters from the query only)" },
  { file: PIPE, code: /route\.login|loginName !== undefined\) services\.logins/, category: "not observable", reason: "which requests count against the login rate limits: \"Rate limits and request size limits: not shown\"" },
  { file: PIPE, code: "const pending: [number[], EventSource][] = [];", category: "equivalent", reason: "a string entry in the pending list publishes to no queue (its \"user IDs\" are letters) or fails to build and is logged: every real event still goes out" },
  { file: PIPE, code: "get signal() {", category: "not observable", reason: "the request's abort signal lets a waiting GET /events stop when the client goes away: nothing the client can see" },
  { file: PIPE, code: "if (err instanceof ApiError && err.options.commit) {", replacement: /^false$|^\{\}$/, category: "not observable", reason: "INVITATION_FAILED's invitations to the other invitees are rolled back: stored invitations are not shown and no operation lists them" },
  { file: PIPE, code: "if (err instanceof ApiError && err.options.commit) {", replacement: /^true$|\|\|/, category: "not observable", reason: "every refusal keeps the writes made before it (PATCH /streams writes a new description before refusing an invalid permission combination): the seed does not state that a refused request is undone as a whole" },
  { file: PIPE, code: "if (route.asyncHandler) publishAll(pending, services);", category: "equivalent", reason: "the asynchronous routes (GET /events, POST /fetch_api_key) emit no events" },
  { file: PIPE, code: "if (parsed.ignored.length > 0)", replacement: /^true$|>= 0/, category: "not observable", reason: "an empty ignored_parameters_unsupported when nothing was ignored: the seed says when the array lists parameters, not that it is absent otherwise (both readings are accepted)" },
  { file: PIPE, region: "function publishAll(", code: /typeof ev === "function"|return e && spec\.projectEvent\(e\);/, category: "equivalent", reason: "per-queue events (subscription add, message) are built from objects the routes already shape for the level: projecting them once more, or not, sends the same event" },
  { file: PIPE, code: "if (route.shaped) {", mutator: "BlockStatement", category: "equivalent", reason: "GET /events' body projected once more through its response schema: its events are already shaped for the level, the projection keeps them as they are" },

  // ---------------------------------------------------------------- server/http/validate.ts
  { file: VAL, code: 'if (list && schema.nullable === true) list.push("null");', mutator: "StringLiteral", category: "equivalent", reason: DEAD + " (nullable)" },
  { file: VAL, code: /case "number":|return typeof value === "number" && Number\.isFinite\(value\);/, category: "equivalent", reason: DEAD + " (type number)" },
  { file: VAL, code: /^\s*default:$|^\s*return true;$/, region: "function typeOk(", category: "equivalent", reason: "every type the spec's request schemas name has its case" },
  { file: VAL, code: 'case "null":', mutator: "ConditionalExpression", category: "not observable", reason: "falling through to the boolean case lets only true and false through for invite_expires_in_minutes (integer or null): a lenient reading of 1 and 0 the suite accepts from any server" },
  { file: VAL, code: "return value === null;", replacement: /^false$/, category: "equivalent", reason: "null values are admitted or refused before the type check (the nullable test above): this case only ever sees values that are not null" },
  { file: VAL, code: /Array\.isArray\(schema\.allOf\)|for \(const part of schema\.allOf\)|const e = check\(value, part, name\);/, category: "equivalent", reason: DEAD + " (allOf)" },
  { file: VAL, region: /if \(Array\.isArray\(schema\.allOf\)\) \{/, category: "equivalent", reason: DEAD + " (allOf)" },
  { file: VAL, code: 'types.find((x) => x !== "null") ?? "null"', mutator: "StringLiteral", category: "equivalent", reason: "no request schema's type list is null alone" },
  { file: VAL, code: /schema\.const|schema\.maximum|schema\.maxLength|schema\.minLength|is too long \(limit|cannot be blank/, category: "equivalent", reason: DEAD + " (const, maximum, maxLength, minLength)" },
  { file: VAL, code: /schema\.minimum|schema\.maxItems/, category: "not observable", reason: "minimum and maxItems are used only by GET /messages (num_before, num_after, narrow), beyond the seed (x-beyond-seed)" },
  { file: VAL, code: /additionalProperties === false|Unexpected arguments|typeof schema\.additionalProperties === "object"|schema\.additionalProperties, `\$\{name\}/, category: "equivalent", reason: DEAD + " (additionalProperties false or a schema)" },
  { file: VAL, region: 'typeof schema.additionalProperties === "object") {', category: "equivalent", reason: DEAD + " (additionalProperties as a schema)" },
  { file: VAL, region: "export function assertValid(", category: "equivalent", reason: "assertValid is called by no route: dead code" },
  { file: VAL, code: 'if (value === null && (schema.nullable === true || typesOf(schema)?.includes("null"))) return null;', replacement: /^false$|&& typesOf|^""$/, category: "equivalent", reason: "no request schema has nullable (true or false), and a null for a type list naming null passes the type check below anyway" },
  { file: VAL, code: "if (!errors.some((e: string | null) => e === null)) {", replacement: /^false$/, category: "not observable", reason: "also entered for values an alternative admits: it then answers the first alternative of the value's JSON type, which admits it, except for the two list types of principals (beyond-seed subscription operations)" },
  { file: VAL, code: /const typeWords|^\s+(boolean|integer|number|string|array|object): "a/, category: "not observable", reason: "the words of a parameter type error's msg: parameter error msgs are not in the seed" },
  { file: VAL, code: "const e = check(value[i], schema.items, `${name}[${i}]`);", mutator: "StringLiteral", category: "not observable", reason: "the element's name in a parameter error's msg: msgs are not in the seed" },
  { file: VAL, code: 'const e = check(v, props[k], `${name}["${k}"]`);', mutator: "StringLiteral", category: "not observable", reason: "the property's name in a parameter error's msg: msgs are not in the seed" },
  { file: VAL, code: /typeof schema\.minItems === "number" && value\.length < schema\.minItems/, replacement: /^true$/, category: "equivalent", reason: "without minItems, value.length < undefined is false anyway" },
  { file: VAL, code: "const list = t === undefined ? null : Array.isArray(t) ? [...t] : [t];", replacement: /^false$/, category: "equivalent", reason: "a schema without type then lists [undefined], which typeOk's default admits: no type is checked either way" },
  { file: VAL, code: 'if (list && schema.nullable === true) list.push("null");', category: "equivalent", reason: DEAD + " (nullable)" },
  { file: VAL, code: 'return typeof value === "number" && Number.isSafeInteger(value);', replacement: /^true$/, category: "equivalent", reason: "Number.isSafeInteger is false for every value that is not a number" },
  { file: VAL, code: 'if (!schema || typeof schema !== "object") return null;', category: "equivalent", reason: "check is only called with the spec's schema objects (items and properties are read only where present)" },
  { file: VAL, code: "if (!errors.some((e: string | null) => e === null)) {", category: "not observable", reason: "the request schemas' alternatives have distinct JSON types (to, principals, message_retention_days), so the alternative of the value's type decides either way; a value no alternative admits is refused by the route's own checks, with a msg the seed does not give" },
  { file: VAL, code: 'const t = types.find((x) => x !== "null") ?? "null";', category: "not observable", reason: "which type word a parameter type error's msg names: parameter error msgs are not in the seed" },
  { file: VAL, code: "return `${name} is not ${typeWords[t] ?? t}`;", category: "not observable", reason: "the words of a parameter type error's msg: parameter error msgs are not in the seed" },
  { file: VAL, code: 'if (typeof value === "number") {', category: "not observable", reason: "minimum and maximum are used only by GET /messages (num_before, num_after), beyond the seed (x-beyond-seed); for other values the comparisons are false" },
  { file: VAL, code: 'if (typeof value === "string") {', category: "equivalent", reason: DEAD + " (maxLength, minLength)" },
  { file: VAL, code: "if (schema.items) {", replacement: /^true$/, category: "equivalent", reason: "check with no schema (a list without items) admits every element" },
  { file: VAL, code: '} else if (typeof value === "object" && value !== null) {', category: "equivalent", reason: "a value reaching here that is not an object has a schema without required or properties (the type check refused the rest): the branch reads nothing" },
  { file: VAL, code: "if (props[k]) {", replacement: /^true$/, category: "equivalent", reason: DEAD + " (additionalProperties false or a schema): an unknown key checked against no schema is admitted, as before" },
  { file: VAL, code: "const sameType = schema[key].findIndex", category: "not observable", reason: "which alternative's message a value no alternative admits gets: still refused, and parameter error msgs are not in the seed" },
  { file: VAL, code: "return sameType >= 0 ? errors[sameType]", replacement: /^false$|> 0/, category: "not observable", reason: "which alternative's message a value no alternative admits gets: still refused, and parameter error msgs are not in the seed" },

  // ---------------------------------------------------------------- server/routes/auth.ts
  { file: ROUTES_AUTH, code: 'new ApiError("AUTHENTICATION_FAILED"', category: "not observable", reason: "the code, msg and header of a failed login: the seed only says bad credentials get no key (error codes beyond its table: not shown)" },
  { file: ROUTES_AUTH, code: "userByDeliveryEmail(ctx.db, username) ?? userByEmail(ctx.db, username)", category: "not observable", reason: "which of a user's two addresses the username is: the seed says \"usually the email\"; in the development realm both are the same" },
  { file: ROUTES_AUTH, code: /login: true,|login: \(config\) => !config\.production,/, category: "not observable", reason: "whether a key request counts against the login rate limits: \"Rate limits and request size limits: not shown\"" },
  { file: ROUTES_AUTH, code: "const stored = u && !u.is_bot ? u.password_hash : null;", replacement: /^false$|^u\.is_bot$/, category: "not observable", reason: NO_PASSWORDS },
  { file: ROUTES_AUTH, code: "if (!(await verifyPassword(password, stored", replacement: /^true$|^u$/, category: "not observable", reason: NO_PASSWORDS },
  { file: ROUTES_AUTH, code: /if \(!u\.is_active\) throw userDeactivated\(\);/, category: "not observable", reason: "a deactivated account asking for its key: the seed shows no error for it (deactivation triggers and effects beyond is_active and the event are not shown)" },
  { file: ROUTES_AUTH, code: /needsRehash\(stored!\) && !devRealm|UPDATE users SET password_hash/, category: "not observable", reason: "upgrading an old password hash at login (production realms only, and invisible: the same password keeps working; stored hashes are not shown)" },
  { file: ROUTES_AUTH, code: "if (ctx.config.production) throw badRequest(", replacement: /^false$|^""$/, category: "not observable", reason: "a production server's refusal of POST /dev_fetch_api_key: a production-only path (auth/dev-fetch-api-key checks it on production servers; the mutation suite's server is a development one), and its msg is not in the seed" },

  // ---------------------------------------------------------------- server/routes/common.ts
  { file: COMMON, code: 'if (!u.is_active && o.allowDeactivated === false) throw badRequest("User is deactivated");', replacement: /^false$|^""$/, category: "not observable", reason: "only DELETE /users/{user_id} (beyond the seed, x-beyond-seed) refuses a deactivated target" },
  { file: COMMON, region: "export function checkFullName(", category: "not observable", reason: NAME_RULES },
  { file: COMMON, region: "export function normalizeBody(", code: /body\.length === 0|Message must not contain null bytes|\[message truncated\]"\s*:/, category: "not observable", reason: "refusing an empty body, the msg of the NUL refusal, and the truncation marker are Zulip's: the seed only says content has a maximum size" },
  { file: COMMON, region: "export function normalizeTopic(", code: /topic\.trim\(\)|t\.includes\("\\u0000"\)|t\.slice\(0, max - 3\) \+ "\.\.\."/, replacement: /^topic$|^false$|^""$/, category: "not observable", reason: "trimming topics, the ellipsis of a truncated one, and refusing NUL in message topics: not in the seed (\"no null bytes\" is stated for drafts, which check it themselves)" },
];
