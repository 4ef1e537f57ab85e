/**
 * @module api/view
 * The embeddable page of a resolution (GET /view?s=…, GET /view/<s>): a self-contained HTML page (inline CSS and one
 * inline script, no outside asset; the CSP says so) with both boards and heroes before and after, hands as counts, the
 * actions, the readable log, and the trace as a step-through in the rulebook's terms (sequence, phase, step, event, queue
 * with its entries' order and the rule that orders them, trigger). enUS or zhCN. Small enough for an <iframe>.
 *
 * `s` is the /v1/resolve body: base64url of its UTF-8 JSON, or `z.` + base64url of its deflate-raw compression (the
 * permalink form the page links to: shorter, and it has no `=` or `+` a URL could mangle).
 */
import type { EntityRef, TraceNode } from "../engine/trace.js";
import type { ResolveRequest, ResolveResult } from "../engine/index.js";
import type { Issue } from "../engine/errors.js";
import { CardRegistry } from "../engine/hearthstone/cards/registry.js";
import { scenarioWord, tagWord } from "../engine/hearthstone/words.js";
import { MAX_BODY_BYTES } from "./body.js";

export type ViewLang = "enUS" | "zhCN";

/** The longest `s` taken (Cloudflare refuses URLs over 16 KiB); a longer body must be sent compressed (`z.`). */
export const VIEW_PARAM_MAX = 16_000;
/** Trace nodes listed in the step-through; a longer trace is cut there (the page says how many are left out). */
export const VIEW_MAX_NODES = 4_000;
/** The prefix of the compressed form of `s`. */
export const COMPRESSED_PREFIX = "z.";

/** A problem with `s` or `lang`: the error page's status, code (as the API's errors) and message. */
export class ViewInputError extends Error {
  constructor(readonly status: 400 | 413, readonly code: string, message: string, readonly issues: Issue[] = []) {
    super(message);
  }
}

const B64URL = /^[A-Za-z0-9_-]*$/;

function fromBase64url(s: string): Uint8Array {
  // A query's "+" arrives as a space; standard base64 (+ / =) is taken too.
  const t = s.replace(/ /g, "+").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  if (!B64URL.test(t) || t.length % 4 === 1) throw new ViewInputError(400, "invalid_request", "s is not base64url", [{ path: "s", message: "expected base64url (A-Z a-z 0-9 - _), or z. and base64url of deflate-raw data" }]);
  const bin = atob(t.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (t.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64url(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function readLimited(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ViewInputError(413, "body_too_large", `the body in s is larger than ${limit} bytes`, [{ path: "s", message: `limit ${limit} bytes` }]);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** `s` → the request body's JSON text. */
export async function decodeViewParam(s: string | undefined): Promise<string> {
  if (!s) throw new ViewInputError(400, "invalid_request", "no request: give the /v1/resolve body as s (base64url of its JSON)", [{ path: "s", message: "required" }]);
  if (s.length > VIEW_PARAM_MAX) throw new ViewInputError(400, "invalid_request", `s is longer than ${VIEW_PARAM_MAX} characters; send the compressed form (z. …)`, [{ path: "s", message: `at most ${VIEW_PARAM_MAX} characters` }]);
  let bytes: Uint8Array;
  if (s.startsWith(COMPRESSED_PREFIX)) {
    const packed = fromBase64url(s.slice(COMPRESSED_PREFIX.length));
    try {
      bytes = await readLimited(new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate-raw")), MAX_BODY_BYTES);
    } catch (e) {
      if (e instanceof ViewInputError) throw e;
      throw new ViewInputError(400, "invalid_request", "s is not deflate-raw data after z.", [{ path: "s", message: "expected z. and base64url of deflate-raw data" }]);
    }
  } else {
    bytes = fromBase64url(s);
    if (bytes.byteLength > MAX_BODY_BYTES) throw new ViewInputError(413, "body_too_large", `the body in s is larger than ${MAX_BODY_BYTES} bytes`, [{ path: "s", message: `limit ${MAX_BODY_BYTES} bytes` }]);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ViewInputError(400, "invalid_json", "the body in s is not valid UTF-8", [{ path: "s", message: "not UTF-8" }]);
  }
}

/** A body's permalink parameter: `z.` + base64url of its deflate-raw compression. */
export async function encodeViewParam(json: string): Promise<string> {
  const stream = new Blob([new TextEncoder().encode(json)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return COMPRESSED_PREFIX + toBase64url(await readLimited(stream, Infinity));
}

/** The plain form: base64url of the body's UTF-8 JSON. */
export const plainViewParam = (json: string) => toBase64url(new TextEncoder().encode(json));

export function parseLang(v: string | undefined, fallback: ViewLang | undefined): ViewLang {
  if (v === undefined || v === "") return fallback ?? "enUS";
  if (v === "enUS" || v === "zhCN") return v;
  throw new ViewInputError(400, "invalid_request", `unknown lang '${v}' (expected enUS or zhCN)`, [{ path: "lang", message: "expected one of 'enUS' | 'zhCN'" }]);
}

// ---------------------------------------------------------------------------------------------------------------- words

const UI = {
  enUS: {
    title: "Resolution", seed: "seed", actions: "Actions", log: "Log", trace: "Trace", before: "Before", after: "After",
    player: (n: number) => `Player ${n}`, hand: "hand", deck: "deck", secrets: "secrets", mana: "mana", armor: "Armor",
    heroPower: "Hero Power", weapon: "weapon", empty: "(no minions)", first: "First", prev: "Previous", next: "Next", last: "Last",
    step: "step", of: "of", noSteps: "No steps: the request has no actions.", cut: (n: number) => `… ${n} more trace nodes not shown.`,
    over: "Game over", winner: (n: number) => `Player ${n} wins`, draw: "Draw", notOver: "The game goes on", toActive: "to act",
    permalink: "permalink", error: "Cannot show this resolution", docs: "what this error means", how: "s is the /v1/resolve body as base64url of its JSON (or z. and base64url of its deflate-raw compression).",
    kinds: { sequence: "Sequence", turn: "Turn", phase: "Phase", step: "Step", event: "Event", queue: "Queue", trigger: "Trigger", skip: "Skipped", random: "Random", aura: "Aura update", gameOver: "Game over" },
    queueHead: ["#", "trigger", "on", "zone", "priority", "order of play"], orderedBy: "ordered by", times: "times", chosen: "chose", among: "among",
    added: "added", removed: "removed", path: "where", keyword: "keyword",
    args: {} as Record<string, string>,
    acts: { play: "play", attack: "attack", heroPower: "Hero Power", trade: "trade", useLocation: "use Location", forge: "Forge", titan: "Titan ability", endTurn: "end turn", concede: "concede", startGame: "start the game" } as Record<string, string>,
  },
  zhCN: {
    title: "结算", seed: "种子", actions: "操作", log: "日志", trace: "结算过程", before: "之前", after: "之后",
    player: (n: number) => `玩家${n}`, hand: "手牌", deck: "牌库", secrets: "奥秘", mana: "法力值", armor: "护甲",
    heroPower: "英雄技能", weapon: "武器", empty: "（没有随从）", first: "第一步", prev: "上一步", next: "下一步", last: "最后一步",
    step: "第", of: "步，共", noSteps: "没有步骤：请求中没有操作。", cut: (n: number) => `……另有${n}个节点未显示。`,
    over: "游戏结束", winner: (n: number) => `玩家${n}获胜`, draw: "平局", notOver: "游戏继续", toActive: "行动",
    permalink: "永久链接", error: "无法显示这次结算", docs: "这个错误的含义", how: "s 是 /v1/resolve 请求体 JSON 的 base64url 编码（或 z. 加上其 deflate-raw 压缩的 base64url 编码）。",
    kinds: { sequence: "序列", turn: "回合", phase: "阶段", step: "步骤", event: "事件", queue: "队列", trigger: "触发", skip: "跳过", random: "随机", aura: "光环更新", gameOver: "游戏结束" },
    queueHead: ["#", "触发者", "时机", "区域", "优先级", "打出顺序"], orderedBy: "排序规则", times: "次", chosen: "选中", among: "候选",
    added: "新增", removed: "移除", path: "位置", keyword: "关键字",
    args: { card: "卡牌", attacker: "攻击者", defender: "被攻击者", target: "目标", position: "位置", player: "玩家", amount: "数值", count: "数量", source: "来源", ref: "引用", choose: "抉择" } as Record<string, string>,
    acts: { play: "打出", attack: "攻击", heroPower: "英雄技能", trade: "交易", useLocation: "使用地标", forge: "锻造", titan: "泰坦技能", endTurn: "结束回合", concede: "认输", startGame: "开始游戏" } as Record<string, string>,
  },
};

/** The queue's ordering rule (the engine's `orderedBy`, 3.2) in the page's language. */
const ORDERED_BY_ZH: Record<string, string> = {
  "priority (first, normal, last), zone (play, hand, deck), low priority after normal, order of play": "优先级（最先、普通、最后），区域（场上、手牌、牌库），低优先级在普通之后，打出顺序",
};

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Escape text for HTML content and attribute values. */
export const esc = (v: unknown): string => String(v).replace(/[&<>"']/g, (c) => ESC[c]!);

// ---------------------------------------------------------------------------------------------------------------- page

type Json = Record<string, any>; // the output state, read field by field

interface Ctx {
  lang: ViewLang;
  t: (typeof UI)["enUS"];
  name: (card: string) => string;
  who: (r: EntityRef | undefined) => string;
}

function context(req: ResolveRequest, lang: ViewLang): Ctx {
  const cards = new CardRegistry(req.cards ?? []);
  const name = (card: string) => cards.get(card)?.name[lang] ?? card;
  const who = (r: EntityRef | undefined) => (r ? `${name(r.card)}${r.ref ? ` (${r.ref})` : ` #${r.id}`}` : "");
  return { lang, t: UI[lang], name, who };
}

const isRef = (v: unknown): v is EntityRef => typeof v === "object" && v !== null && "id" in v && "card" in v;

function entityBox(e: Json | undefined, c: Ctx, cls: string): string {
  if (!e) return "";
  const stats: string[] = [];
  if (typeof e.attack === "number" && (e.attack > 0 || cls === "m")) stats.push(`<b class="a">${e.attack}</b>`);
  if (typeof e.health === "number") stats.push(`<b class="h${e.maxHealth !== undefined && e.health < e.maxHealth ? " hurt" : ""}">${e.health}</b>`);
  if (typeof e.durability === "number") stats.push(`<b class="h">${e.durability}</b>`);
  if (e.armor) stats.push(`<b class="r" title="${esc(c.t.armor)}">${e.armor}</b>`);
  const seen = e.seen && typeof e.seen === "object" ? Object.keys(e.seen).map((k) => tagWord(k, c.lang)) : [];
  const ref = e.ref ? ` <i>${esc(e.ref)}</i>` : "";
  return `<div class="e ${cls}" data-id="${esc(e.id)}" title="${esc(`${c.name(e.card)} · ${e.card} #${e.id}`)}"><span class="n">${esc(c.name(e.card))}${ref}</span>${seen.length ? `<span class="k">${esc(seen.join(", "))}</span>` : ""}<span class="s">${stats.join("")}</span></div>`;
}

function playerPanel(p: Json, n: number, active: boolean, c: Ctx): string {
  const t = c.t;
  const mana = p.mana ? `${Number(p.mana.crystals ?? 0) - Number(p.mana.used ?? 0)}/${p.mana.crystals ?? 0}` : "";
  const counts = [
    `${t.hand} <b data-count="hand">${(p.hand ?? []).length}</b>`,
    `${t.deck} <b>${(p.deck ?? []).length}</b>`,
    `${t.secrets} <b>${(p.secrets ?? []).length}</b>`,
    mana ? `${t.mana} <b>${mana}</b>` : "",
  ].filter(Boolean).join(" · ");
  const board = (p.board ?? []).map((m: Json) => entityBox(m, c, "m")).join("") || `<span class="none">${esc(t.empty)}</span>`;
  return `<div class="p p${n}${active ? " act" : ""}"><div class="row hero">${entityBox(p.hero, c, "hero")}${entityBox(p.weapon, c, "w")}${entityBox(p.heroPower, c, "hp")}<span class="who">${esc(t.player(n))}${active ? ` · ${esc(t.toActive)}` : ""}<br><small>${counts}</small></span></div><div class="row board">${board}</div></div>`;
}

function boardPanel(state: Json, which: "before" | "after", c: Ctx): string {
  const ps = state.players as Json[];
  return `<div class="bd ${which}"${which === "before" ? " hidden" : ""}>${playerPanel(ps[1]!, 2, state.activePlayer === 2, c)}${playerPanel(ps[0]!, 1, state.activePlayer !== 2, c)}</div>`;
}

function actionText(a: Json, c: Ctx, refs: Map<string, string>): string {
  const type = String(a.type);
  const label = c.t.acts[type] ?? scenarioWord(type, c.lang);
  const parts: string[] = [];
  for (const [k, v] of Object.entries(a)) {
    if (k === "type") continue;
    let s = typeof v === "string" ? v : JSON.stringify(v);
    if (typeof v === "string" && refs.has(v)) s = `${c.name(refs.get(v)!)} (${v})`;
    else if ((k === "card") && typeof v === "string") s = c.name(v);
    parts.push(`${c.t.args[k] ?? k}: ${s}`);
  }
  return `<b>${esc(label)}</b>${parts.length ? ` <span class="arg">${esc(parts.join(", "))}</span>` : ""}`;
}

/** One trace node's line (kind, name, what it acts on) and the ids of the entities it names (source, targets). */
function nodeLine(n: TraceNode, c: Ctx, seq: number): { html: string; src: number[]; tgt: number[] } {
  const t = c.t;
  const kind = `<span class="kd ${n.kind}">${esc(t.kinds[n.kind] ?? n.kind)}</span> `;
  const src: number[] = [], tgt: number[] = [];
  const ent = (r: unknown, into: number[]) => {
    if (!isRef(r)) return typeof r === "string" || typeof r === "number" ? esc(r) : "";
    into.push(r.id);
    return `<span class="en">${esc(c.who(r))}</span>`;
  };
  switch (n.kind) {
    case "sequence":
    case "turn": {
      const a = (n.action ?? {}) as Json;
      const what = n.action ? `${esc(c.t.acts[String(a.type)] ?? scenarioWord(String(a.type), c.lang))}${a.cardId ? ` ${esc(c.name(String(a.cardId)))}` : ""}${a.player ? ` · ${esc(t.player(Number(a.player)))}` : ""}` : esc((n as { name?: string }).name ?? "");
      return { html: `${kind}<b>${seq}</b> ${what}`, src, tgt };
    }
    case "phase":
      return { html: `${kind}<code>${esc(n.name)}</code>`, src, tgt };
    case "step": {
      const extra: string[] = [];
      for (const [k, v] of Object.entries(n)) {
        if (k === "kind" || k === "name" || k === "children") continue;
        if (Array.isArray(v)) {
          if (v.length) extra.push(`${esc(k)}: ${v.map((x) => ent(x, tgt)).join(", ")}`);
        } else if (isRef(v)) extra.push(`${esc(k)}: ${ent(v, tgt)}`);
        else if (v !== undefined && typeof v !== "object") extra.push(`${esc(k)}: ${esc(v)}`);
      }
      return { html: `${kind}<code>${esc(n.name)}</code>${extra.length ? ` <span class="arg">${extra.join(" · ")}</span>` : ""}`, src, tgt };
    }
    case "event": {
      const s = n.source ? `${ent(n.source, src)} → ` : "";
      const g = n.target ? ent(n.target, tgt) : "";
      const amount = n.amount !== undefined ? ` <b>${esc(n.amount)}</b>` : "";
      const p = n.player !== undefined && !n.target ? ` ${esc(t.player(Number(n.player)))}` : "";
      return { html: `${kind}<code>${esc(n.type)}</code> ${s}${g}${amount}${p}`, src, tgt };
    }
    case "queue": {
      const rows = n.entries
        .map((e, i) => `<tr><td>${i + 1}</td><td>${ent(e.source, src)}${e.keyword ? ` <small>${esc(e.keyword)}</small>` : ""}</td><td><code>${esc(e.on)}</code></td><td>${esc(e.zone)}</td><td>${esc(e.priority)}</td><td>${esc(e.order)}</td></tr>`)
        .join("");
      const why = c.lang === "zhCN" ? ORDERED_BY_ZH[n.orderedBy] ?? n.orderedBy : n.orderedBy;
      return {
        html: `${kind}${n.entries.length}<table class="q"><tr>${t.queueHead.map((h) => `<th>${esc(h)}</th>`).join("")}</tr>${rows}</table><div class="why">${esc(t.orderedBy)}: ${esc(why)}</div>`,
        src, tgt,
      };
    }
    case "trigger":
      return {
        html: `${kind}${ent(n.source, src)} <code>${esc(n.on)}</code>${n.keyword ? ` <small>${esc(n.keyword)}</small>` : ""}${n.times ? ` ×${esc(n.times)}` : ""}${n.host ? ` · ${ent(n.host, tgt)}` : ""}`,
        src, tgt,
      };
    case "skip":
      return { html: `${kind}${n.source ? ent(n.source, src) + " " : ""}<span class="arg">${esc(n.reason)}</span>`, src, tgt };
    case "random": {
      const chosen = Array.isArray(n.chosen) ? `${n.chosen.length}` : isRef(n.chosen) ? ent(n.chosen, tgt) : esc(typeof n.chosen === "number" ? n.chosen : c.name(String(n.chosen)));
      return { html: `${kind}<code>${esc(n.purpose)}</code> ${esc(t.chosen)} ${chosen} <small>${esc(t.among)} ${n.candidates.length}${n.leftOut ? ` (+${esc(n.leftOut)})` : ""}</small>`, src, tgt };
    }
    case "aura":
      return { html: `${kind}<span class="arg">${esc(t.added)} ${n.added.length} · ${esc(t.removed)} ${n.removed.length}</span>`, src, tgt };
    case "gameOver":
      return { html: `${kind}${n.draw ? esc(t.draw) : n.winner ? esc(t.winner(n.winner)) : ""}`, src, tgt };
  }
}

/** The trace in pre-order: one <li> per node with its depth, parent and the entities it names. */
function traceList(roots: TraceNode[], c: Ctx): { html: string; count: number; cut: number } {
  const items: string[] = [];
  let total = 0, seq = 0;
  const walk = (n: TraceNode, depth: number, parent: number) => {
    total++;
    if (items.length >= VIEW_MAX_NODES) {
      for (const ch of n.children) walk(ch, depth + 1, -1);
      return;
    }
    if (n.kind === "sequence" || n.kind === "turn") seq++;
    const i = items.length;
    const { html, src, tgt } = nodeLine(n, c, seq);
    items.push(`<li data-p="${parent}" data-s="${src.join(" ")}" data-t="${tgt.join(" ")}" style="--d:${depth}"><div class="l">${html}</div></li>`);
    for (const ch of n.children) walk(ch, depth + 1, i);
  };
  for (const r of roots) walk(r, 0, -1);
  return { html: items.join(""), count: items.length, cut: total - items.length };
}

const STYLE = `*{box-sizing:border-box}body{margin:0;padding:8px;font:13px/1.35 system-ui,"Noto Sans CJK SC","Microsoft YaHei",sans-serif;color:#222;background:#fbfaf7}
h1{font-size:15px;margin:0 0 6px}h2{font-size:13px;margin:8px 0 4px;color:#555}small{color:#666}code{font:12px ui-monospace,monospace;background:#efece4;padding:0 3px;border-radius:3px}
header{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline}header .sp{flex:1}a{color:#2451a6}
.grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:8px}@media (max-width:640px){.grid{grid-template-columns:1fr}}
.tabs button,.ctl button{font:inherit;padding:2px 8px;border:1px solid #bbb;background:#fff;border-radius:4px;cursor:pointer}.tabs button[aria-pressed=true]{background:#2451a6;color:#fff;border-color:#2451a6}
.bd{background:#3b5e3a;border-radius:8px;padding:6px;color:#fff}.p{padding:4px}.p2{border-bottom:1px dashed #8fb08c}.p.act .who{color:#ffe08a}
.row{display:flex;flex-wrap:wrap;gap:4px;align-items:stretch;min-height:44px;margin:2px 0}.who{font-size:12px}.who small{color:#dfe8dd}.none{color:#b9ceb6;font-style:italic;align-self:center}
.e{position:relative;width:84px;min-height:44px;background:#f3ead2;color:#222;border:2px solid #9b8a5a;border-radius:6px;padding:2px 3px 14px;font-size:10.5px;overflow:hidden}
.e.hero{background:#e8d9b0;border-color:#7b5d1e;width:96px}.e.hp{width:72px;background:#d9d1ee;border-color:#6a5a9c}.e.w{width:72px;background:#e3d7cf;border-color:#6b5446}
.e .n{display:block;font-weight:600;overflow-wrap:anywhere}.e i{font-style:normal;color:#2451a6}.e .k{display:block;color:#7a4b00;font-size:10px}
.e .s{position:absolute;left:2px;right:2px;bottom:1px;display:flex;justify-content:space-between}.e .s b{min-width:15px;text-align:center;border-radius:8px;color:#fff;font-size:11px}
.e .a{background:#b8860b}.e .h{background:#b22222;margin-left:auto}.e .h.hurt{background:#ff4040;outline:1px solid #fff}.e .r{background:#666;margin-left:2px}
.e.src{box-shadow:0 0 0 3px #ff9f1a}.e.tgt{box-shadow:0 0 0 3px #ff3b6b}
.ctl{display:flex;gap:4px;align-items:center;flex-wrap:wrap;margin-bottom:4px}.ctl .pos{margin-left:auto}
.crumb{min-height:2.6em;background:#fff;border:1px solid #ddd;border-radius:4px;padding:3px 5px;margin-bottom:4px;font-size:12px}
ol.tr{position:relative;list-style:none;margin:0;padding:0;max-height:300px;overflow:auto;border:1px solid #ddd;border-radius:4px;background:#fff}
ol.tr li{padding:1px 4px 1px calc(4px + var(--d) * 12px);border-bottom:1px solid #f1f1f1;cursor:pointer}ol.tr li.cur{background:#fff1c2}
.kd{display:inline-block;min-width:3.2em;font-size:10px;font-weight:700;text-transform:uppercase;color:#fff;background:#888;border-radius:3px;padding:0 3px;text-align:center}
.kd.sequence,.kd.turn{background:#2451a6}.kd.phase{background:#6a4fb3}.kd.step{background:#2f855a}.kd.event{background:#b7791f}.kd.queue{background:#c53030}.kd.trigger{background:#d8590d}.kd.random{background:#555}
.arg{color:#555}.en{font-weight:600}table.q{border-collapse:collapse;margin:2px 0;font-size:11px}table.q td,table.q th{border:1px solid #ddd;padding:0 4px}.why{font-size:11px;color:#555}
ol.acts{margin:0;padding-left:20px}ul.log{margin:0;padding-left:18px;max-height:140px;overflow:auto}.err{background:#fff;border:1px solid #e0b4b4;border-left:5px solid #c53030;border-radius:4px;padding:8px 12px}`;

/** The page's one script: the Before/After tabs and the step-through (buttons, arrow keys, a click on a node, #step-N). */
const SCRIPT = `(function(){
var d=document,items=[].slice.call(d.querySelectorAll("ol.tr li")),cur=-1,pos=d.getElementById("pos"),crumb=d.getElementById("crumb");
function tab(w){[].forEach.call(d.querySelectorAll(".bd"),function(b){b.hidden=!b.classList.contains(w)});[].forEach.call(d.querySelectorAll(".tabs button"),function(b){b.setAttribute("aria-pressed",String(b.dataset.tab===w))})}
[].forEach.call(d.querySelectorAll(".tabs button"),function(b){b.addEventListener("click",function(){tab(b.dataset.tab)})});
function ids(s){return s?s.split(" "):[]}
function go(i){if(!items.length)return;i=Math.max(0,Math.min(items.length-1,i));if(cur>=0)items[cur].classList.remove("cur");cur=i;var li=items[i];li.classList.add("cur");
var ol=li.parentNode;if(li.offsetTop<ol.scrollTop||li.offsetTop+li.offsetHeight>ol.scrollTop+ol.clientHeight)ol.scrollTop=li.offsetTop-ol.clientHeight/3;
var chain=[],p=i;while(p>=0){chain.unshift(items[p].querySelector(".l").textContent.replace(/\\s+/g," ").trim().slice(0,90));p=+items[p].dataset.p}
crumb.textContent=chain.join("  \\u203a  ");pos.textContent=pos.dataset.f.replace("N",i+1).replace("M",items.length);
[].forEach.call(d.querySelectorAll(".e.src,.e.tgt"),function(e){e.classList.remove("src","tgt")});
ids(li.dataset.s).forEach(function(x){[].forEach.call(d.querySelectorAll('.e[data-id="'+x+'"]'),function(e){e.classList.add("src")})});
ids(li.dataset.t).forEach(function(x){[].forEach.call(d.querySelectorAll('.e[data-id="'+x+'"]'),function(e){e.classList.add("tgt")})});
d.body.dataset.step=String(i+1)}
var act={first:function(){go(0)},prev:function(){go(cur-1)},next:function(){go(cur+1)},last:function(){go(items.length-1)}};
[].forEach.call(d.querySelectorAll(".ctl button"),function(b){b.addEventListener("click",function(){act[b.dataset.go]()})});
items.forEach(function(li,i){li.addEventListener("click",function(){go(i)})});
d.addEventListener("keydown",function(e){if(e.key==="ArrowRight"||e.key==="j"){go(cur+1);e.preventDefault()}else if(e.key==="ArrowLeft"||e.key==="k"){go(cur-1);e.preventDefault()}});
var m=/^#step-(\\d+)$/.exec(location.hash);go(m?+m[1]-1:0)})();`;

let scriptHash: Promise<string> | undefined;
/** The CSP: nothing from outside; inline styles, and only this page's script (by its hash). */
export async function viewCsp(): Promise<string> {
  scriptHash ??= crypto.subtle.digest("SHA-256", new TextEncoder().encode(SCRIPT)).then((h) => toBase64(new Uint8Array(h)));
  return `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${await scriptHash}'; img-src data:; base-uri 'none'; form-action 'none'`;
}
const toBase64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));

function shell(lang: ViewLang, title: string, body: string, withScript: boolean): string {
  return `<!doctype html><html lang="${lang === "zhCN" ? "zh-CN" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}${withScript ? `<script>${SCRIPT}</script>` : ""}</body></html>`;
}

/** Links to the same page in the other language (`self` is the page's path and `s`, without `lang`). */
function langLinks(self: string, lang: ViewLang): string {
  const sep = self.includes("?") ? "&" : "?";
  const link = (l: ViewLang, label: string) => (l === lang ? `<b>${label}</b>` : `<a href="${esc(`${self}${sep}lang=${l}`)}">${label}</a>`);
  return `<span>${link("enUS", "English")} · ${link("zhCN", "中文")}</span>`;
}

export interface ViewInput {
  req: ResolveRequest;
  before: ResolveResult["state"];
  result: ResolveResult;
  lang: ViewLang;
  /** The page's own path and query without `lang` (for the language links). */
  self: string;
  /** The permalink's path (/view/z.…). */
  permalink: string;
}

export function renderView(v: ViewInput): string {
  const c = context(v.req, v.lang);
  const t = c.t;
  const refs = new Map<string, string>();
  for (const st of [v.before, v.result.state] as Json[]) {
    for (const p of st.players as Json[]) {
      for (const slot of ["hero", "heroPower", "weapon"]) if (p[slot]?.ref) refs.set(p[slot].ref, p[slot].card);
      for (const zone of ["board", "hand", "deck", "secrets", "graveyard", "setAside"]) for (const e of p[zone] ?? []) if (e.ref) refs.set(e.ref, e.card);
    }
  }
  const o = v.result.outcome;
  const outcome = o.over ? `${t.over}: ${o.draw ? t.draw : o.winner ? t.winner(o.winner) : ""}` : t.notOver;
  const trace = traceList(v.result.trace, c);
  const stepFormat = `${t.step} N ${t.of} M`; // "step 3 of 40", "第 3 步，共 40"
  const actions = v.req.actions.map((a) => `<li>${actionText(a as Json, c, refs)}</li>`).join("");
  const body = `<header><h1>${esc(t.title)}</h1><span>${esc(t.seed)} ${esc(v.req.seed ?? 0)}</span><span class="outcome">${esc(outcome)}</span><span class="sp"></span>${langLinks(v.self, v.lang)}<a href="${esc(v.permalink)}" target="_blank" rel="noopener">${esc(t.permalink)}</a></header>
<div class="grid"><section><div class="tabs"><button type="button" data-tab="before" aria-pressed="false">${esc(t.before)}</button> <button type="button" data-tab="after" aria-pressed="true">${esc(t.after)}</button></div>
${boardPanel(v.before as Json, "before", c)}${boardPanel(v.result.state as Json, "after", c)}
<h2>${esc(t.actions)}</h2><ol class="acts">${actions}</ol>
<details><summary>${esc(t.log)} (${v.result.log.length})</summary><ul class="log">${v.result.log.map((l) => `<li>${esc(l)}</li>`).join("")}</ul></details></section>
<section><h2>${esc(t.trace)}</h2>${trace.count ? `<div class="ctl"><button type="button" data-go="first">« ${esc(t.first)}</button><button type="button" data-go="prev">◀ ${esc(t.prev)}</button><button type="button" data-go="next">${esc(t.next)} ▶</button><button type="button" data-go="last">${esc(t.last)} »</button><span class="pos" id="pos" data-f="${esc(stepFormat)}"></span></div>
<div class="crumb" id="crumb"></div><ol class="tr">${trace.html}</ol>${trace.cut ? `<p><small>${esc(t.cut(trace.cut))}</small></p>` : ""}` : `<p>${esc(t.noSteps)}</p><span id="pos" data-f=""></span><div id="crumb"></div>`}</section></div>`;
  return shell(v.lang, `${t.title} · Hearthstone`, body, true);
}

export function renderViewError(status: number, code: string, message: string, issues: Issue[], lang: ViewLang): string {
  const t = UI[lang];
  const list = issues.length ? `<ul>${issues.map((i) => `<li><code>${esc(i.path)}</code>: ${esc(i.message)}</li>`).join("")}</ul>` : "";
  const body = `<div class="err" role="alert"><h1>${esc(t.error)}</h1><p><b>${status}</b> <code>${esc(code)}</code> — ${esc(message)}</p>${list}<p><small>${esc(t.how)} <a href="/docs/errors#${esc(code)}">${esc(t.docs)}</a></small></p></div>`;
  return shell(lang, `${status} · ${t.error}`, body, false);
}
