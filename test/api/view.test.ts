/**
 * GET /view?s=<base64url body> and GET /view/<s> (the permalink, compressed): the embeddable page of a resolution, as
 * HTML (the browser test, `npm run test:view`, checks it in Chromium). Self-contained (no outside asset, a CSP that
 * allows none), both boards, hands as counts, the actions, the trace in the rulebook's terms, enUS or zhCN; whatever
 * the request says is escaped; bad input is a readable HTML error page with the status the API gives the same body.
 */
import { describe, expect, it } from "vitest";
import { encodeViewParam, plainViewParam, VIEW_PARAM_MAX } from "../../src/api/view.js";
import { call, JUGGLER_CASE, request, state } from "./helpers.js";

const b64 = (body: unknown) => plainViewParam(JSON.stringify(body));

async function page(path: string) {
  const res = await call(path);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** Juggler's knife, then Juggler attacks the Yeti: a queue, a random pick, deaths. */
const BODY = request(
  state({ board: [{ card: "NEW1_019", ref: "J" }, { card: "tt_004", ref: "G" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_029" }] }, { board: [{ card: "CS2_182", ref: "Y", health: 1 }] }),
  [{ type: "play", card: "W" }, { type: "attack", attacker: "J", defender: "Y" }],
);

describe("GET /view", () => {
  it("renders a self-contained HTML page: boards, hand counts, the actions, the trace and the log", async () => {
    const a = await page(`/view?s=${b64(BODY)}`);
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(a.html).toMatch(/^<!doctype html><html lang="en">/);
    // Nothing from outside: no src/href to another origin, no stylesheet link; the CSP forbids any load.
    expect(a.html).not.toMatch(/<(script|img|iframe)[^>]+src=/i);
    expect(a.html).not.toMatch(/<link/i);
    expect(a.html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    expect(a.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(a.headers.get("x-frame-options")).toBeNull(); // embeddable anywhere
    // Both boards, before and after: Juggler and the Yeti die, the Ghoul grows to 5 Attack.
    const after = a.html.slice(a.html.indexOf('<div class="bd after"'));
    const before = a.html.slice(a.html.indexOf('<div class="bd before"'), a.html.indexOf('<div class="bd after"'));
    expect(before).toContain("Knife Juggler <i>J</i>");
    expect(before).toContain("Chillwind Yeti <i>Y</i>");
    expect(after).not.toContain("Knife Juggler <i>J</i>");
    expect(after).toMatch(/Flesheating Ghoul <i>G<\/i><\/span><span class="s"><b class="a">5<\/b>/);
    expect(after).toContain("Garrosh Hellscream");
    expect(after).toContain("Jaina Proudmoore");
    // Hands as counts: player 1 had 2 cards and played one.
    expect(before).toMatch(/Player 1[^]*?hand <b data-count="hand">2<\/b>/);
    expect(after).toMatch(/Player 1[^]*?hand <b data-count="hand">1<\/b>/);
    // The actions, with the names of the refs they use.
    expect(a.html).toContain('<ol class="acts"><li><b>play</b> <span class="arg">card: Wisp (W)</span></li><li><b>attack</b> <span class="arg">attacker: Knife Juggler (J), defender: Chillwind Yeti (Y)</span></li></ol>');
    // The trace: sequence, phase, step, event, queue (its entries' order and the rule), trigger, random.
    for (const k of ["sequence", "phase", "step", "event", "queue", "trigger", "random"]) expect(a.html).toContain(`<span class="kd ${k}">`);
    expect(a.html).toContain("<code>after-summon</code>");
    expect(a.html).toMatch(/<td>1<\/td><td><span class="en">Knife Juggler \(J\)<\/span><\/td><td><code>after-summon<\/code><\/td><td>play<\/td><td>normal<\/td><td>4<\/td>/);
    expect(a.html).toContain("ordered by: priority (first, normal, last), zone (play, hand, deck), low priority after normal, order of play");
    expect(a.html).toContain('<ul class="log"><li>Player 1 plays Wisp.</li>');
    // The step-through: controls, one item per node, the permalink.
    expect(a.html).toContain('data-go="next"');
    expect(a.html).toMatch(/<a href="\/view\/z\.[A-Za-z0-9_-]+"/);
  });

  it("is small enough to embed: a few tens of KiB for a two-action resolution", async () => {
    const a = await page(`/view?s=${b64(BODY)}`);
    expect(new TextEncoder().encode(a.html).byteLength).toBeLessThan(48 * 1024);
  });

  it("in zhCN (?lang=zhCN, or the body's locale): the page's words, the card names and the log in Chinese", async () => {
    for (const path of [`/view?lang=zhCN&s=${b64(BODY)}`, `/view?s=${b64({ ...BODY, locale: "zhCN" })}`]) {
      const a = await page(path);
      expect(a.status).toBe(200);
      expect(a.html).toMatch(/^<!doctype html><html lang="zh-CN">/);
      expect(a.html).toContain("<h1>结算</h1>");
      expect(a.html).toContain("飞刀杂耍者 <i>J</i>");
      expect(a.html).toContain('<span class="kd queue">队列</span>');
      expect(a.html).toContain("排序规则: 优先级（最先、普通、最后）");
      expect(a.html).toContain("<li>玩家1使用了小精灵。</li>");
      expect(a.html).toContain(">下一步 ▶</button>");
      expect(a.html).toContain('<li><b>攻击</b> <span class="arg">攻击者: 飞刀杂耍者 (J), 被攻击者: 冰风雪人 (Y)</span></li>');
    }
    // ?lang wins over the body's locale.
    expect((await page(`/view?lang=enUS&s=${b64({ ...BODY, locale: "zhCN" })}`)).html).toContain("<li>Player 1 plays Wisp.</li>");
  });

  it("the permalink form /view/z.<deflate-raw> shows the same page; the plain form works as a path too", async () => {
    const z = await encodeViewParam(JSON.stringify(BODY));
    expect(z).toMatch(/^z\.[A-Za-z0-9_-]+$/);
    expect(z.length).toBeLessThan(b64(BODY).length);
    const query = await page(`/view?s=${b64(BODY)}`);
    const short = await page(`/view/${z}`);
    const plain = await page(`/view/${b64(BODY)}`);
    expect(short.status).toBe(200);
    expect(plain.status).toBe(200);
    const main = (h: string) => h.slice(h.indexOf('<div class="grid">'));
    expect(main(short.html)).toBe(main(query.html));
    expect(main(plain.html)).toBe(main(query.html));
    // Standard base64 (+ / =) is taken too, and a query's + read as a space.
    const std = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(JUGGLER_CASE))));
    expect((await page(`/view?s=${encodeURIComponent(std)}`)).status).toBe(200);
    expect((await page(`/view?s=${std.replace(/\+/g, " ")}`)).status).toBe(200);
    expect(short.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("escapes what the request says: refs and client card names", async () => {
    const evil = "<img src=x onerror=alert(1)>";
    const body = request(
      state({ board: [{ card: "X_EVIL", ref: `"><script>alert(2)</script>` }], hand: [{ card: "CS2_231", ref: "W&<b>" }] }),
      [{ type: "play", card: "W&<b>" }],
      { cards: [{ id: "X_EVIL", name: evil, type: "MINION", cost: 1, attack: 1, health: 1 }] },
    );
    const a = await page(`/view?s=${b64(body)}`);
    expect(a.status, a.html.slice(0, 800)).toBe(200);
    expect(a.html).not.toContain(evil);
    expect(a.html).not.toContain("<script>alert");
    expect(a.html).not.toContain("<b>\"");
    expect(a.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(a.html).toContain("&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(a.html).toContain("W&amp;&lt;b&gt;");
    expect(a.html.match(/<script>/g)).toHaveLength(1); // the page's own
  });
});

describe("GET /view: bad input is an HTML error page with the API's status", () => {
  const expectErrorPage = (a: { status: number; headers: Headers; html: string }, status: number, code: string) => {
    expect(a.status, a.html.slice(0, 600)).toBe(status);
    expect(a.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(a.headers.get("cache-control")).toBe("no-store");
    expect(a.html).toContain('<div class="err" role="alert"><h1>Cannot show this resolution</h1>');
    expect(a.html).toContain(`<b>${status}</b> <code>${code}</code>`);
    expect(a.html).toContain(`<a href="/docs/errors#${code}">`);
    expect(a.html).not.toContain("<script>");
  };

  it.each([
    ["no s", "/view", 400, "invalid_request", "required"],
    ["not base64url", "/view?s=%25%25%25", 400, "invalid_request", "s is not base64url"],
    ["not JSON", `/view?s=${plainViewParam("{nope")}`, 400, "invalid_json", "not valid JSON"],
    ["not UTF-8", `/view?s=${btoa("\xff\xfe")}`, 400, "invalid_json", "not valid UTF-8"],
    ["bad compressed data", "/view/z.AAAA", 400, "invalid_request", "deflate-raw"],
    ["a body that breaks the schema", `/view?s=${plainViewParam('{"seed":1}')}`, 400, "invalid_request", "<code>state</code>"],
    ["an unknown lang", `/view?lang=frFR&s=${plainViewParam(JSON.stringify(JUGGLER_CASE))}`, 400, "invalid_request", "unknown lang &#39;frFR&#39;"],
    ["s too long", `/view?s=${"e".repeat(VIEW_PARAM_MAX + 1)}`, 400, "invalid_request", `longer than ${VIEW_PARAM_MAX}`],
  ])("%s", async (_, path, status, code, says) => {
    const a = await page(path);
    expectErrorPage(a, status, code);
    expect(a.html).toContain(says);
  });

  it("an unknown card: 404 with the path; an illegal action: 409", async () => {
    const unknown = await page(`/view?s=${b64(request(state({ hand: [{ card: "Knife Jugler", ref: "K" }] }), [{ type: "play", card: "K" }]))}`);
    expectErrorPage(unknown, 404, "unknown_card");
    expect(unknown.html).toContain("<code>state.players[0].hand[0].card</code>");
    const illegal = await page(`/view?s=${b64(request(state({ hand: [{ card: "CS2_029", ref: "F" }], mana: { crystals: 2, used: 0 } }), [{ type: "play", card: "F", target: "enemy-hero" }]))}`);
    expectErrorPage(illegal, 409, "illegal_action");
  });

  it("a compressed body over 256 KiB: 413", async () => {
    const big = JSON.stringify({ seed: 1, pad: " ".repeat(300 * 1024) });
    const a = await page(`/view/${await encodeViewParam(big)}`);
    expectErrorPage(a, 413, "body_too_large");
  });

  it("the error page in zhCN", async () => {
    const a = await page("/view?lang=zhCN");
    expect(a.status).toBe(400);
    expect(a.html).toContain("<h1>无法显示这次结算</h1>");
  });

  it("POST /view is 405 with Allow", async () => {
    const res = await call("/view", { method: "POST", body: "{}" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
  });
});
