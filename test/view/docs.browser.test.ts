/**
 * GET /docs in headless Chromium: Swagger UI renders every operation from /openapi.json, "Try it out" sends each
 * operation's example and gets 200 (the engine operations too, whose card format Swagger UI cannot expand: the page
 * names it instead), and the page loads nothing from outside and logs no error.
 * Run with `npm run test:view` (needs Chromium: `apt-get install chromium`, or CHROMIUM_PATH).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { writeDocsAssets, ASSETS_DIR } from "../../scripts/docs-assets.mjs";
import { assetsFromDisk, chromiumPath, serve } from "./server.js";

const path = chromiumPath();
let server: Awaited<ReturnType<typeof serve>>;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  if (!path) throw new Error("no Chromium: apt-get install chromium, or set CHROMIUM_PATH");
  writeDocsAssets();
  server = await serve({ ASSETS: assetsFromDisk(ASSETS_DIR) });
  browser = await chromium.launch({ executablePath: path, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.on("pageerror", (e) => problems.push(String(e)));
  page.on("request", (r) => requests.push(r.url()));
  await page.goto(`${server.origin}/docs`);
  await page.waitForSelector("#operations-engine-resolve", { timeout: 60_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("GET /docs (Swagger UI)", () => {
  it("lists every operation of the document by its operationId", async () => {
    const ids = await page.$$eval("[id^=operations-]", (xs) => xs.map((x) => x.id));
    for (const op of ["engine-resolve", "engine-simulate", "engine-options", "engine-importGameLog", "cards-searchCards", "cards-getCard", "cards-lookupCards", "cards-listSets", "decks-decodeDeck", "documentation-health"]) {
      expect(ids).toContain(`operations-${op}`);
    }
  });

  it.each(["engine-resolve", "engine-simulate", "engine-options", "cards-lookupCards", "cards-getCard", "decks-decodeDeck", "cards-listSets"])("%s: Try it out sends the example and gets 200", async (op) => {
    const id = `#operations-${op}`;
    await page.$eval(`${id} .opblock-summary-control`, (x) => (x as unknown as { click: () => void }).click());
    // The first operation opened waits for Swagger UI to resolve the document's references (the engine's response schemas
    // are large): on a loaded 2-core machine that has taken over 30 s, so each wait is generous; a real failure is a
    // status other than 200, not a slow page.
    await page.waitForSelector(`${id} .responses-table`, { timeout: 90_000 });
    await page.waitForSelector(`${id} button.execute`, { timeout: 90_000 });
    const answered = page.waitForResponse((r) => r.request().method() !== "OPTIONS" && new URL(r.url()).pathname !== "/openapi.json" && !new URL(r.url()).pathname.startsWith("/docs"), { timeout: 90_000 });
    await page.$eval(`${id} button.execute`, (x) => (x as unknown as { click: () => void }).click());
    expect((await answered).status()).toBe(200);
    const cell = `${id} .live-responses-table tbody .response-col_status`;
    await page.waitForSelector(cell, { timeout: 90_000 });
    expect((await page.$eval(cell, (x) => x.textContent ?? "")).trim()).toBe("200");
  }, 240_000);

  it("loaded nothing from outside and logged no error", () => {
    expect(requests.length).toBeGreaterThan(3);
    for (const r of requests) expect(r.startsWith(server.origin), r).toBe(true);
    expect(problems).toEqual([]);
  });
});
