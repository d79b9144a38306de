// Where the time of an in-process run goes, by the V8 CPU profiler (node:inspector, sampling every 100 µs): samples
// whose stack holds a frame of the reference server's own code (server/) are the server's; idle samples while a server
// request is in flight are the server's too (it is waiting for work it handed to the thread pool, a password hash);
// everything else (the suite, the Request/Response plumbing on the suite's side, garbage collection, idle with no
// request in flight) is not. In one process the server's busy time cannot be read off a per-request timer: the
// suite's other worker runs whenever a request awaits, so a timer would count suite work as server work.
import { Session } from "node:inspector/promises";
import { fileURLToPath } from "node:url";

const SERVER_DIR = new URL("../../server/", import.meta.url).href;
export const SERVER_PATH = fileURLToPath(SERVER_DIR);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface CpuSplit {
  wallMs: number;
  /** server code on the main thread */
  serverCpuMs: number;
  /** idle while a server request was in flight */
  serverWaitMs: number;
  /** serverCpuMs + serverWaitMs */
  serverBusyMs: number;
  /** everything else that ran (suite, plumbing, GC) */
  otherCpuMs: number;
  /** idle with no server request in flight */
  otherIdleMs: number;
}

/** hrtime in ms, the clock of the profiler's timestamps (µs). */
export const hrMs = () => Number(process.hrtime.bigint()) / 1e6;

/** A fetch wrapper recording when server requests are in flight (hrtime ms). */
export function inFlightRecorder(fetch: (r: Request) => Promise<Response>) {
  const intervals: [number, number][] = [];
  return {
    intervals,
    fetch: async (r: Request) => {
      const start = hrMs();
      try {
        return await fetch(r);
      } finally {
        intervals.push([start, hrMs()]);
      }
    },
  };
}

/** Runs `fn` under the CPU profiler and splits its wall time between the server and the rest. */
export async function profileSplit<T>(fn: () => Promise<T>, intervals: [number, number][]): Promise<{ result: T; split: CpuSplit }> {
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    intervals.length = 0;
    await session.post("Profiler.start");
    const start = hrMs();
    const result = await fn();
    const end = hrMs();
    const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
    return { result, split: split(profile, intervals, start, end) };
  } finally {
    session.disconnect();
  }
}

/** Only the samples between `start` and `end` (hrtime ms) count: not the profiler's own starting and stopping. */
function split(p: Profile, intervals: [number, number][], start: number, end: number): CpuSplit {
  const wallMs = end - start;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const kind = new Map<number, "server" | "idle" | "other">();
  const kindOf = (id: number): "server" | "idle" | "other" => {
    const known = kind.get(id);
    if (known) return known;
    const n = byId.get(id)!;
    const k = n.callFrame.functionName === "(idle)" ? "idle" : n.callFrame.url.startsWith(SERVER_DIR) ? "server" : parent.has(id) ? (kindOf(parent.get(id)!) === "server" ? "server" : "other") : "other";
    kind.set(id, k);
    return k;
  };
  // Merged in-flight intervals, sorted, to test sample times against.
  const merged: [number, number][] = [];
  for (const [s, e] of [...intervals].sort((x, y) => x[0] - y[0])) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  let t = p.startTime / 1000;
  let at = 0;
  const out = { serverCpuMs: 0, serverWaitMs: 0, otherCpuMs: 0, otherIdleMs: 0 };
  for (let i = 0; i < p.samples.length; i++) {
    const dt = (p.timeDeltas[i] ?? 0) / 1000;
    t += dt;
    if (t < start || t > end) continue;
    const k = kindOf(p.samples[i]);
    if (k === "server") out.serverCpuMs += dt;
    else if (k === "other") out.otherCpuMs += dt;
    else {
      while (at < merged.length && merged[at][1] < t) at++;
      if (at < merged.length && merged[at][0] <= t) out.serverWaitMs += dt;
      else out.otherIdleMs += dt;
    }
  }
  return { wallMs, ...out, serverBusyMs: out.serverCpuMs + out.serverWaitMs };
}
