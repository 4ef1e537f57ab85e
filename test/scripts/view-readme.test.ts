/**
 * The README's "For wiki pages": its shell lines make an `s` that /view reads (plain and compressed, with Node's own
 * base64url and deflate-raw), and its <iframe> shows a page. The app runs in Node here (Hono's fetch handler).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { app } from "../../src/api/app.js";

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
