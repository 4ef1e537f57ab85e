/**
 * @module hearthstone/log
 * The readable log, in enUS or zhCN, written from the trace after resolution (so it says exactly what
 * the trace says): one line per action, turn, game event, deathrattle, random pick and game end.
 */
import type { EntityRef, TraceNode } from "../trace.js";
import type { CardRegistry } from "./cards/registry.js";
import { purposeZh, scenarioWord, tagWord, valueWord } from "./words.js";

export type Locale = "enUS" | "zhCN";

type EventNode = Extract<TraceNode, { kind: "event" }>;

/** What a line template can ask for. */
interface Words {
  who(r: EntityRef | undefined): string;
  card(id: string): string;
  player(n: unknown): string;
  /** A keyword or state tag (TAUNT) in the log's words. */
  tag(t: string): string;
}

type Line = (n: EventNode, w: Words) => string;

/** What a buff event gives: changes to Attack and Health, and keywords; "" when it only sets stats. */
const gainOf = (n: EventNode, w: Words, sep: string): string => {
  // The parts joined by `sep` as they come (no list of parts, no list of keyword words).
  let out = "", any = false;
  const a = Number(n.attack ?? 0), h = Number(n.health ?? 0);
  if (a || h) { out = `${a < 0 ? a : "+" + a}/${h < 0 ? h : "+" + h}`; any = true; }
  if (Array.isArray(n.grants)) for (let i = 0, listList = n.grants as string[]; i < listList.length; i++) {
    const t = listList[i]!; out = any ? out + sep + w.tag(t) : w.tag(t); any = true; }
  if (!any && n.setAttack === undefined && n.setHealth === undefined && n.enchantment) out = w.card(String(n.enchantment));
  return out;
};
/** The buff line: what it gives, then what it sets ("set Health to 1" reads as such). */
const buffLine = (n: EventNode, w: Words, zh: boolean): string => {
  const who = w.who(n.target);
  const gain = gainOf(n, w, zh ? "、" : " ");
  const sa = n.setAttack, sh = n.setHealth;
  // At most two sentences, joined as they come (no list of them).
  const gets = gain ? (zh ? `${who}获得${gain}。` : `${who} gets ${gain}.`) : undefined;
  const set = sa !== undefined && sh !== undefined ? (zh ? `${who}的攻击力和生命值变为${sa}/${sh}。` : `${who}'s Attack and Health become ${sa}/${sh}.`)
    : sa !== undefined ? (zh ? `${who}的攻击力变为${sa}。` : `${who}'s Attack becomes ${sa}.`)
    : sh !== undefined ? (zh ? `${who}的生命值变为${sh}。` : `${who}'s Health becomes ${sh}.`)
    : undefined;
  if (gets !== undefined && set !== undefined) return gets + (zh ? "" : " ") + set;
  return gets ?? set ?? (zh ? `${who}获得一个状态。` : `${who} gets an enchantment.`);
};
/** Where a damaged or healed card out of play was (2.3: the chosen target in hand). */
const PLACE: Record<Locale, Record<string, string>> = {
  enUS: { HAND: " (in hand)", DECK: " (in the deck)", GRAVEYARD: " (in the graveyard)" },
  zhCN: { HAND: "（手牌中）", DECK: "（牌库中）", GRAVEYARD: "（墓地中）" },
};
const placeOf = (l: Locale, n: EventNode) => (typeof n.zone === "string" ? PLACE[l][n.zone] ?? "" : "");
const owner = (n: EventNode, w: Words) => w.player(n.player ?? n.target?.controller);

const EVENTS: Record<Locale, Record<string, Line>> = {
  enUS: {
    "pre-attack": (n, w) => `${w.who(n.source)} attacks ${w.who(n.target)}.`,
    damage: (n, w) => (n.source ? `${w.who(n.source)} deals ${n.amount} damage to ${w.who(n.target)}${placeOf("enUS", n)}.` : `${w.who(n.target)}${placeOf("enUS", n)} takes ${n.amount} damage.`),
    heal: (n, w) => (n.source ? `${w.who(n.source)} restores ${n.amount} Health to ${w.who(n.target)}${placeOf("enUS", n)}.` : `${w.who(n.target)}${placeOf("enUS", n)} is healed for ${n.amount}.`),
    overheal: (n, w) => `${w.who(n.target)} is overhealed by ${n.amount}.`,
    summon: (n, w) => `${w.who(n.target)} is summoned for ${owner(n, w)}.`,
    death: (n, w) => `${w.who(n.target)} dies.`,
    draw: (n, w) => `${owner(n, w)} draws ${w.who(n.target)}.`,
    fatigue: (n, w) => `${owner(n, w)} is out of cards: fatigue ${n.amount}.`,
    burn: (n, w) => `${owner(n, w)}'s ${w.who(n.target)} is burned.`,
    discard: (n, w) => `${owner(n, w)} discards ${w.who(n.target)}.`,
    destroy: (n, w) => `${w.who(n.target)} is destroyed.`,
    freeze: (n, w) => `${w.who(n.target)} is frozen.`,
    silence: (n, w) => `${w.who(n.target)} is silenced.`,
    armor: (n, w) => (Number(n.amount) < 0 ? `${w.who(n.target)} spends ${-Number(n.amount)} Armor.` : `${w.who(n.target)} gains ${n.amount} Armor.`),
    buff: (n, w) => buffLine(n, w, false),
    reveal: (n, w) => `Secret revealed: ${w.who(n.target)}.`,
    "divine-shield": (n, w) => `${w.who(n.target)} loses Divine Shield.`,
    "damage-change": (n, w) => (n.amount === 0 ? `${w.who(n.source)} prevents the damage to ${w.who(n.target)}.` : `${w.who(n.source)} changes the damage to ${w.who(n.target)} to ${n.amount}.`),
    equip: (n, w) => `${owner(n, w)} equips ${w.who(n.target)}.`,
    durability: (n, w) => `${w.who(n.target)} loses 1 Durability.`,
    "health-set": (n, w) => `${w.who(n.target)}'s remaining Health is set to ${n.amount}.`,
    "extra-attack": (n, w) => `${w.who(n.target)} may attack ${n.amount === 1 ? "once" : `${n.amount} times`} more this turn.`,
    refresh: (n, w) => `${w.who(n.target)} can be used again.`,
    countdown: (n, w) => `${w.who(n.target)} lasts ${n.amount} more turn${n.amount === 1 ? "" : "s"}.`,
    use: (n, w) => `${n.enchantment ? w.card(String(n.enchantment)) : "A state"} on ${w.who(n.target)} has ${n.amount} use${n.amount === 1 ? "" : "s"} left.`,
    improve: (n, w) => `${w.who(n.target)} improves (${n.amount} so far).`,
    corpses: (n, w) => {
      const k = Math.abs(Number(n.amount));
      return `${owner(n, w)} ${Number(n.amount) < 0 ? "spends" : "gains"} ${k} Corpse${k === 1 ? "" : "s"} (${n.corpses} now).`;
    },
    countered: (n, w) => `${w.who(n.source)} counters ${w.who(n.target)}.`,
    expire: (n, w) => `${w.who(n.target)} loses ${n.enchantment ? w.card(String(n.enchantment)) : n.keyword ? w.tag(String(n.keyword)) : "an enchantment"}.`,
    control: (n, w) => `${owner(n, w)} takes control of ${w.who(n.target)}.`,
    transform: (n, w) => `${w.card(String(n.from))} is transformed into ${w.card(String(n.into))}.`,
    overload: (n, w) => `${owner(n, w)} is overloaded by ${n.amount}.`,
    "extra-turns": (n, w) => `Extra turns before the next turn: ${(n.turns as number[]).map((t) => w.player(t)).join(", ")}.`,
    dormant: (n, w) => `${w.who(n.target)} goes Dormant for ${n.amount} turns.`,
    awaken: (n, w) => `${w.who(n.target)} awakens.`,
    discover: (n, w) => (n.drawAll ? `${owner(n, w)} draws all the options.` : n.keepAll ? `${owner(n, w)} keeps all the options.` : `${owner(n, w)} discovers ${n.target ? w.who(n.target) : w.card(String(n.chosen))}.`),
    choose: (n, w) => `${owner(n, w)} chooses ${n.chosen === undefined ? `option ${Number(n.index) + 1}` : w.card(String(n.chosen))}.`,
    "zone-change": (n, w) => (n.to === "HAND" ? `${w.who(n.target)} goes to ${w.player(n.target?.controller)}'s hand.`
      : n.to === "SETASIDE" && n.reason === "absorbed" ? `${w.who(n.source)} absorbs ${w.who(n.target)}.` : ""),
  },
  zhCN: {
    "pre-attack": (n, w) => `${w.who(n.source)}攻击${w.who(n.target)}。`,
    damage: (n, w) => (n.source ? `${w.who(n.source)}对${w.who(n.target)}${placeOf("zhCN", n)}造成${n.amount}点伤害。` : `${w.who(n.target)}${placeOf("zhCN", n)}受到${n.amount}点伤害。`),
    heal: (n, w) => (n.source ? `${w.who(n.source)}为${w.who(n.target)}${placeOf("zhCN", n)}恢复${n.amount}点生命值。` : `${w.who(n.target)}${placeOf("zhCN", n)}恢复${n.amount}点生命值。`),
    overheal: (n, w) => `${w.who(n.target)}被过量治疗${n.amount}点。`,
    summon: (n, w) => `${owner(n, w)}召唤了${w.who(n.target)}。`,
    death: (n, w) => `${w.who(n.target)}死亡。`,
    draw: (n, w) => `${owner(n, w)}抽到${w.who(n.target)}。`,
    fatigue: (n, w) => `${owner(n, w)}的牌库已空：疲劳${n.amount}。`,
    burn: (n, w) => `${owner(n, w)}的${w.who(n.target)}被烧毁。`,
    discard: (n, w) => `${owner(n, w)}弃掉了${w.who(n.target)}。`,
    destroy: (n, w) => `${w.who(n.target)}被消灭。`,
    freeze: (n, w) => `${w.who(n.target)}被冻结。`,
    silence: (n, w) => `${w.who(n.target)}被沉默。`,
    armor: (n, w) => (Number(n.amount) < 0 ? `${w.who(n.target)}消耗${-Number(n.amount)}点护甲值。` : `${w.who(n.target)}获得${n.amount}点护甲值。`),
    buff: (n, w) => buffLine(n, w, true),
    reveal: (n, w) => `奥秘揭示：${w.who(n.target)}。`,
    "divine-shield": (n, w) => `${w.who(n.target)}失去圣盾。`,
    "damage-change": (n, w) => (n.amount === 0 ? `${w.who(n.source)}防止了对${w.who(n.target)}的伤害。` : `${w.who(n.source)}将对${w.who(n.target)}的伤害改为${n.amount}点。`),
    equip: (n, w) => `${owner(n, w)}装备了${w.who(n.target)}。`,
    durability: (n, w) => `${w.who(n.target)}失去1点耐久度。`,
    "health-set": (n, w) => `${w.who(n.target)}的剩余生命值变为${n.amount}。`,
    "extra-attack": (n, w) => `${w.who(n.target)}本回合可以再攻击${n.amount}次。`,
    refresh: (n, w) => `${w.who(n.target)}重新开启，可以再次使用。`,
    countdown: (n, w) => `${w.who(n.target)}还将持续${n.amount}回合。`,
    use: (n, w) => `${w.who(n.target)}身上的${n.enchantment ? w.card(String(n.enchantment)) : "状态"}还剩${n.amount}次。`,
    improve: (n, w) => `${w.who(n.target)}得到提升（已提升${n.amount}次）。`,
    corpses: (n, w) => `${owner(n, w)}${Number(n.amount) < 0 ? "消耗" : "获得"}${Math.abs(Number(n.amount))}份残骸（现有${n.corpses}份）。`,
    countered: (n, w) => `${w.who(n.source)}反制了${w.who(n.target)}。`,
    expire: (n, w) => `${w.who(n.target)}失去${n.enchantment ? w.card(String(n.enchantment)) : n.keyword ? w.tag(String(n.keyword)) : "一个状态"}。`,
    control: (n, w) => `${owner(n, w)}获得了${w.who(n.target)}的控制权。`,
    transform: (n, w) => `${w.card(String(n.from))}变形成为${w.card(String(n.into))}。`,
    overload: (n, w) => `${owner(n, w)}过载${n.amount}点。`,
    "extra-turns": (n, w) => `在下个回合之前插入额外回合：${(n.turns as number[]).map((t) => w.player(t)).join("、")}。`,
    dormant: (n, w) => `${w.who(n.target)}休眠${n.amount}回合。`,
    awaken: (n, w) => `${w.who(n.target)}苏醒。`,
    discover: (n, w) => (n.drawAll ? `${owner(n, w)}抽取了所有选项。` : n.keepAll ? `${owner(n, w)}保留了所有选项。` : `${owner(n, w)}发现了${n.target ? w.who(n.target) : w.card(String(n.chosen))}。`),
    choose: (n, w) => `${owner(n, w)}选择了${n.chosen === undefined ? `选项${Number(n.index) + 1}` : w.card(String(n.chosen))}。`,
    "zone-change": (n, w) => (n.to === "HAND" ? `${w.who(n.target)}进入${w.player(n.target?.controller)}的手牌。`
      : n.to === "SETASIDE" && n.reason === "absorbed" ? `${w.who(n.source)}吸收了${w.who(n.target)}。` : ""),
  },
};

const OTHER = {
  enUS: {
    play: (p: string, c: string) => `${p} plays ${c}.`,
    heroPower: (p: string, c: string) => `${p} uses ${c}.`,
    trade: (p: string, c: string) => `${p} trades ${c}.`,
    useLocation: (p: string, c: string) => `${p} uses ${c}.`,
    forge: (p: string, c: string) => `${p} Forges ${c}.`,
    titan: (p: string, c: string, a: string) => `${p}'s ${c} uses ${a}.`,
    endTurn: (p: string) => `${p} ends the turn.`,
    concede: (p: string) => `${p} concedes.`,
    scenario: (what: string) => `Scenario: ${what}.`,
    turn: (t: unknown, p: string) => `Turn ${t} begins: ${p}'s turn.`,
    redirect: (to: string) => `The attack is redirected to ${to}.`,
    rewind: (p: string, c: string, again: boolean) => (again ? `${p} rewinds time: ${c} is played again.` : `${p} keeps the timeline of ${c}.`),
    deathrattle: (c: string, again: boolean) => `${c}'s Deathrattle triggers${again ? " again" : ""}.`,
    random: (purpose: string, chosen: string) => `Random pick (${purpose}): ${chosen}.`,
    shuffle: (p: string, n: number) => `${p}'s deck is shuffled (${n} cards).`,
    win: (p: string) => `${p} wins.`,
    draw: () => "The game is a draw.",
    player: (n: unknown) => `Player ${n}`,
  },
  zhCN: {
    play: (p: string, c: string) => `${p}使用了${c}。`,
    heroPower: (p: string, c: string) => `${p}使用了${c}。`,
    trade: (p: string, c: string) => `${p}交易了${c}。`,
    useLocation: (p: string, c: string) => `${p}使用了地标${c}。`,
    forge: (p: string, c: string) => `${p}锻造了${c}。`,
    titan: (p: string, c: string, a: string) => `${p}的${c}使用了${a}。`,
    endTurn: (p: string) => `${p}结束回合。`,
    concede: (p: string) => `${p}投降。`,
    scenario: (what: string) => `情景：${what}。`,
    turn: (t: unknown, p: string) => `第${t}回合开始：${p}的回合。`,
    redirect: (to: string) => `攻击目标变为${to}。`,
    rewind: (p: string, c: string, again: boolean) => (again ? `${p}回溯时间：再次使用${c}。` : `${p}维持${c}的时间线。`),
    deathrattle: (c: string, again: boolean) => `${c}的亡语${again ? "再次" : ""}触发。`,
    random: (purpose: string, chosen: string) => `随机选择（${purposeZh(purpose)}）：${chosen}。`,
    shuffle: (p: string, n: number) => `${p}的牌库洗牌（${n}张）。`,
    win: (p: string) => `${p}获胜。`,
    draw: () => "游戏以平局结束。",
    player: (n: unknown) => `玩家${n}`,
  },
};

/**
 * The cards of which the trace names two entities or more (sources, targets, picks ...), which the log tells apart: for each
 * card named, the first entity id named with it, or `true` once another is.
 */
function sharedCards(roots: readonly TraceNode[]): Map<string, number | true> {
  const first = new Map<string, number | true>();
  // Only objects and lists can name an entity: the walk looks no further into strings, numbers and booleans.
  const note = (v: object): void => {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) { const x: unknown = v[i]; if (typeof x === "object" && x !== null) note(x); }
      return;
    }
    const r = v as Partial<EntityRef>;
    if (typeof r.id !== "number" || typeof r.card !== "string") return;
    const seen = first.get(r.card);
    if (seen === undefined) first.set(r.card, r.id);
    else if (seen !== true && seen !== r.id) first.set(r.card, true);
  };
  const walk = (n: TraceNode): void => {
    const o = n as Record<string, unknown>;
    for (const k in o) {
      if (k === "children") continue;
      const v = o[k];
      if (typeof v === "object" && v !== null) note(v);
    }
    const c = n.children;
    for (let i = 0; i < c.length; i++) walk(c[i]!);
  };
  for (let j = 0; j < roots.length; j++) { const r = roots[j]!; walk(r); }
  return first;
}

export function buildLog(roots: readonly TraceNode[], cards: CardRegistry, locale: Locale = "enUS"): string[] {
  const events = EVENTS[locale];
  const say = OTHER[locale];
  // Read from the registry each time (its built-in cards are cached there): no map of names per log.
  const card = (id: string) => cards.get(id)?.name[locale] ?? id;
  // Two entities of the same card in one log are told apart by their ref, else their entity id.
  const shared = sharedCards(roots);
  const who = (r: EntityRef | undefined) => {
    if (!r) return "";
    const name = card(r.card);
    if (shared.get(r.card) !== true) return name;
    const tag = r.ref ?? `#${r.id}`;
    return locale === "zhCN" ? `${name}（${tag}）` : `${name} (${tag})`;
  };
  const w: Words = { card, who, player: say.player, tag: (t) => tagWord(t, locale) };
  const value = (v: string | number | EntityRef): string => {
    if (typeof v === "object") return who(v);
    const s = String(v);
    return valueWord(s, locale) ?? (cards.get(s) ? card(s) : s);
  };
  const lines: string[] = [];
  let attackLogged = false;
  let deathrattle: string | undefined;

  const actionLine = (a: Record<string, unknown>): string | null => {
    const p = say.player(a.player ?? "");
    switch (a.type) {
      case "play": return say.play(p, card(String(a.cardId)));
      case "heroPower": return say.heroPower(p, card(String(a.cardId)));
      case "trade": return say.trade(p, card(String(a.cardId)));
      case "useLocation": return say.useLocation(p, card(String(a.cardId)));
      case "forge": return say.forge(p, card(String(a.cardId)));
      case "titan": return say.titan(p, card(String(a.cardId)), card(String(a.ability)));
      case "endTurn": return say.endTurn(p);
      case "concede": return say.concede(p);
      case "attack": return null; // the pre-attack event says who attacks whom
      default: return say.scenario(scenarioWord(String(a.type), locale));
    }
  };

  const walk = (n: TraceNode): void => {
    switch (n.kind) {
      case "sequence":
      case "turn":
        if (n.action) {
          const line = actionLine(n.action);
          if (line) lines.push(line);
        }
        break;
      case "phase":
        if (n.name === "combat") attackLogged = false;
        break;
      case "step":
        if (n.name === "MAIN_READY") lines.push(say.turn(n.turn, say.player(n.player)));
        else if (n.name === "defender-change") lines.push(say.redirect(w.who(n.to as EntityRef)));
        else if (n.name === "rewind") lines.push(say.rewind(say.player(n.player), w.who(n.card as EntityRef), n.choice === "rewind"));
        else if (n.name === "repeat" && deathrattle) lines.push(say.deathrattle(deathrattle, Number(n.time) > 1));
        break;
      case "event": {
        const f = events[n.type];
        if (!f || (n.type === "pre-attack" && attackLogged)) break;
        if (n.type === "pre-attack") attackLogged = true;
        const line = f(n, w);
        if (line) lines.push(line);
        break;
      }
      case "trigger":
        // A doubled Deathrattle (Rivendare) is logged at each of its resolutions (its `repeat` steps).
        if (n.keyword === "DEATHRATTLE") {
          if ((n.times ?? 1) > 1) {
            const outer = deathrattle;
            deathrattle = card(n.card);
            for (let i = 0; i < n.children.length; i++) walk(n.children[i]!);
            deathrattle = outer;
            return;
          }
          lines.push(say.deathrattle(card(n.card), false));
        }
        break;
      case "random":
        if (Array.isArray(n.chosen)) lines.push(say.shuffle(say.player(n.player), n.chosen.length));
        else lines.push(say.random(n.purpose, value(n.chosen)));
        break;
      case "gameOver":
        lines.push(n.draw ? say.draw() : say.win(say.player(n.winner)));
        break;
    }
    for (let i = 0; i < n.children.length; i++) walk(n.children[i]!);
  };

  for (let j = 0; j < roots.length; j++) { const r = roots[j]!; walk(r); }
  // "Armor Up!." reads badly: a name that ends in punctuation ends the sentence.
  for (let i = 0; i < lines.length; i++) {
    const s = lines[i]!;
    if (s.length > 1 && s.endsWith(".") && "!?.".includes(s.charAt(s.length - 2))) lines[i] = s.slice(0, -1);
  }
  return lines;
}
