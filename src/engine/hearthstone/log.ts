/**
 * @module hearthstone/log
 * The readable log, in enUS or zhCN, written from the trace (so it says exactly what the trace says).
 */
import type { EntityRef, TraceNode } from "../trace.js";
import type { CardRegistry } from "./cards/registry.js";

export type Locale = "enUS" | "zhCN";

type Say = { [k: string]: (a: Record<string, string>) => string };

const EN: Say = {
  "action:play": (a) => `${a.player} plays ${a.card}.`,
  "pre-attack": (a) => `${a.source} attacks ${a.target}.`,
  "defender-change": (a) => `The attack is redirected to ${a.target}.`,
  "zone-change": (a) => (a.to === "HAND" ? `${a.target} goes to ${a.owner}'s hand.` : ""),
  "action:heroPower": (a) => `${a.player} uses ${a.card}.`,
  "action:endTurn": (a) => `${a.player} ends the turn.`,
  "action:concede": (a) => `${a.player} concedes.`,
  "action:scenario": (a) => `Scenario: ${a.what}.`,
  turn: (a) => `Turn ${a.turn} begins: ${a.player}'s turn.`,
  damage: (a) => (a.source ? `${a.source} deals ${a.amount} damage to ${a.target}.` : `${a.target} takes ${a.amount} damage.`),
  heal: (a) => (a.source ? `${a.source} restores ${a.amount} Health to ${a.target}.` : `${a.target} is healed for ${a.amount}.`),
  summon: (a) => `${a.target} is summoned for ${a.owner}.`,
  death: (a) => `${a.target} dies.`,
  draw: (a) => `${a.player} draws ${a.target}.`,
  fatigue: (a) => `${a.player} is out of cards: fatigue ${a.amount}.`,
  burn: (a) => `${a.player}'s ${a.target} is burned.`,
  discard: (a) => `${a.player} discards ${a.target}.`,
  destroy: (a) => `${a.target} is destroyed.`,
  freeze: (a) => `${a.target} is frozen.`,
  silence: (a) => `${a.target} is silenced.`,
  armor: (a) => `${a.target} gains ${a.amount} Armor.`,
  reveal: (a) => `Secret revealed: ${a.target}.`,
  "divine-shield": (a) => `${a.target} loses Divine Shield.`,
  equip: (a) => `${a.player} equips ${a.target}.`,
  durability: (a) => `${a.target} loses 1 Durability.`,
  overload: (a) => `${a.player} is overloaded by ${a.amount}.`,
  buff: (a) => `${a.target} gets ${a.change}.`,
  deathrattle: (a) => `${a.card}'s Deathrattle triggers.`,
  random: (a) => `Random pick (${a.purpose}): ${a.chosen}.`,
  win: (a) => `${a.player} wins.`,
  draw_game: () => `The game is a draw.`,
};

const ZH: Say = {
  "action:play": (a) => `${a.player}使用了${a.card}。`,
  "pre-attack": (a) => `${a.source}攻击${a.target}。`,
  "defender-change": (a) => `攻击目标变为${a.target}。`,
  "zone-change": (a) => (a.to === "HAND" ? `${a.target}进入${a.owner}的手牌。` : ""),
  "action:heroPower": (a) => `${a.player}使用了${a.card}。`,
  "action:endTurn": (a) => `${a.player}结束回合。`,
  "action:concede": (a) => `${a.player}投降。`,
  "action:scenario": (a) => `情景：${a.what}。`,
  turn: (a) => `第${a.turn}回合开始：${a.player}的回合。`,
  damage: (a) => (a.source ? `${a.source}对${a.target}造成${a.amount}点伤害。` : `${a.target}受到${a.amount}点伤害。`),
  heal: (a) => (a.source ? `${a.source}为${a.target}恢复${a.amount}点生命值。` : `${a.target}恢复${a.amount}点生命值。`),
  summon: (a) => `${a.owner}召唤了${a.target}。`,
  death: (a) => `${a.target}死亡。`,
  draw: (a) => `${a.player}抽到${a.target}。`,
  fatigue: (a) => `${a.player}的牌库已空：疲劳${a.amount}。`,
  burn: (a) => `${a.player}的${a.target}被烧毁。`,
  discard: (a) => `${a.player}弃掉了${a.target}。`,
  destroy: (a) => `${a.target}被消灭。`,
  freeze: (a) => `${a.target}被冻结。`,
  silence: (a) => `${a.target}被沉默。`,
  armor: (a) => `${a.target}获得${a.amount}点护甲值。`,
  reveal: (a) => `奥秘揭示：${a.target}。`,
  "divine-shield": (a) => `${a.target}失去圣盾。`,
  equip: (a) => `${a.player}装备了${a.target}。`,
  durability: (a) => `${a.target}失去1点耐久度。`,
  overload: (a) => `${a.player}过载${a.amount}点。`,
  buff: (a) => `${a.target}获得${a.change}。`,
  deathrattle: (a) => `${a.card}的亡语触发。`,
  random: (a) => `随机选择（${a.purpose}）：${a.chosen}。`,
  win: (a) => `${a.player}获胜。`,
  draw_game: () => `游戏以平局结束。`,
};

export function buildLog(roots: readonly TraceNode[], cards: CardRegistry, locale: Locale = "enUS"): string[] {
  const say = locale === "zhCN" ? ZH : EN;
  const name = (id: string) => cards.get(id)?.name[locale] ?? id;
  const who = (r?: EntityRef) => (r ? name(r.card) : "");
  const player = (n: unknown) => (locale === "zhCN" ? `玩家${n}` : `Player ${n}`);
  const lines: string[] = [];
  let attackLogged = false;

  const walk = (n: TraceNode) => {
    switch (n.kind) {
      case "sequence": case "turn": {
        const a = n.action as Record<string, unknown> | undefined;
        if (a && a.type !== "attack") lines.push(actionLine(a));
        break;
      }
      case "phase":
        if (n.name === "combat") attackLogged = false;
        break;
      case "step":
        if (n.name === "MAIN_READY") lines.push(say.turn!({ turn: String(n.turn), player: player(n.player) }));
        if (n.name === "defender-change") lines.push(say["defender-change"]!({ target: who(n.to as EntityRef) }));
        break;
      case "event": {
        const f = say[n.type];
        if (!f || (n.type === "pre-attack" && attackLogged)) break;
        if (n.type === "pre-attack") attackLogged = true;
        const line = f({
          source: who(n.source), target: who(n.target), amount: String(n.amount ?? ""), player: player(n.player ?? n.target?.controller),
          owner: player(n.target?.controller), to: String(n.to ?? ""), change: change(n),
        });
        if (line) lines.push(line);
        break;
      }
      case "trigger":
        if (n.keyword === "DEATHRATTLE") lines.push(say.deathrattle!({ card: name(n.card) }));
        break;
      case "random":
        lines.push(say.random!({ purpose: n.purpose, chosen: typeof n.chosen === "object" ? who(n.chosen) : String(n.chosen) }));
        break;
      case "gameOver":
        lines.push(n.draw ? say.draw_game!({}) : say.win!({ player: player(n.winner) }));
        break;
    }
    for (const c of n.children) walk(c);
  };

  const actionLine = (a: Record<string, unknown>): string => {
    const p = player(a.player ?? "");
    switch (a.type) {
      case "play": return say["action:play"]!({ player: p, card: name(String(a.cardId)) });
      case "heroPower": return say["action:heroPower"]!({ player: p, card: name(String(a.cardId)) });
      case "endTurn": return say["action:endTurn"]!({ player: p });
      case "concede": return say["action:concede"]!({ player: p });
      default: return say["action:scenario"]!({ what: String(a.type) });
    }
  };

  for (const r of roots) walk(r);
  // "Armor Up!." reads badly: a name that ends in punctuation ends the sentence.
  return lines.map((l) => l.replace(/([!?.])\.$/, "$1"));
}

function change(n: Record<string, unknown>): string {
  const parts: string[] = [];
  const a = Number(n.attack ?? 0), h = Number(n.health ?? 0);
  if (a || h) parts.push(`${a < 0 ? a : "+" + a}/${h < 0 ? h : "+" + h}`);
  if (Array.isArray(n.grants)) parts.push(...(n.grants as string[]));
  return parts.join(" ") || String(n.enchantment ?? "");
}
