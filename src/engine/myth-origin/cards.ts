/**
 * @module myth-origin/cards
 * The request's card definitions (卡牌) and what a card is now: its name, 武力, 生命, keywords, whether it still has
 * printed abilities (8), and the static abilities on the field (14.1).
 */
import { EngineError, invalidRequest } from "../errors.js";
import { didYouMean } from "../validate.js";
import type { Card, CardDef, Ctx, Game, PlayerId } from "./types.js";
import type { MythCardDefinition } from "./schema.js";

export function cardRegistry(cards: MythCardDefinition[] = []): Map<string, CardDef> {
  const defs = new Map<string, CardDef>();
  cards.forEach((c, i) => {
    if (defs.has(c.id)) throw invalidRequest(`cards[${i}].id: duplicate card id '${c.id}'`, [{ path: `cards[${i}].id`, message: `duplicate card id '${c.id}'` }]);
    defs.set(c.id, c);
  });
  cards.forEach((c, i) => {
    c.effects?.forEach((e, j) => {
      if (e.type === "tokens" && !defs.has(e.card)) throw unknownCard(defs, e.card, `cards[${i}].effects[${j}].card`);
    });
    for (const [k, list] of [["abilities", c.abilities], ["triggers", c.triggers]] as const) {
      list?.forEach((a, m) => a.effects.forEach((e, j) => {
        if (e.type === "tokens" && !defs.has(e.card)) throw unknownCard(defs, e.card, `cards[${i}].${k}[${m}].effects[${j}].card`);
      }));
    }
  });
  return defs;
}

export function unknownCard(defs: Map<string, CardDef>, name: string, path: string): EngineError {
  const guess = didYouMean(name, [...defs.keys()]);
  const message = `no card '${name}' in the request's cards${guess ? `; did you mean '${guess}'?` : ""} (Myth Origin cards come from the request's \`cards\`)`;
  return new EngineError("unknown_card", `${path}: ${message}`, [{ path, message }], { closeMatches: guess ? [guess] : [] });
}

export const zhName = (d: CardDef) => (typeof d.name === "string" ? d.name : d.name?.zhCN ?? d.id);
export const enName = (d: CardDef) => (typeof d.name === "string" ? d.name : d.name?.enUS ?? d.name?.zhCN ?? d.id);

export const isToken = (c: Card) => c.def.type === "token";

/** The field's cards with static abilities that still work. */
function fieldStatics(game: Game) {
  const out: { card: Card; s: NonNullable<CardDef["statics"]>[number] }[] = [];
  for (const p of game.players) {
    for (const zone of ["general", "treasure", "equipment", "field"] as const) {
      for (const c of p.zones[zone]) if (!c.lost?.all) for (const s of c.def.statics ?? []) out.push({ card: c, s });
    }
  }
  return out;
}

export function staticsOf(game: Game, type: string) {
  return fieldStatics(game).filter((x) => x.s.type === type);
}

export function hasStatic(c: Card, type: string): boolean {
  return !c.lost?.all && (c.def.statics ?? []).some((s) => s.type === type);
}

export function hasKeyword(c: Card, k: string): boolean {
  if (c.lost?.all) return false;
  if (c.lost?.keywords.includes(k)) return false;
  return (c.def.keywords ?? []).includes(k as never);
}

/** 无印制技能 (8.1): tokens, cards printed with no ability, cards that lost all of them. Losing some is not enough (8.2). */
export function hasPrintedAbilities(c: Card): boolean {
  if (isToken(c) || c.lost?.all) return false;
  const d = c.def;
  return !!(d.keywords?.length || d.abilities?.length || d.triggers?.length || d.statics?.length || (d.type === "spell" && d.effects?.length));
}

/** 武力 (25): printed, plus changes, never below 0. A general's is its swung equipment's when attacking. */
export function attackOf(game: Game, c: Card): number {
  let a = c.def.attack ?? 0;
  for (const m of c.attackMods) a += m.amount;
  if (isToken(c) && c.zone === "field") for (const { s } of staticsOf(game, "tokenAttack")) if (s.type === "tokenAttack") a += s.amount;
  return Math.max(0, a);
}

export const maxHealth = (c: Card) => c.def.health ?? 0;
export const healthOf = (c: Card) => maxHealth(c) - c.damage;

/** 召唤失调 (6): entered this turn and no 【先锋】. */
export function summoningSick(game: Game, c: Card): boolean {
  return c.zone === "field" && c.enteredTurn === game.turn && !hasKeyword(c, "先锋");
}

export function newCard(ctx: Ctx, def: CardDef, owner: PlayerId, zone: Card["zone"]): Card {
  const g = ctx.game;
  const card: Card = {
    id: g.nextId++, def, owner, controller: owner, zone, tapped: false, faceDown: zone === "spirit" || zone === "deck" || zone === "hand" ? zone === "spirit" : false,
    damage: 0, durability: def.durability ?? 0, enteredTurn: null, attackMods: [], lost: null, holding: [],
  };
  g.cards.set(card.id, card);
  return card;
}
