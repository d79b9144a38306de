// Broken servers for the authentication rules: the reference server with exactly one behaviour changed.
import type { ConformanceOptions } from "../../../conformance/engine/options.ts";
import type { AccountsFile } from "../../../conformance/engine/accounts.ts";
import { devApiKey } from "../support/dev-keys.ts";
import { formFields, isOperation, jsonResponse, type Breakage } from "../support/reference.ts";
import { callerEmail, type BrokenCase } from "../support/prove.ts";

const PASSWORD = "opensesame"; // every human account of the development realm
const human = (email: string) => ({ username: email, password: PASSWORD });

/** The development realm's accounts with passwords (POST /fetch_api_key); the bot, which has none, by key. */
export const PASSWORD_ACCOUNTS: AccountsFile = {
  owner: human("desdemona@zulip.com"),
  administrator: human("iago@zulip.com"),
  moderator: human("shiva@zulip.com"),
  member: ["hamlet@zulip.com", "othello@zulip.com", "cordelia@zulip.com"].map(human),
  guest: human("polonius@zulip.com"),
  bot: { email: "default-bot@zulip.com", api_key: devApiKey("default-bot@zulip.com") },
};
export const WITH_PASSWORDS: Partial<ConformanceOptions> = { accounts: { kind: "inline", file: PASSWORD_ACCOUNTS } };

const DEV_EMAILS = ["desdemona", "iago", "shiva", "hamlet", "othello", "cordelia", "prospero", "polonius", "default-bot"].map((n) => `${n}@zulip.com`);

/** Drops user_id from the answers of a key-fetching operation. */
const withoutUserId = (op: string): Breakage => ({
  response: (req, res, json) => {
    if (!isOperation(req, op) || json?.result !== "success") return res;
    const { user_id: _dropped, ...rest } = json;
    return jsonResponse(rest, res);
  },
});

/** The development key of a known email, whatever the password (a server that checks nothing). */
const keyFor = (email: string, level = 999) => jsonResponse({ result: "success", msg: "", api_key: devApiKey(email), email, ...(level >= 171 ? { user_id: DEV_EMAILS.indexOf(email) + 1 } : {}) });

export const BROKEN: Record<string, BrokenCase> = {
  // Authenticates by the key alone: the email in the credentials is replaced by the key's owner.
  "auth/credentials-must-match": {
    wrap: (fetch) => (req) => {
      const auth = req.headers.get("authorization");
      if (!auth?.startsWith("Basic ")) return fetch(req);
      const key = Buffer.from(auth.slice(6), "base64").toString("utf8").split(":").slice(1).join(":");
      const owner = DEV_EMAILS.find((e) => devApiKey(e) === key);
      if (!owner) return fetch(req);
      const headers = new Headers(req.headers);
      headers.set("authorization", "Basic " + Buffer.from(`${owner}:${key}`).toString("base64"));
      return fetch(new Request(req, { headers }));
    },
    // Only an email no account has is passed over for the key's owner (both kinds are tried every run).
    also: [
      {
        wrap: (fetch) => (req) => {
          const auth = req.headers.get("authorization");
          if (!auth?.startsWith("Basic ")) return fetch(req);
          const [email, ...rest] = Buffer.from(auth.slice(6), "base64").toString("utf8").split(":");
          const key = rest.join(":");
          const owner = DEV_EMAILS.find((e) => devApiKey(e) === key);
          if (!owner || DEV_EMAILS.includes(email)) return fetch(req);
          const headers = new Headers(req.headers);
          headers.set("authorization", "Basic " + Buffer.from(`${owner}:${key}`).toString("base64"));
          return fetch(new Request(req, { headers }));
        },
      },
    ],
  },
  // Anonymous GET /server_settings is refused after the first (the suite's own probe, which it needs to run at all).
  // The count is per server (wrap runs once per server made), so every run's level probe is the first.
  "auth/server-settings-open": {
    wrap: (fetch) => {
      let anonymous = 0;
      return async (req) =>
        isOperation(req, "GET /server_settings") && !callerEmail(req) && ++anonymous > 1
          ? jsonResponse({ result: "error", msg: "Not logged in: API authentication or user session required", code: "UNAUTHORIZED" }, undefined, 401)
          : fetch(req);
    },
  },
  // A repeated password login (the suite logs in once first) returns another user's key.
  "auth/fetch-api-key": (() => {
    const seen = new Set<string>();
    return {
      run: WITH_PASSWORDS,
      breakage: {
        response: async (req: Request, res: Response, json: any) => {
          if (!isOperation(req, "POST /fetch_api_key") || json?.result !== "success") return res;
          const first = !seen.has(json.email);
          seen.add(json.email);
          return first ? res : jsonResponse({ ...json, api_key: devApiKey("prospero@zulip.com") }, res);
        },
      },
    };
  })(),
  "auth/fetch-api-key-user-id": { run: WITH_PASSWORDS, breakage: withoutUserId("POST /fetch_api_key") },
  // A wrong password for a real user still gets the key.
  "auth/fetch-api-key-bad-credentials": {
    breakage: {
      request: async (req) => {
        if (!isOperation(req, "POST /fetch_api_key")) return undefined;
        const { username } = await formFields(req);
        return DEV_EMAILS.includes(username) ? keyFor(username) : undefined;
      },
    },
  },
  // A development server that hands out the key of whoever asks... under the email asked for, for another user.
  "auth/dev-fetch-api-key": {
    run: WITH_PASSWORDS,
    breakage: { response: (req, res, json) => (isOperation(req, "POST /dev_fetch_api_key") && json?.result === "success" ? jsonResponse({ ...json, api_key: devApiKey("prospero@zulip.com") }, res) : res) },
  },
  "auth/dev-fetch-api-key-user-id": {
    breakage: withoutUserId("POST /dev_fetch_api_key"),
    // A development server (authentication_methods.dev true) that refuses the key after the suite's own login.
    also: [
      (() => {
        const seen = new Map<string, number>();
        return {
          breakage: {
            request: async (req: Request) => {
              if (!isOperation(req, "POST /dev_fetch_api_key")) return undefined;
              const username = (await formFields(req.clone())).username ?? "";
              seen.set(username, (seen.get(username) ?? 0) + 1);
              return seen.get(username)! > 1 ? jsonResponse({ result: "error", msg: "Development login refused", code: "BAD_REQUEST" }, undefined, 400) : undefined;
            },
          },
        };
      })(),
    ],
  },
  // Any scheme is taken for Basic: a Bearer header with the Basic token authenticates.
  "auth/basic-scheme": {
    wrap: (fetch) => (req) => {
      const auth = req.headers.get("authorization");
      if (!auth?.startsWith("Bearer ")) return fetch(req);
      const headers = new Headers(req.headers);
      headers.set("authorization", "Basic " + auth.slice("Bearer ".length));
      return fetch(new Request(req, { headers }));
    },
    // Only the token without a scheme (the last refused spelling) is taken (every spelling is tried every run).
    also: [
      {
        wrap: (fetch) => (req) => {
          const auth = req.headers.get("authorization");
          if (!auth || auth.includes(" ")) return fetch(req);
          const headers = new Headers(req.headers);
          headers.set("authorization", `Basic ${auth}`);
          return fetch(new Request(req, { headers }));
        },
      },
    ],
  },
  // Bots are not excluded from GET /user_groups: the bot's request is answered as its owner's would be.
  "auth/user-groups-every-caller": {
    wrap: (fetch) => (req) => {
      if (!isOperation(req, "GET /user_groups") || callerEmail(req) !== "default-bot@zulip.com") return fetch(req);
      const headers = new Headers(req.headers);
      headers.set("authorization", "Basic " + Buffer.from(`hamlet@zulip.com:${devApiKey("hamlet@zulip.com")}`).toString("base64"));
      return fetch(new Request(req, { headers }));
    },
  },
};

/** A production-mode server over the development realm, seeded on purpose (a production server never is), without
 *  login rate limits (the suite's logins and property runs would meet them). */
const PRODUCTION_SERVER = { production: true, seed: true, loginRateLimits: false } as const;

/** More cases for auth/dev-fetch-api-key: a production server (passes), and one that leaks development keys. */
export const PRODUCTION: { name: string; fails: boolean; c: BrokenCase }[] = [
  { name: "a production server", fails: false, c: { server: PRODUCTION_SERVER, run: WITH_PASSWORDS } },
  {
    name: "a production server whose POST /dev_fetch_api_key still works",
    fails: true,
    c: {
      server: PRODUCTION_SERVER,
      run: WITH_PASSWORDS,
      breakage: {
        request: async (req) => {
          if (!isOperation(req, "POST /dev_fetch_api_key")) return undefined;
          const { username } = await formFields(req);
          return DEV_EMAILS.includes(username) ? keyFor(username) : undefined;
        },
      },
    },
  },
  {
    name: "a production server that leaks keys only for real users but says dev: false",
    fails: true,
    c: {
      server: PRODUCTION_SERVER,
      run: WITH_PASSWORDS,
      breakage: {
        request: async (req) => {
          if (!isOperation(req, "POST /dev_fetch_api_key")) return undefined;
          const { username } = await formFields(req);
          return username === "hamlet@zulip.com" ? keyFor(username) : undefined;
        },
      },
    },
  },
];
