/**
 * GET /view in headless Chromium: the page renders both boards, stepping through the trace works (buttons, arrow keys,
 * a click on a node; the breadcrumb says sequence › phase › step › event › queue; the entities a node names are
 * highlighted on the board), it loads nothing from outside and logs no error, and a screenshot is checked pixel by pixel.
 * Run with `npm run test:view` (needs Chromium: `apt-get install chromium`, or CHROMIUM_PATH).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { plainViewParam } from "../../src/api/view.js";
import { chromiumPath, serve } from "./server.js";

/** Knife Juggler, a Wisp played next to it (the knife's queue), then Juggler attacks the Yeti: both die, Ghoul grows. */
export const BODY = {
  seed: 7,
  state: {
    turn: 5,
    players: [
      { board: [{ card: "Knife Juggler", ref: "J" }, { card: "Flesheating Ghoul", ref: "G" }], hand: [{ card: "Wisp", ref: "W" }, { card: "Fireball" }] },
      { board: [{ card: "CS2_182", ref: "Y", health: 1 }, { card: "Loot Hoarder" }] },
    ],
  },
  actions: [{ type: "play", card: "W" }, { type: "attack", attacker: "J", defender: "Y" }],
};

const WIDTH = 720, HEIGHT = 560;
const path = chromiumPath();
let server: Awaited<ReturnType<typeof serve>>;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  if (!path) throw new Error("no Chromium: apt-get install chromium, or set CHROMIUM_PATH");
  server = await serve();
  browser = await chromium.launch({ executablePath: path, args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"] });
  page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  page.on("console", (m) => { if (m.type() === "error") problems.push(m.text()); });
  page.on("pageerror", (e) => problems.push(String(e)));
  page.on("request", (r) => requests.push(r.url()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const stepText = () => page.locator("#pos").innerText();
const crumb = () => page.locator("#crumb").innerText();

/**
 * The PNG decoded by the browser itself (a canvas in a blank page): its size, how many distinct colours a grid of every
 * 7th pixel holds, and the RGB of the points asked for.
 */
async function decode(png: Buffer, points: [number, number][]) {
  const blank = await browser.newPage();
  const out = await blank.evaluate(async ([b64, pts]) => {
    const { Image, document } = globalThis as any; // the browser's
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const cv = document.createElement("canvas");
    cv.width = img.width;
    cv.height = img.height;
    const g = cv.getContext("2d");
    g.drawImage(img, 0, 0);
    const data: Uint8ClampedArray = g.getImageData(0, 0, img.width, img.height).data;
    const at = (x: number, y: number) => { const i = (Math.round(y) * img.width + Math.round(x)) * 4; return [data[i]!, data[i + 1]!, data[i + 2]!]; };
    const colours = new Set<string>();
    for (let y = 0; y < img.height; y += 7) for (let x = 0; x < img.width; x += 7) colours.add(at(x, y).join());
    return { width: img.width as number, height: img.height as number, colours: colours.size, pixels: pts.map(([x, y]) => at(x, y)) };
  }, [png.toString("base64"), points] as const);
  await blank.close();
  return out;
}

const near = (rgb: number[], want: [number, number, number], tolerance = 24) => rgb.every((v, i) => Math.abs(v - want[i]!) <= tolerance);

describe("GET /view in Chromium", () => {
  it("renders both boards, the actions and the trace, from the server alone", async () => {
    const res = await page.goto(`${server.origin}/view?s=${plainViewParam(JSON.stringify(BODY))}`);
    expect(res!.status()).toBe(200);
    await expect.poll(() => page.locator("body").getAttribute("data-step")).toBe("1");
    expect(await page.locator(".bd.after").isVisible()).toBe(true);
    expect(await page.locator(".bd.before").isVisible()).toBe(false);
    expect(await page.locator(".bd.after .p1 .board .e").allInnerTexts()).toEqual([expect.stringContaining("Flesheating Ghoul"), expect.stringContaining("Wisp")]);
    expect(await page.locator(".bd.after .p2 .board .e .n").allInnerTexts()).toEqual(["Loot Hoarder"]);
    expect(await page.locator(".bd.after .p1 [data-count=hand]").innerText()).toBe("1");
    expect(await page.locator("ol.acts li").count()).toBe(2);
    expect(await page.locator("ol.tr li").count()).toBeGreaterThan(30);
    expect(requests.every((u) => u.startsWith(server.origin)), requests.join("\n")).toBe(true);
    expect(problems).toEqual([]);
  });

  it("steps through the trace: buttons, arrow keys, a click on a queue", async () => {
    expect(await stepText()).toMatch(/^step 1 of \d+$/);
    expect(await crumb()).toMatch(/^Sequence 1 play Wisp/);
    await page.getByRole("button", { name: /Next/ }).click();
    expect(await stepText()).toMatch(/^step 2 of/);
    expect(await crumb()).toMatch(/^Sequence 1 play Wisp .* › Phase play$/);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await stepText()).toMatch(/^step 4 of/);
    await page.keyboard.press("ArrowLeft");
    expect(await page.locator("body").getAttribute("data-step")).toBe("3");
    // The knife's queue: one entry (Knife Juggler, after-summon, order of play 4) and the rule that orders it.
    const queue = page.locator("ol.tr li").filter({ has: page.locator(".kd.queue") }).first();
    await queue.click();
    expect(await crumb()).toMatch(/^Sequence 1 .* › Phase finish › Step after-summon › Event after-summon .* › Queue 1/);
    expect(await queue.locator("table.q td").allInnerTexts()).toEqual(["1", "Knife Juggler (J)", "after-summon", "play", "normal", "4"]);
    expect(await queue.locator(".why").innerText()).toContain("order of play");
    // The trigger after it names Knife Juggler: highlighted as the source on the board (Before: it dies later).
    await page.getByRole("button", { name: /Next/ }).click();
    expect(await crumb()).toMatch(/› Trigger Knife Juggler \(J\) after-summon$/);
    await page.getByRole("button", { name: "Before" }).click();
    expect(await page.locator(".bd.before").isVisible()).toBe(true);
    expect(await page.locator(".bd.before .e.src .n").allInnerTexts()).toEqual(["Knife Juggler J"]);
    await page.getByRole("button", { name: /Last/ }).click();
    const [n, m] = (await stepText()).match(/\d+/g)!;
    expect(n).toBe(m);
    expect(problems).toEqual([]);
  });

  it("a screenshot: the viewport's size, not blank, the board green where the board is, the highlight around the source", async () => {
    await page.getByRole("button", { name: /First/ }).click();
    const queue = page.locator("ol.tr li").filter({ has: page.locator(".kd.trigger") }).first();
    await queue.click();
    const png = await page.screenshot();
    mkdirSync(".ci/out", { recursive: true }); // kept for a look (gitignored); VIEW_SCREENSHOT=docs/view.png for the README's
    writeFileSync(".ci/out/view.png", png);
    if (process.env.VIEW_SCREENSHOT) writeFileSync(process.env.VIEW_SCREENSHOT, png);
    const board = (await page.locator(".bd.before").boundingBox())!;
    const source = (await page.locator(".bd.before .e.src").boundingBox())!;
    const current = (await page.locator("ol.tr li.cur").boundingBox())!;
    const img = await decode(png, [
      [board.x + 3, board.y + board.height / 2],
      [source.x + source.width / 2, source.y - 1],
      [current.x + current.width - 4, current.y + current.height / 2],
    ]);
    expect([img.width, img.height]).toEqual([WIDTH, HEIGHT]);
    expect(img.colours).toBeGreaterThan(40);
    const [boardPx, sourcePx, currentPx] = img.pixels as [number[], number[], number[]];
    expect(near(boardPx, [0x3b, 0x5e, 0x3a]), `the board's green: ${boardPx}`).toBe(true);
    expect(near(sourcePx, [0xff, 0x9f, 0x1a], 40), `the source's highlight: ${sourcePx}`).toBe(true);
    expect(near(currentPx, [0xff, 0xf1, 0xc2]), `the current node's background: ${currentPx}`).toBe(true);
  });

  it("zhCN: the page in Chinese; a bad body: the error page with its status", async () => {
    await page.goto(`${server.origin}/view?lang=zhCN&s=${plainViewParam(JSON.stringify(BODY))}`);
    expect(await page.locator("h1").innerText()).toBe("结算");
    expect(await stepText()).toMatch(/^第 1 步，共 \d+$/);
    expect(await page.locator(".bd.after .p1 .board .e .n").first().innerText()).toContain("腐肉食尸鬼");
    const bad = await page.goto(`${server.origin}/view?s=${plainViewParam('{"seed":1}')}`);
    expect(bad!.status()).toBe(400);
    expect(await page.locator(".err").innerText()).toContain("invalid_request");
    expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
  });
});
