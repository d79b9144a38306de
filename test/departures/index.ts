// The catalogue of departures as data: every test/departures/<area>/<id>.ts, and the explained exemptions of
// exempt.yaml. Read by catalogue.test.ts and by the docs' "Seed coverage" page (scripts/build-docs.ts), which hand
// them to conformance/coverage departureMatrix.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse } from "yaml";
import type { Exemption } from "../../conformance/coverage/index.ts";
import type { Departure } from "./departure.ts";

export const DEPARTURES_DIR = fileURLToPath(new URL(".", import.meta.url));
export const EXEMPT_PATH = join(DEPARTURES_DIR, "exempt.yaml");

/** The departure files: one folder per area, one file per departure. */
export function departureFiles(): string[] {
  return readdirSync(DEPARTURES_DIR)
    .filter((area) => statSync(join(DEPARTURES_DIR, area)).isDirectory())
    .flatMap((area) => readdirSync(join(DEPARTURES_DIR, area)).filter((f) => f.endsWith(".ts")).map((f) => join(DEPARTURES_DIR, area, f)))
    .sort();
}

/** Every departure, with the id its file's path gives it (`<area>/<name>`) beside the one it declares. */
export async function loadCatalogue(): Promise<(Departure & { file: string; pathId: string })[]> {
  return Promise.all(
    departureFiles().map(async (file) => {
      const d = (await import(pathToFileURL(file).href)).default as Departure;
      return { ...d, file, pathId: relative(DEPARTURES_DIR, file).replace(/\.ts$/, "") };
    }),
  );
}

/** The exemptions: a statement (or several sharing one reason), a kind, and why no departure of that kind can break it. */
export function loadExemptions(path: string = EXEMPT_PATH): Exemption[] {
  const doc = parse(readFileSync(path, "utf8")) as { exemptions?: { statement: string | string[]; kind: string; why: string }[] };
  return (doc.exemptions ?? []).flatMap((e) => [e.statement].flat().map((statement) => ({ statement, kind: e.kind, why: e.why })));
}
