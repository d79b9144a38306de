// Bench-only: the server's own busy time. A request is "in flight" from the moment the server has it until its
// answer is handed back; the server is busy while at least one request is in flight (the union of those intervals,
// so two overlapping requests are not counted twice). Waiting for work the server handed to the thread pool (a
// password hash) is busy time: the answer cannot come sooner. A blocking long poll waiting for an event is not work:
// requests that asked to block are kept out of the union (`idle: true`) and counted apart.
export interface TimingStats {
  /** ms during which at least one request was in flight */
  busyMs: number;
  /** the requests' own durations added up (overlaps counted once per request) */
  sumMs: number;
  requests: number;
  /** the slowest request, ms */
  maxMs: number;
  /** requests that waited on purpose (blocking GET /events), and their time */
  waits: number;
  waitMs: number;
}

export class ServerTimer {
  private inFlight = 0;
  private busySince = 0;
  private stats: TimingStats = { busyMs: 0, sumMs: 0, requests: 0, maxMs: 0, waits: 0, waitMs: 0 };

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Starts one request; the returned function ends it and returns its duration in ms. */
  begin(options: { idle?: boolean } = {}): () => number {
    const started = this.now();
    if (options.idle) {
      return () => {
        const d = this.now() - started;
        this.stats.waits++;
        this.stats.waitMs += d;
        return d;
      };
    }
    if (this.inFlight++ === 0) this.busySince = started;
    let ended = false;
    return () => {
      const end = this.now();
      const d = end - started;
      if (ended) return d;
      ended = true;
      this.stats.requests++;
      this.stats.sumMs += d;
      if (d > this.stats.maxMs) this.stats.maxMs = d;
      if (--this.inFlight === 0) this.stats.busyMs += end - this.busySince;
      return d;
    };
  }

  /** The totals so far (busy time includes the current in-flight stretch up to now). */
  read(): TimingStats {
    const open = this.inFlight > 0 ? this.now() - this.busySince : 0;
    return { ...this.stats, busyMs: this.stats.busyMs + open };
  }

  reset(): void {
    this.stats = { busyMs: 0, sumMs: 0, requests: 0, maxMs: 0, waits: 0, waitMs: 0 };
    if (this.inFlight > 0) this.busySince = this.now();
  }
}

/** Whether a request asks the server to wait on purpose (a blocking long poll of GET /events). */
export function asksToWait(method: string, url: string): boolean {
  if (method !== "GET") return false;
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  if (!path.endsWith("/events")) return false;
  return !/[?&]dont_block=true(&|$)/.test(q < 0 ? "" : url.slice(q));
}
