// Side-by-side measurement: the two sides of a pair run alternately (A B A B ...) in one process, so machine noise
// hits both alike, and the result is a ratio with its spread rather than an absolute time.
export interface Side {
  label: string;
  /** One unit of work; returns how many operations it performed. */
  run(): Promise<number>;
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
}

export interface PairResult {
  name: string;
  question: string;
  a: { label: string; opsPerSecond: number[] };
  b: { label: string; opsPerSecond: number[] };
  /** Median of the per-round ratios A/B, with the lowest and highest round. */
  ratio: { median: number; min: number; max: number };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function timed(side: Side, now: () => number): Promise<number> {
  const start = now();
  const ops = await side.run();
  return ops / ((now() - start) / 1000);
}

export async function measurePair(pair: Pair, now: () => number = () => performance.now()): Promise<PairResult> {
  await pair.setup?.();
  try {
    // One warm-up of each side (JIT, connection pools, compiled validators) that is not counted.
    await pair.a.run();
    await pair.b.run();
    const a: number[] = [];
    const b: number[] = [];
    for (let round = 0; round < pair.rounds; round++) {
      // Alternate which side goes first, so neither always runs on a warmer machine.
      if (round % 2 === 0) {
        a.push(await timed(pair.a, now));
        b.push(await timed(pair.b, now));
      } else {
        b.push(await timed(pair.b, now));
        a.push(await timed(pair.a, now));
      }
    }
    const ratios = a.map((x, i) => x / b[i]);
    return {
      name: pair.name,
      question: pair.question,
      a: { label: pair.a.label, opsPerSecond: a },
      b: { label: pair.b.label, opsPerSecond: b },
      ratio: { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) },
    };
  } finally {
    await pair.teardown?.();
  }
}

export function formatResult(r: PairResult): string {
  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(2));
  return [
    `${r.name}: ${r.question}`,
    `  A ${r.a.label}: median ${f(median(r.a.opsPerSecond))} ops/s`,
    `  B ${r.b.label}: median ${f(median(r.b.opsPerSecond))} ops/s`,
    `  A/B = ${r.ratio.median.toFixed(2)} (rounds ${r.ratio.min.toFixed(2)}–${r.ratio.max.toFixed(2)}, n=${r.a.opsPerSecond.length})`,
  ].join("\n");
}
