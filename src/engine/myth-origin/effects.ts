/**
 * @module myth-origin/effects
 * What cards and abilities do when their stack item resolves: draw (抓牌), put into hand (置于手上), damage,
 * destroy, banish (放逐), 武力 changes, tokens (衍生物), reset (重置), put into play (放置进场), control (操控权),
 * losing printed abilities.
 */
import { step } from "./budget.js";
import { newCard } from "./cards.js";
import { dealDamage, destroy, heal } from "./damage.js";
import { entityRef } from "./refs.js";
import { say, zh, en } from "./log.js";
import { emit } from "./triggers.js";
import { moveCard } from "./zones.js";
import type { Card, Ctx, Effect, PlayerId } from "./types.js";
import { other } from "./types.js";

export interface EffectScope {
  source: Card;
  controller: PlayerId;
  /** the chosen targets still legal on resolution (16.2) */
  targets: Card[];
}

export function draw(ctx: Ctx, player: PlayerId, count = 1): void {
  const p = ctx.game.players[player - 1]!;
  for (let i = 0; i < count; i++) {
    step(ctx);
    const top = p.zones.deck[0];
    if (!top) {
      p.drewFromEmpty = true;
      ctx.trace.add({ kind: "event", type: "draw", player, empty: true, children: [] });
      say(ctx, `玩家${player}需要抓牌,但牌库没牌可抓。`, `Player ${player} must draw but the deck is empty.`);
      continue;
    }
    moveCard(ctx, top, "hand");
    say(ctx, `玩家${player}抓一张牌。`, `Player ${player} draws a card.`);
    emit(ctx, "draw", top, player);
  }
}

function subjects(ctx: Ctx, to: string, s: EffectScope): Card[] {
  const g = ctx.game;
  const you = g.players[s.controller - 1]!, opp = g.players[other(s.controller) - 1]!;
  switch (to) {
    case "target": return s.targets;
    case "self": return [s.source];
    case "yourGeneral": return you.zones.general.slice(0, 1);
    case "opponentGeneral": return opp.zones.general.slice(0, 1);
    case "allCreatures": return [...g.players[g.active - 1]!.zones.field, ...g.players[other(g.active) - 1]!.zones.field];
    case "yourCreatures": return [...you.zones.field];
    case "opponentCreatures": return [...opp.zones.field];
  }
  return [];
}

export function runEffects(ctx: Ctx, effects: readonly Effect[], s: EffectScope): void {
  for (const e of effects) {
    step(ctx);
    runEffect(ctx, e, s);
  }
}

/** 放置进场: cards entering together; their 叫阵 triggers wait for the next timing together (4.2). */
export function enterField(ctx: Ctx, c: Card, controller: PlayerId): void {
  moveCard(ctx, c, "field", controller);
  c.enteredTurn = ctx.game.turn;
  say(ctx, `${zh(c)}进场。`, `${en(c)} enters the field.`);
  emit(ctx, "enter", c, controller);
}

/** 佩带装备 (20.2): a tapped equipment already worn is sacrificed; the new one enters untapped. */
export function equip(ctx: Ctx, c: Card, controller: PlayerId): void {
  const p = ctx.game.players[controller - 1]!;
  for (const old of [...p.zones.equipment]) if (old.tapped) destroy(ctx, old, "sacrificed: a new equipment entered while it was tapped (20.2)");
  moveCard(ctx, c, "equipment", controller);
  c.tapped = false;
  say(ctx, `主将佩带${zh(c)}。`, `The general wears ${en(c)}.`);
  emit(ctx, "equip", c, controller);
}

export function resetCard(ctx: Ctx, c: Card): void {
  c.tapped = false;
  say(ctx, `${zh(c)}重置。`, `${en(c)} resets.`);
  emit(ctx, "reset", c, c.controller);
  // 10.2: cards banished until this card resets come back to their owner's field, under the owner's control
  for (const id of c.holding.splice(0)) {
    const b = ctx.game.cards.get(id);
    if (b && b.zone === "banished") {
      ctx.trace.add({ kind: "event", type: "return", target: entityRef(b), reason: "its banisher reset", children: [] });
      if (b.def.type === "creature" || b.def.type === "token") enterField(ctx, b, b.owner);
    }
  }
}

function runEffect(ctx: Ctx, e: Effect, s: EffectScope): void {
  const g = ctx.game;
  switch (e.type) {
    case "draw": {
      const who = e.who ?? "you";
      const players: PlayerId[] = who === "you" ? [s.controller] : who === "opponent" ? [other(s.controller)] : [g.active, other(g.active)];
      for (const p of players) draw(ctx, p, e.count ?? 1);
      return;
    }
    case "damage":
      for (const t of subjects(ctx, e.to, s)) dealDamage(ctx, s.source, t, e.amount, false);
      return;
    case "heal":
      for (const t of subjects(ctx, e.to, s)) heal(ctx, t, e.amount);
      return;
    case "destroy":
      for (const t of subjects(ctx, e.to, s)) if (t.zone === "field") destroy(ctx, t, "destroyed");
      return;
    case "banish":
      for (const t of subjects(ctx, e.to, s)) {
        if (t.zone !== "field") continue;
        ctx.trace.add({ kind: "event", type: "banish", source: entityRef(s.source), target: entityRef(t), children: [] });
        say(ctx, `${zh(t)}被放逐。`, `${en(t)} is banished.`);
        moveCard(ctx, t, "banished");
        if (e.untilSourceResets && (t.zone as string) === "banished") s.source.holding.push(t.id);
      }
      return;
    case "attack":
      for (const t of subjects(ctx, e.to, s)) {
        t.attackMods.push({ amount: e.amount, untilEndOfTurn: !!e.untilEndOfTurn });
        ctx.trace.add({ kind: "event", type: "attack-change", target: entityRef(t), amount: e.amount, untilEndOfTurn: !!e.untilEndOfTurn, children: [] });
        say(ctx, `${zh(t)}${e.amount >= 0 ? "+" : ""}${e.amount}武力${e.untilEndOfTurn ? "直到回合结束" : ""}。`, `${en(t)} gets ${e.amount >= 0 ? "+" : ""}${e.amount} attack${e.untilEndOfTurn ? " until end of turn" : ""}.`);
      }
      return;
    case "tokens": {
      const def = ctx.defs.get(e.card)!;
      const to = e.for === "opponent" ? other(s.controller) : s.controller;
      for (let i = 0; i < (e.count ?? 1); i++) {
        const tk = newToken(ctx, def, to);
        enterField(ctx, tk, to);
      }
      return;
    }
    case "reset":
      for (const t of subjects(ctx, e.to, s)) resetCard(ctx, t);
      return;
    case "putIntoPlay": {
      const p = g.players[s.controller - 1]!;
      const picked = p.zones.hand.filter((c) => (e.cardType ?? "creature") === c.def.type).slice(0, e.max);
      for (const c of picked) (c.def.type === "equipment" ? equip : enterField)(ctx, c, s.controller);
      return;
    }
    case "gainControl":
      for (const t of subjects(ctx, e.to, s)) {
        if (t.zone !== "field" || t.controller === s.controller) continue;
        const from = g.players[t.controller - 1]!.zones.field;
        from.splice(from.indexOf(t), 1);
        t.controller = s.controller;
        g.players[s.controller - 1]!.zones.field.push(t);
        ctx.trace.add({ kind: "event", type: "control", target: entityRef(t), player: s.controller, children: [] });
        say(ctx, `玩家${s.controller}获得${zh(t)}的操控权。`, `Player ${s.controller} gains control of ${en(t)}.`);
      }
      return;
    case "loseAbilities":
      for (const t of subjects(ctx, e.to, s)) {
        const all = !e.keywords;
        t.lost = { all: all || !!t.lost?.all, keywords: [...(t.lost?.keywords ?? []), ...(e.keywords ?? [])], untilEndOfTurn: !!e.untilEndOfTurn };
        ctx.trace.add({ kind: "event", type: "lose-abilities", target: entityRef(t), ...(e.keywords ? { keywords: e.keywords } : { all: true }), children: [] });
        say(ctx, `${zh(t)}失去${all ? "所有印制技能" : e.keywords!.map((k) => `【${k}】`).join("")}。`, `${en(t)} loses ${all ? "all printed abilities" : e.keywords!.join(", ")}.`);
      }
      return;
    case "returnToHand": {
      const p = g.players[s.controller - 1]!;
      const picked = (s.targets.length ? s.targets.filter((c) => c.zone === "graveyard") : p.zones.graveyard.filter((c) => c.def.type === e.cardType)).slice(0, e.max);
      for (const c of picked) {
        moveCard(ctx, c, "hand");
        ctx.trace.add({ kind: "event", type: "put-into-hand", target: entityRef(c), children: [] });
        say(ctx, `${zh(c)}被置于手上。`, `${en(c)} is put into hand.`);
      }
      return;
    }
    case "playFromSpirit":
      g.players[s.controller - 1]!.playFromSpirit = true;
      ctx.trace.add({ kind: "event", type: "play-from-spirit", player: s.controller, children: [] });
      say(ctx, `本回合中,玩家${s.controller}可以使用灵力区中牌面向下的非奇遇牌。`, `This turn, player ${s.controller} may use face-down non-adventure cards of the spirit zone.`);
      return;
  }
}

function newToken(ctx: Ctx, def: Card["def"], to: PlayerId): Card {
  const c = newCard(ctx, def, to, "removed");
  ctx.game.players[to - 1]!.zones.removed.push(c);
  return c;
}
