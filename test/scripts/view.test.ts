/**
 * The README's "For wiki pages": its shell lines make an `s` that /view reads (plain and compressed, with Node's own
 * base64url and deflate-raw), and its <iframe> shows a page; every conformance case has its page, or the error page with
 * the status /v1/resolve gives. The app runs in Node here (Hono's fetch handler).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { app } from "../../src/api/app.js";
import { plainViewParam } from "../../src/api/view.js";

const README = readFileSync("README.md", "utf8");
const section = README.slice(README.indexOf("## For wiki pages"), README.indexOf("## How the engine reads like the rulebook"));
const BODY = { seed: 7, state: { players: [{ board: [{ card: "Knife Juggler", ref: "J" }], hand: [{ card: "Wisp", ref: "W" }] }, {}] }, actions: [{ type: "play", card: "W" }] };

const view = async (path: string) => {
  const res = await app.fetch(new Request(`http://x${path}`));
  return { status: res.status, html: await res.text() };
};

describe("README, for wiki pages", () => {
  it("its shell lines make an s (plain and z.) that /view reads", async () => {
    const lines = section.match(/^s=.*$/gm)!;
    expect(lines).toHaveLength(2);
    const dir = join(tmpdir(), `view-readme-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "request.json"), JSON.stringify(BODY));
    for (const line of lines) {
      const s = execFileSync("bash", ["-c", `${line.replace(/\s+#.*$/, "")}\nprintf %s "$s"`], { cwd: dir, encoding: "utf8" });
      expect(s).toMatch(/^(z\.)?[A-Za-z0-9_-]+$/);
      const a = await view(`/view/${s}`);
      expect(a.status, a.html.slice(0, 500)).toBe(200);
      expect(a.html).toContain("Knife Juggler <i>J</i>");
    }
  });

  it("its <iframe> shows the page of the Example", async () => {
    const src = /<iframe src="https:\/\/[^/]+(\/view\/[^"]+)"/.exec(section)![1]!;
    const a = await view(src);
    expect(a.status, a.html.slice(0, 500)).toBe(200);
    expect(a.html).toContain("<li>Knife Juggler deals 1 damage to Garrosh Hellscream.</li>");
    expect(section).toContain("](docs/view.png)");
    expect(readFileSync("docs/view.png").subarray(1, 4).toString()).toBe("PNG");
  });
});

describe("GET /view over the conformance cases (../shared/conformance/cases)", () => {
  const dir = join("..", "shared", "conformance", "cases");
  const cases = readdirSync(dir).filter((f) => f.endsWith(".json"));
  it.each(cases)("%s", async (file) => {
    const { request } = JSON.parse(readFileSync(join(dir, file), "utf8"));
    const api = await app.fetch(new Request("http://x/v1/resolve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request) }));
    const a = await view(`/view?s=${plainViewParam(JSON.stringify(request))}`);
    expect(a.status, a.html.slice(0, 600)).toBe(api.status);
    if (api.status === 200) {
      const trace = ((await api.json()) as { trace: unknown }).trace;
      expect(a.html.match(/<li data-p=/g)?.length ?? 0).toBe(JSON.stringify(trace).match(/"kind":/g)!.length);
    } else {
      expect(a.html).toContain(`<code>${((await api.json()) as { error: { code: string } }).error.code}</code>`);
    }
  });
});
