// A departure: a small declared way an implementer breaks one statement of the seed coverage map
// (conformance/coverage/statements.yaml), applied in front of the reference server as a transform of requests and
// answers at the HTTP boundary (reference.ts's Breakage, or a fetch wrapper), so the server's own routes stay free of
// switches. One file per departure, test/departures/<area>/<departure-id>.ts, default-exporting departure({...}).
// catalogue.test.ts runs the suite against each, on both profiles, and expects a failure of the rules and checks
// that declare its statements; the coverage page reads the plain data (conformance/coverage departureMatrix).
import type { AppOptions } from "../../server/app.ts";
import type { ConformanceOptions } from "../../conformance/engine/options.ts";
import { DEPARTURE_KINDS, type DepartureEntry, type DepartureKind } from "../../conformance/coverage/index.ts";
import type { BrokenCase } from "../conformance/support/prove.ts";
import type { Breakage, Fetch } from "../conformance/support/reference.ts";

export type Profile = "zulip" | "seed-only";
export const PROFILES: readonly Profile[] = ["zulip", "seed-only"];

export interface DepartureInput {
  /** `<area>/<departure-id>`: the file's path under test/departures without `.ts`. */
  id: string;
  /** What the implementer got wrong, one line. */
  title: string;
  /** Coverage-map ids it breaks. */
  statements: string[];
  kind: DepartureKind;
  /** Answer or rewrite on the wire (reference.ts). */
  breakage?: Breakage;
  /** Or wrap the reference server's fetch (rewrite a request before the server reads it). */
  wrap?: (fetch: Fetch) => Fetch;
  /** Options of the reference server behind it (a feature level, a quick heartbeat, realm settings). */
  server?: AppOptions;
  /** Options of the run (a shorter timeout, accounts with passwords). */
  run?: Partial<ConformanceOptions>;
  /** Brings the server to the state the rules need, before the run. */
  setup?: (fetch: Fetch) => Promise<void>;
  /** The profiles it applies to (default both); say why in the file when one is left out. */
  profiles?: Profile[];
  /** The suite does not catch it yet: why (a gap of the suite, kept so that fixing it shows). */
  knownMiss?: string;
  /** The profiles the known miss is in (default every profile the departure applies to). */
  knownMissIn?: Profile[];
}

export interface Departure extends Omit<DepartureInput, "knownMissIn">, DepartureEntry {
  kind: DepartureKind;
  statements: string[];
  profiles: Profile[];
  knownMissIn?: Profile[];
}

/** Whether the suite is known to miss the departure on a profile. */
export const missedOn = (d: Departure, profile: Profile): boolean => Boolean(d.knownMiss && (d.knownMissIn ?? d.profiles).includes(profile));

export function departure(d: DepartureInput): Departure {
  if (!DEPARTURE_KINDS.includes(d.kind)) throw new Error(`${d.id}: unknown kind ${d.kind}`);
  if (!d.breakage && !d.wrap && !d.server) throw new Error(`${d.id}: no breakage, wrap or server option`);
  const profiles = d.profiles ?? [...PROFILES];
  return { ...d, profiles, ...(d.knownMiss ? { knownMissIn: d.knownMissIn ?? profiles } : {}) };
}

/** A broken server of test/conformance/broken/ reused as it is (`also`: one of its further servers, by index). */
export function reuse(c: BrokenCase | undefined, also?: number): Pick<DepartureInput, "breakage" | "wrap" | "server" | "run" | "setup"> {
  if (!c) throw new Error("reuse: no such broken server");
  const more = also === undefined ? undefined : c.also?.[also];
  if (also !== undefined && !more) throw new Error(`reuse: no further server ${also}`);
  const pick = more ? { server: c.server, run: c.run, setup: c.setup, ...more } : c;
  return { breakage: pick.breakage, wrap: pick.wrap, server: pick.server, run: pick.run, setup: pick.setup };
}
