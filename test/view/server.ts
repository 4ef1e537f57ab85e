/**
 * The app served over HTTP in Node (node:http in front of Hono's fetch handler) for the browser test: the same app
 * the Worker runs, without starting workerd.
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { app } from "../../src/api/app.js";

export async function serve(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const answer = await app.fetch(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers }));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(() => ok())) };
}

/** The Chromium to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium (or chromium-browser). */
export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH || ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
}
