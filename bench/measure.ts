// Side-by-side measurement: the two sides of a pair run alternately (A B A B ...) in one process, so machine noise
// hits both alike, and the result is a ratio with its spread rather than an absolute time.
export interface Side {
  label: string;
  /**
   * One unit of work; returns how many operations it performed, or that count with the seconds they took (when the
   * side times itself, e.g. a load generator in another process) and further figures of the round (e.g. the server's
   * busy time), each reported as its median over the rounds.
   */
  run(): Promise<number | RoundOutcome>;
}

export interface RoundOutcome {
  ops: number;
  /** Seconds the operations took, as the side measured them (default: the wall time of run()). */
  seconds?: number;
  figures?: Record<string, number>;
}

/** A target a figure of the result is held to (reported as met, or with the gap). */
export interface Target {
  /** the figure: "A/B" (the ratio), or "A:<figure>" / "B:<figure>" (a side's median figure) */
  figure: string;
  op: "<=" | ">=";
  value: number;
  /** what the target is, in words ("wall time at most 2× the server's busy time") */
  label: string;
  /** why a missed target is missed, printed with the gap */
  gapReason?: string;
}

export interface Pair {
  name: string;
  /** What the ratio means, e.g. "requests per second, A / B". */
  question: string;
  a: Side;
  b: Side;
  rounds: number;
  setup?(): Promise<void>;
  teardown?(): Promise<void>;
  targets?: Target[];
  /** Lines printed under the figures (units, how a figure is measured). */
  notes?: string[];
}

export interface PairResult {
  name: string;
  question: string;
  a: { label: string; opsPerSecond: number[]; figures: Record<string, number[]> };
  b: { label: string; opsPerSecond: number[]; figures: Record<string, number[]> };
  /** Median of the per-round ratios A/B, with the lowest and highest round. */
  ratio: { median: number; min: number; max: number };
  targets: (Target & { actual: number; met: boolean })[];
  notes: string[];
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface Timed {
  opsPerSecond: number;
  figures: Record<string, number>;
}

async function timed(side: Side, now: () => number): Promise<Timed> {
  const start = now();
  const out = await side.run();
  const wall = (now() - start) / 1000;
  if (typeof out === "number") return { opsPerSecond: out / wall, figures: {} };
  return { opsPerSecond: out.ops / (out.seconds ?? wall), figures: out.figures ?? {} };
}

function collect(into: { opsPerSecond: number[]; figures: Record<string, number[]> }, t: Timed): void {
  into.opsPerSecond.push(t.opsPerSecond);
  for (const [k, v] of Object.entries(t.figures)) (into.figures[k] ??= []).push(v);
}

/** The value of a target's figure in a result. */
export function figureOf(r: Pick<PairResult, "a" | "b" | "ratio">, figure: string): number {
  if (figure === "A/B") return r.ratio.median;
  const [side, name] = figure.split(":");
  const s = side === "A" ? r.a : r.b;
  if (name === "ops/s") return median(s.opsPerSecond);
  const xs = s.figures[name];
  if (!xs?.length) throw new Error(`no figure ${figure}`);
  return median(xs);
}

export async function measurePair(pair: Pair, now: () => number = () => performance.now(), options: { warmup?: boolean } = {}): Promise<PairResult> {
  await pair.setup?.();
  try {
    // One warm-up of each side (JIT, connection pools, compiled validators) that is not counted (the quick bench,
    // a smoke test, skips it).
    if (options.warmup !== false) {
      await pair.a.run();
      await pair.b.run();
    }
    const a = { label: pair.a.label, opsPerSecond: [] as number[], figures: {} as Record<string, number[]> };
    const b = { label: pair.b.label, opsPerSecond: [] as number[], figures: {} as Record<string, number[]> };
    for (let round = 0; round < pair.rounds; round++) {
      // Alternate which side goes first, so neither always runs on a warmer machine.
      if (round % 2 === 0) {
        collect(a, await timed(pair.a, now));
        collect(b, await timed(pair.b, now));
      } else {
        collect(b, await timed(pair.b, now));
        collect(a, await timed(pair.a, now));
      }
    }
    const ratios = a.opsPerSecond.map((x, i) => x / b.opsPerSecond[i]);
    const base = { a, b, ratio: { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) } };
    const targets = (pair.targets ?? []).map((t) => {
      const actual = figureOf(base, t.figure);
      return { ...t, actual, met: t.op === "<=" ? actual <= t.value : actual >= t.value };
    });
    return { name: pair.name, question: pair.question, ...base, targets, notes: pair.notes ?? [] };
  } finally {
    await pair.teardown?.();
  }
}

export const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));

export function formatResult(r: PairResult): string {
  const figures = (s: PairResult["a"]) =>
    Object.entries(s.figures)
      .map(([k, v]) => `${k} ${fmt(median(v))}`)
      .join(", ");
  const side = (tag: string, s: PairResult["a"]) => {
    const extra = figures(s);
    return `  ${tag} ${s.label}: median ${fmt(median(s.opsPerSecond))} ops/s${extra ? `; ${extra}` : ""}`;
  };
  return [
    `${r.name}: ${r.question}`,
    side("A", r.a),
    side("B", r.b),
    `  A/B = ${r.ratio.median.toFixed(2)} (rounds ${r.ratio.min.toFixed(2)}–${r.ratio.max.toFixed(2)}, n=${r.a.opsPerSecond.length})`,
    ...r.targets.map(
      (t) =>
        `  target ${t.label} (${t.figure} ${t.op} ${t.value}): ${fmt(t.actual)} — ${t.met ? "met" : `NOT MET, gap ${fmt(t.op === "<=" ? t.actual / t.value : t.value / t.actual)}×${t.gapReason ? `: ${t.gapReason}` : ""}`}`,
    ),
    ...r.notes.map((n) => `  note: ${n}`),
  ].join("\n");
}
