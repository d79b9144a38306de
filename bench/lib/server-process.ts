// A server of the bench in its own process (forked, so the load generator or the suite does not share its event loop):
// `reference` is the reference server (createApp served as main.ts serves it), `bare` a minimal node:http handler
// doing the same authentication lookup (the same SQLite query and constant-time comparison) and answering
// GET /users/me with the reference server's bytes and POST /drafts with the same insert and the same answer.
// Each counts its own busy time (server/http/timing.ts) from the moment node:http hands it a request to the end of
// its answer; the parent reads and resets the count over IPC.
//
// Messages from the parent: {type:"stats"} → {type:"stats", stats}, {type:"reset"} → {type:"reset"}.
// To the parent, once listening: {type:"listening", url}.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createApp, type TeamchatApp } from "../../server/app.ts";
import { asksToWait, ServerTimer } from "../../server/http/timing.ts";
import { userByEmail } from "../../server/db/repos/users.ts";
import { insertDraft } from "../../server/db/repos/drafts.ts";
import { newApiKey, sameSecret } from "../../server/realm/passwords.ts";

export type ServerKind = "reference" | "bare";

export interface ServerProcessOptions {
  kind: ServerKind;
  /** seed the large realm (bench/lib/scale.ts) instead of only the development realm */
  scale?: boolean;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const UNKNOWN_USER_KEY = newApiKey();
const API = "/api/v1";

/** The bare handler: what node:http alone does for the two requests of the pair, with the same lookup and bytes. */
async function bareHandler(app: TeamchatApp, other: Handler): Promise<Handler> {
  const db = app.db;
  // The exact answer of the reference server to GET /users/me for each user who asks (computed once per user).
  const meBytes = new Map<number, Buffer>();
  const meOf = async (auth: string, userId: number) => {
    let bytes = meBytes.get(userId);
    if (!bytes) {
      const res = await app.fetch(new Request(`http://bench${API}/users/me`, { headers: { authorization: auth } }));
      meBytes.set(userId, (bytes = Buffer.from(await res.arrayBuffer())));
    }
    return bytes;
  };
  const unauthorized = Buffer.from(JSON.stringify({ result: "error", msg: "Invalid API key", code: "UNAUTHORIZED" }));
  const send = (res: ServerResponse, status: number, body: Buffer) => {
    res.writeHead(status, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  };
  return async (req, res) => {
    const me = req.method === "GET" && req.url === `${API}/users/me`;
    const drafts = req.method === "POST" && req.url === `${API}/drafts`;
    // Anything else (getting an API key before measuring) goes to the reference server.
    if (!me && !drafts) return other(req, res);
    // The same lookup as server/http/auth.ts: Basic email:key, the user by email, the key compared in constant time.
    const auth = req.headers.authorization ?? "";
    const decoded = Buffer.from(auth.slice(6), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    const user = colon > 0 ? userByEmail(db, decoded.slice(0, colon)) : undefined;
    if (!sameSecret(user?.api_key ?? UNKNOWN_USER_KEY, decoded.slice(colon + 1)) || !user || !user.is_active) return send(res, 401, unauthorized);
    if (me) return send(res, 200, await meOf(auth, user.id));
    {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const drafts = JSON.parse(new URLSearchParams(Buffer.concat(chunks).toString("utf8")).get("drafts") ?? "[]") as { type: string; to: number[]; topic: string; content: string }[];
      const now = Math.floor(Date.now() / 1000);
      const ids = db.transaction(() =>
        drafts.map((d) => insertDraft(db, { user_id: user.id, type: d.type, recipients: JSON.stringify(d.to), topic: d.topic, content: d.content, last_edit_time: now })),
      )();
      return send(res, 200, Buffer.from(JSON.stringify({ result: "success", msg: "", ids })));
    }
  };
}

export async function startServerProcess(options: ServerProcessOptions): Promise<void> {
  const app = createApp({ db: ":memory:", log: () => {} });
  if (options.scale) {
    const { seedScale } = await import("./scale.ts");
    seedScale(app.db, app.spec);
  }
  const timer = new ServerTimer();
  const reference = getRequestListener((req, env) => app.fetch(req, env)) as Handler;
  const handler: Handler = options.kind === "bare" ? await bareHandler(app, reference) : reference;
  const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const end = timer.begin({ idle: asksToWait(req.method ?? "", req.url ?? "") });
    res.once("finish", end);
    res.once("close", end);
    void handler(req, res);
  });
  server.listen(0, "127.0.0.1", () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.send?.({ type: "listening", url });
  });
  process.on("message", (m: { type: string }) => {
    if (m.type === "stats") process.send?.({ type: "stats", stats: timer.read() });
    if (m.type === "reset") {
      timer.reset();
      process.send?.({ type: "reset" });
    }
  });
  process.on("disconnect", () => {
    app.close();
    process.exit(0);
  });
}

// Run as the forked child: `node --import tsx bench/lib/server-process.ts <kind> [--scale]`.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  await startServerProcess({ kind: process.argv[2] as ServerKind, scale: process.argv.includes("--scale") });
}
