/**
 * The one capped body reader: reads a request's or a response's body up to `limit` bytes. Beyond the limit it
 * stops, cancels the stream (the sender is not read any further) and answers what came before with `tooLarge`.
 */
export interface CappedBody {
  bytes: Uint8Array<ArrayBuffer>;
  /** The body was longer than the limit; `bytes` are the chunks read before the one that crossed it. */
  tooLarge: boolean;
}

export async function readCapped(body: ReadableStream<Uint8Array> | null | undefined, limit: number): Promise<CappedBody> {
  if (!body) return { bytes: new Uint8Array(0), tooLarge: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > limit) {
      tooLarge = true;
      await reader.cancel().catch(() => {});
      break;
    }
    total += value.byteLength;
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return { bytes, tooLarge };
}
