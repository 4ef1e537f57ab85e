/**
 * The app served over HTTP in Node (node:http in front of Hono's fetch handler) for the browser test: the same app
 * the Worker runs, without starting workerd.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { app } from "../../src/api/app.js";

/** `env`: the Worker's bindings, when a test needs one (ASSETS: the /docs viewer's files, see assetsFromDisk). */
export async function serve(env?: Record<string, unknown>): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
    const answer = await app.fetch(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body }), env);
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

/** An ASSETS binding over a directory (wrangler.toml's [assets]), for the Node server: a file by its path, else 404. */
export function assetsFromDisk(dir: string) {
  const types: Record<string, string> = { js: "text/javascript", css: "text/css", png: "image/png" };
  return {
    fetch: async (r: Request) => {
      const file = join(dir, decodeURIComponent(new URL(r.url).pathname));
      if (!file.startsWith(dir) || !existsSync(file)) return new Response("not found", { status: 404 });
      return new Response(readFileSync(file), { headers: { "content-type": types[file.split(".").pop()!] ?? "application/octet-stream" } });
    },
  };
}
