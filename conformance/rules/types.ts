// The one shape of a seed rule. A rule is data plus one async function; everything that decides whether it runs
// (level range, roles, writes, slowness) is declared here and applied by the engine, never branched on inside run().
import type fc from "fast-check";
import type { SpecFacts } from "../../lib/spec/index.ts";
import type { Demand, Exchange, Role } from "../engine/types.ts";
import type { SpecModel } from "../engine/spec.ts";

/**
 * A level reference: the spec element a level belongs to, in lib/spec/facts.ts's grammar, never a number
 * ("Channel.creator_id", "POST /users/me/muted_users/{muted_user_id} @changed", "Subscription.role @removed").
 * The engine resolves it through the facts of the run's spec; a reference that does not resolve is a
 * configuration error before anything is sent.
 */
export type LevelRef = string;

export interface Rule {
  /** "<area>/<name>", the file's path under conformance/rules/ without .ts. */
  id: string;
  title: string;
  /** The seed section (and row) the rule enforces, in the seed's words. */
  seed: string;
  /**
   * The ids of the seed statements it tests (conformance/coverage/statements.yaml): the coverage map. Every id must
   * exist there (test/conformance/coverage.test.ts); a rule tests at least one.
   */
  statements: string[];
  /** Operations it exercises ("GET /streams/{stream_id}"): coverage, and skipped when absent at the tested level. */
  operations: string[];
  /**
   * Zulip's extras it uses only where the server offers them, doing without elsewhere (shared/extras.ts ifOffered,
   * or its own handling of a CapabilityMissing): never a reason to skip the rule, unlike those in `operations`.
   */
  uses?: string[];
  /** Runs on servers at the level of this spec element or newer (the element the rule depends on). */
  since?: LevelRef;
  /** Runs on servers older than the level of this spec element (the "before level N" rules). */
  until?: LevelRef;
  /** Accounts it needs; a role listed twice needs two accounts of that role. */
  roles: Role[];
  /** Of `roles`, those whose accounts must be configured with a username and password (--accounts file). */
  passwords?: Role[];
  /** Changes server state (restored through ctx.cleanup); skipped under --read-only. */
  writes: boolean;
  /**
   * Sends failed logins (POST /fetch_api_key or /dev_fetch_api_key with credentials nobody has), which count toward a
   * production server's login limits: skipped under --read-only unless --allow-failed-logins.
   */
  failedLogins?: boolean;
  /** Waits for long polls or timers; runs only with --slow. */
  slow?: boolean;
  /**
   * "inferred" when the seed does not name what the rule demands (it follows from the seed's words): its failures
   * become warnings under --inferred-as-warnings. Default "stated".
   */
  demand?: Demand;
  run(ctx: RuleContext): Promise<void>;
}

export interface CallInput {
  /** Decoded values: serialised per the operation's wire format (JSON-encoding, path escaping). */
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  bodyKind?: "urlencoded" | "multipart";
  timeoutMs?: number;
  /**
   * A bounded wait: read the answer for at most this long (ms); no answer by then comes back as an exchange whose
   * response error is "wait-ended" (nothing came), not as a timeout. For blocking polls waiting for an event.
   */
  waitMs?: number;
  /**
   * A blocking GET /events whose answer is due at once (an event is already queued) gets the ordinary --timeout,
   * not the long-poll bound: a server that holds it until its heartbeat (minutes) times out.
   */
  dueAtOnce?: boolean;
}

/** An account the rule declared in `roles`, able to call operations. */
export interface Caller {
  label: string;
  role: Role | "anonymous";
  /** The API email its requests authenticate with (from the login's answer). */
  email: string;
  /** The name it logs in with (POST /dev_fetch_api_key's or /fetch_api_key's username); may differ from `email`. */
  loginName: string;
  userId: number;
  /** `op` is "METHOD /path" as in the spec. Never throws for what the server does. */
  call(op: string, input?: CallInput): Promise<Exchange>;
}

export interface RuleContext {
  /** The spec at the tested level (`spec.level`). Levels are compared only through since(): named, never written. */
  spec: SpecModel;
  /** The facts of the run's spec by name: error rows, role codes, limits, levels. */
  facts: SpecFacts;
  /** Whether the tested level is at or above the level of a spec element (a LevelRef). */
  since(levelRef: LevelRef): boolean;
  /**
   * How long to wait for an event that should come (--event-wait, ms): blocking polls read for at most this long in
   * all (CallInput.waitMs), so a missing event costs this bound, never the server's heartbeat.
   */
  eventWaitMs: number;
  /** Prefix for names of everything the rule creates. */
  prefix: string;
  /** The `index`-th account of a role the rule declared (0-based). */
  as(role: Role, index?: number): Caller;
  anonymous: Caller;
  /** A unique name carrying the run prefix, for objects the rule creates. */
  name(label: string): string;
  /** Registers an undo step; steps run last-in first-out when the rule ends, pass or fail. */
  cleanup(label: string, undo: () => Promise<unknown>): void;
  /**
   * A fast-check property: `predicate` throws (through the expect helpers) on a violation; the input is shrunk and
   * reported with a replayable seed and path. Several properties per rule are fine; each needs its own name.
   */
  property<T>(name: string, arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, options?: { runs?: number }): Promise<void>;
  /**
   * Every case of a small set tried whole: `check` runs for each, and each violation is its own finding (with the
   * requests of that case before it) while the other cases still run. Findings with the same title on the same
   * operation are grouped, so a title naming the case's part (the parameter) keeps distinct causes apart.
   */
  each<T>(cases: Iterable<T>, check: (c: T) => Promise<void>): Promise<void>;
  /** A message for the report that is not a failure. */
  note(text: string): void;
  /** For authentication rules: calls with explicit credentials and logins whose keys the rule uses. */
  credentials: CredentialHelpers;
}

/** Secrets stay secrets: every key handled here is registered with the redactor and never appears in a report. */
export interface CredentialHelpers {
  /** A caller sending HTTP Basic `email:apiKey` exactly as given. */
  basic(email: string, apiKey: string, label?: string): Caller;
  /**
   * A caller sending `email:apiKey` in another Authorization form: `form` gets the base64 token and returns the
   * header's value (`(t) => "Bearer " + t`). Redacted like every credential.
   */
  authorization(email: string, apiKey: string, form: (token: string) => string, label?: string): Caller;
  /** The API key the run holds for a declared account (to build deliberately mismatched credentials). */
  apiKeyOf(caller: Caller): string;
  /** Username and password of a declared account configured with them (declare its role in `passwords`). */
  passwordOf(caller: Caller): { username: string; password: string };
  /**
   * POST /fetch_api_key or POST /dev_fetch_api_key without credentials. A returned `api_key` is registered as a
   * secret and handed back in `apiKey`; the exchange, like every exchange, shows it redacted.
   */
  fetchKey(op: "POST /fetch_api_key" | "POST /dev_fetch_api_key", body: Record<string, string>): Promise<{ exchange: Exchange; apiKey?: string }>;
}
