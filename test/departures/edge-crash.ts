// The edge-crash departures' one transform: a server that answers 500 when one parameter of one operation carries a
// value at the edge of its type (an integer wider than 64 bits, JSON nested past a recursive parser's stack, a string
// longer than a buffer, NUL, a boolean spelt another way, bytes that are not UTF-8), as a server written in a
// language with those limits does, and exactly what the edge sweep (conformance/engine/phase-sweep.ts) exists to find.
// Each departure runs the sweep of that one parameter and edge (its replay path), so the catalogue stays fast.
import type { DepartureInput } from "./departure.ts";
import { specModel } from "../../conformance/engine/spec.ts";
import { parseForm } from "../../lib/wire/index.ts";

type Location = "path" | "query" | "body";

/** The test a value of the parameter meets to crash the server; `raw`: on the value as sent, before percent-decoding. */
export interface Trigger {
  /** The edge's label (arbitraries/edges.ts) the sweep sends first in its family. */
  label: string;
  crashes(value: string): boolean;
  raw?: boolean;
}

const deeper = (limit: number) => (v: string) => {
  let d = 0;
  for (const c of v) if (c === "[" || c === "{") { if (++d > limit) return true; } else if (c === "]" || c === "}") d--;
  return false;
};

/** The triggers, by the likely cause in the server. */
export const TRIGGERS = {
  /** A 64-bit integer parser that throws on overflow (20 digits and more). */
  wideInteger: { label: "2^64 + 1", crashes: (v: string) => /\d{20,}/.test(v) },
  negativeWide: { label: "-(20 digits)", crashes: (v: string) => /-\d{20,}/.test(v) },
  doubleOverflow: { label: "1e400 (overflows a double)", crashes: (v: string) => /e400/i.test(v) },
  hexadecimal: { label: "hexadecimal", crashes: (v: string) => /^0x/i.test(v) },
  /** A recursive JSON parser (Python's stops at about 1,000 levels). */
  deepJson: (label: string) => ({ label, crashes: deeper(1000) }),
  malformedJson: { label: "unclosed list", crashes: (v: string) => v === "[1," },
  longList: { label: "list of 100,000 items", crashes: (v: string) => v.split(",").length > 50_000 },
  /** A fixed-size buffer or column. */
  longString: (label: string, over: number) => ({ label, crashes: (v: string) => v.length > over }),
  nul: { label: "NUL in the middle", crashes: (v: string) => v.includes("\u0000") },
  control: { label: "C0 controls and DEL", crashes: (v: string) => /[\u0001-\u001f\u007f]/.test(v) && !/[\r\n]/.test(v) },
  astral: { label: "emoji outside the BMP", crashes: (v: string) => /[\u{10000}-\u{10FFFF}]/u.test(v) },
  /** A boolean parser that knows only "true" and "false" and throws otherwise. */
  boolean: (spelling: string) => ({ label: JSON.stringify(spelling), crashes: (v: string) => v === spelling }),
  /** A decoder that throws on bytes that are not UTF-8. */
  invalidUtf8: { label: "bytes FF FE", crashes: (v: string) => /%FF%FE/i.test(v), raw: true },
  badEscape: { label: "%zz", crashes: (v: string) => /%zz/i.test(v), raw: true },
} as const;

const spec = specModel(Number.MAX_SAFE_INTEGER);

/** The parts of a departure that crash `op` on `name` (at `location`) under `trigger`, and run only that sweep. */
export function crashOn(op: string, location: Location, name: string, trigger: Trigger): Pick<DepartureInput, "breakage" | "run"> {
  const operation = spec.operation(op);
  const [method, template] = op.split(" ");
  const pattern = new RegExp(`^/api/v1${template.replace(/\{[^}]+\}/g, "([^/]+)")}$`);
  const pathIndex = [...template.matchAll(/\{([^}]+)\}/g)].findIndex((m) => m[1] === name);
  return {
    breakage: {
      async request(req) {
        const url = new URL(req.url);
        const m = url.pathname.match(pattern);
        if (req.method !== method || !m) return undefined;
        const values = await valuesOf(req, url, m, location, name, pathIndex, trigger.raw ?? false);
        return values.some((v) => trigger.crashes(v)) ? new Response("Internal Server Error", { status: 500, headers: { "content-type": "text/plain" } }) : undefined;
      },
    },
    // The one sweep property and edge: checks/not_a_server_error on this parameter (engine/phase-sweep.ts's replay).
    run: { only: ["checks/not_a_server_error"], path: `edge:${operation.operationId}:${location}.${name}@${trigger.label}` },
  };
}

async function valuesOf(req: Request, url: URL, m: RegExpMatchArray, location: Location, name: string, pathIndex: number, raw: boolean): Promise<string[]> {
  if (location === "path") return [raw ? m[pathIndex + 1] : decode(m[pathIndex + 1])];
  if (location === "query") return raw ? rawPairs(url.search.slice(1), name) : url.searchParams.getAll(name);
  if (!req.body) return [];
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (raw) return rawPairs(new TextDecoder().decode(bytes), name);
  const fields = await parseForm(bytes, req.headers.get("content-type")).catch(() => new Map<string, string>());
  const v = fields.get(name);
  return v === undefined ? [] : [v];
}

/** The values of `name` in urlencoded text, as sent (not percent-decoded). */
function rawPairs(text: string, name: string): string[] {
  return text.split("&").filter((p) => p.startsWith(`${encodeURIComponent(name)}=`)).map((p) => p.slice(p.indexOf("=") + 1));
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
