/** `returnToHand`, `returnCopyToHand`, `addCard`: cards moving or appearing in hand (4.7, 4.8). */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx, type Precheck } from "../context.js";
import { pickFromPool, poolIds } from "../rules/pools.js";
import { ENTERED_HAND_THIS_TURN, moveTo, newEntity, opponentOf, playerOf, removeFromZone } from "../game.js";
import { release } from "./absorb.js";
import { markDestroyed } from "../rules/damage.js";
import { amountOf, CARD_NUMBER, statsOf } from "../rules/amounts.js";
import { CARD_IN_HAND_TYPES, handFull as handIsFull, type Entity, type PlayerId } from "../types.js";
import { auraUpdate } from "../rules/auras.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { overloadStep } from "../rules/mana.js";
import { checkCondition, select, type Env } from "../rules/selectors.js";
import { cardOf, enchant, sideOf } from "./helpers.js";
import { copyAttributes } from "./transform.js";
import { playsMatching, type PlayedAmount } from "../rules/played.js";
import { mixInHand } from "./mix.js";

/** Whether a player's hand is full (4.3: at their maximum hand size, 10 unless a card set it). */
const handFull = (ctx: Ctx, player: PlayerId): boolean => handIsFull(playerOf(ctx.game, player));

/**
 * Create a card in a player's hand; a full hand burns it instead. Returns it if it reached the hand. The new card's
 * CREATOR tag names the entity whose text made it (the game's "Created by"): it did not start in a deck (Steamcleaner).
 */
export function createInHand(ctx: Ctx, cardId: string, player: PlayerId, creator: Entity, copyOf?: Entity, position?: number): Entity | null {
  const card = cardOf(ctx, cardId);
  // Only a card that can be in hand (a copy of a hero power or an enchantment cannot): nothing is created.
  if (!CARD_IN_HAND_TYPES.includes(card.type)) {
    ctx.trace.add({ kind: "skip", reason: `${card.name.enUS} is a ${card.type}, not a card for the hand: nothing is added`, children: [] });
    return null;
  }
  // 混合 (Concoctions): a card that mixes with one held there becomes part of it and never enters (effects/mix.ts).
  if (card.def?.mix) { const mixed = mixInHand(ctx, card, player, creator); if (mixed) return mixed; }
  const e = newEntity(ctx.game, card, player, "SETASIDE");
  e.tags.CREATOR = creator.id;
  if (handFull(ctx, player)) {
    moveTo(ctx.game, e, "GRAVEYARD");
    noteEvent(ctx, { type: "burn", target: e, player });
    return null;
  }
  moveTo(ctx.game, e, "HAND", position);
  // 4.8: a copy keeps the original's states when a move between the two zones would (hand or deck to hand: Chromaggus).
  if (copyOf) markCopy(ctx, e, copyOf, player);
  e.tags.CREATOR = creator.id;
  noteEvent(ctx, { type: "zone-change", target: e, detail: { to: "HAND" } });
  auraUpdate(ctx);
  return e;
}

/**
 * 4.8 copy states, then "copied from the opponent" (Castle Nathria: Mysterious Visitor, Theft Accusation): a copy made for
 * a player of an entity the other player controls carries the game's tag COPIED_FROM_ENTITY_ID, the original's id; a copy
 * of one's own card carries none (a copied copy does not keep its original's mark).
 */
export function markCopy(ctx: Ctx, e: Entity, copyOf: Entity, player: PlayerId): void {
  copyAttributes(ctx, e, copyOf);
  if (copyOf.controller !== player) e.tags.COPIED_FROM_ENTITY_ID = copyOf.id;
  else delete e.tags.COPIED_FROM_ENTITY_ID;
}

/** Move minions in play back to their controller's hand; into a full hand they are destroyed instead (4.7). */
export function returnToHandEffect(ctx: Ctx, e: Extract<Effect, { type: "returnToHand" }>, env: Env): void {
  if (e.from === "kept") {
    // Cards this entity keeps set aside (`absorb`): back to their owner's hand as they were taken (their states kept); a
    // full hand burns the card (to the graveyard, as a card drawn into it, 4.3).
    for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
      const t = list[i]!;
      if (t.zone !== "SETASIDE" || t.tags.KEPT_BY !== env.self.id) continue;
      release(t);
      if (handFull(ctx, t.controller)) {
        moveTo(ctx.game, t, "GRAVEYARD");
        noteEvent(ctx, { type: "burn", source: env.self, target: t, player: t.controller });
        continue;
      }
      const n = numberFor(ctx, e, env);
      removeFromZone(ctx.game, t);
      t.zone = "HAND";
      playerOf(ctx.game, t.controller).hand.push(t);
      t.tags[ENTERED_HAND_THIS_TURN] = 1;
      arrivedInHand(ctx, e, env, t, n);
      auraUpdate(ctx);
    }
    return;
  }
  if (e.from === "graveyard") {
    // A card back from the graveyard (4.8: leaving the graveyard keeps no states); a full hand leaves it there.
    for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
      const t = list[i]!;
      if (t.zone !== "GRAVEYARD") continue;
      if (handFull(ctx, t.controller)) {
        ctx.trace.add({ kind: "skip", source: refOf(t), reason: "the hand is full: the card stays in the graveyard", children: [] });
        continue;
      }
      const n = numberFor(ctx, e, env);
      moveTo(ctx.game, t, "HAND");
      arrivedInHand(ctx, e, env, t, n);
      auraUpdate(ctx);
    }
    return;
  }
  const returned: NonNullable<Env["returned"]> = [];
  env.returned = returned;
  for (let i = 0, list = select(ctx, e.to, env, "harmful"); i < list.length; i++) {
    const t = list[i]!;
    if (t.zone === "PLAY" && t.type === "SPELL" && t === env.self) { returnSpell(ctx, e, env, t); continue; }
    if (t.zone !== "PLAY" || t.type !== "MINION") continue;
    // `player: friendly`: to this text's controller's hand, theirs from then on (Shadow Word: Steal).
    const to = e.player === "friendly" ? env.controller : t.controller;
    if (handFull(ctx, to)) {
      markDestroyed(t, env.self);
      noteEvent(ctx, { type: "destroy", source: env.self, target: t });
      continue;
    }
    const n = numberFor(ctx, e, env);
    // As it was in play, for this text's amounts with `lastKnown` (Breakdance's "a Dancer with its stats"; rules-notes 1485).
    returned.push({ entity: t, stats: statsOf(ctx, t), enchantments: t.enchantments.slice() });
    if (to !== t.controller) {
      removeFromZone(ctx.game, t);
      t.controller = to;
    }
    moveTo(ctx.game, t, "HAND");
    arrivedInHand(ctx, e, env, t, n);
    // A minion entering its hand from the battlefield ("Whenever this enters your hand from the battlefield", Harbinger
    // of the Blighted): the event `return-to-hand`, resolved as the move happens (as a discard is, 4.3).
    resolveEvent(ctx, { type: "return-to-hand", source: env.self, target: t, player: t.controller });
  }
}

/**
 * "Return this to hand" in a spell's own text (Torch): the spell resolving goes back to its controller's hand instead of
 * the graveyard after its text (leaving play: its states reset, 4.8), with `number` set on it; into a full hand it stays
 * and goes to the graveyard as the spell ends (nothing is destroyed: a spell in play is no minion).
 */
function returnSpell(ctx: Ctx, e: Extract<Effect, { type: "returnToHand" }>, env: Env, t: Entity): void {
  const n = numberFor(ctx, e, env);
  if (handFull(ctx, t.controller)) {
    ctx.trace.add({ kind: "skip", source: refOf(t), reason: "the hand is full: the spell goes to the graveyard", children: [] });
    return;
  }
  moveTo(ctx.game, t, "HAND");
  arrivedInHand(ctx, e, env, t, n);
  auraUpdate(ctx);
}

/** A card just back in hand by this effect: its `number`, the zone-change event, then the enchantment the text gives it. */
function arrivedInHand(ctx: Ctx, e: Extract<Effect, { type: "returnToHand" }>, env: Env, t: Entity, n: number | undefined): void {
  if (n !== undefined) t.tags[CARD_NUMBER] = n;
  noteEvent(ctx, { type: "zone-change", source: env.self, target: t, detail: { to: "HAND" } });
  if (e.cost || e.grants || e.enchantment) enchant(ctx, t, env.controller, e.enchantment, { cost: e.cost, grants: e.grants });
}

/** `number`: the card's own number once back in hand (the stat `number`), read before the move. */
function numberFor(ctx: Ctx, e: Extract<Effect, { type: "returnToHand" }>, env: Env): number | undefined {
  return e.number !== undefined ? amountOf(ctx, e.number, env) : undefined;
}

/** A pseudo zone move (4.7 伪区域移动): a new copy of the card goes to your hand (Cheat Death). */
export function returnCopyToHandEffect(ctx: Ctx, e: Extract<Effect, { type: "returnCopyToHand" }>, env: Env): void {
  for (let i = 0, originals = select(ctx, e.of, env, "beneficial"); i < originals.length; i++) {
    const original = originals[i]!;
    const copy = createInHand(ctx, original.card, env.controller, env.self);
    if (copy && (e.cost || e.setCost !== undefined)) enchant(ctx, copy, env.controller, e.enchantment, { cost: e.cost, setCost: e.setCost });
  }
}

export function addCardEffect(ctx: Ctx, e: Extract<Effect, { type: "addCard" }>, env: Env): void {
  const player = sideOf(env, e.player);
  // The cards this effect adds, a card a full hand burned included: `{ all: "added" }` for the text's next effects.
  const added: Entity[] = [];
  // `copyOf` reads the text's earlier cards (`{ all: "added" }`: Shadowflame Stalker's "Get a copy of it", the card its
  // Discover took): selected with the names as they were before this effect.
  const readEnv: Env = { ...env };
  env.added = added;
  const got = (c: Entity | null): Entity | null => { if (c) added.push(c); return c; };
  if (e.lastPlayedBy !== undefined) {
    // A fresh copy of the card that player played last (a card played is out of hand: no states to keep, 4.8).
    const last = playerOf(ctx.game, sideOf(env, e.lastPlayedBy)).lastPlayed;
    if (!last) {
      ctx.trace.add({ kind: "skip", reason: "that player has played no card yet: nothing is added", children: [] });
      return;
    }
    for (let i = 0; i < (e.count ?? 1); i++) markAdded(ctx, got(createInHand(ctx, last, player, env.self)), e.enchantment);
    return;
  }
  if (e.fromPlayed !== undefined) {
    // "Get a copy of the last Draenei you played" (Astral Vigilant): fresh copies of the cards of the record's matching plays.
    const plays = playsMatching(ctx, e.fromPlayed as PlayedAmount, env);
    const ids = (e.latest ? plays.slice(-1) : plays).map((r) => r.card);
    if (ids.length === 0) ctx.trace.add({ kind: "skip", reason: "no such card was played this game: nothing is added", children: [] });
    for (let i = 0; i < ids.length; i++) markAdded(ctx, got(createInHand(ctx, ids[i]!, player, env.self)), e.enchantment);
    return;
  }
  if (e.played !== undefined) {
    // "Return all spells you played last turn" (Krag'wa): a fresh copy of each card of that type its player played from
    // hand then, in the order played (the cards themselves are gone or elsewhere; 4.8: out of play, no states to keep).
    // `side: enemy`: your opponent's plays (Plagiarize), the copies still yours. A player's lists move as their own turn
    // starts (2.1): for the player whose turn it is not, "last turn" is the turn their `playedThisTurn` still names, and
    // they have played nothing this turn.
    const who = e.played.side === "enemy" ? opponentOf(env.controller) : env.controller;
    const me = playerOf(ctx.game, who);
    const current = who === ctx.game.currentPlayer;
    const list = (e.played.turn === "last" ? (current ? me.playedLastTurn : me.playedThisTurn) : (current ? me.playedThisTurn : [])) ?? [];
    const ids = list.filter((id) => !e.played!.type || ctx.cards.get(id)?.type === e.played!.type);
    if (ids.length === 0) ctx.trace.add({ kind: "skip", reason: "no such card was played then: nothing is added", children: [] });
    for (let j = 0; j < ids.length; j++) { const id = ids[j]!; markAdded(ctx, got(createInHand(ctx, id, player, env.self)), e.enchantment); }
    return;
  }
  // `cost` / `setCost`: "Reduce its Cost by (3)", "they cost (1)" — an anonymous cost enchantment on each card added.
  const costed = (card: Entity | null) => {
    if (card && card.zone === "HAND" && (e.cost !== undefined || e.setCost !== undefined)) {
      enchant(ctx, card, card.controller, undefined, { ...(e.setCost !== undefined ? { setCost: e.setCost } : {}), ...(e.cost !== undefined ? { cost: e.cost } : {}) });
    }
  };
  if (e.copyOf !== undefined) {
    // New copies of the selected entities' cards (Duplicate: the minion that died).
    if (e.untilFull) {
      // "Fill your hand with copies of cards from your opponent's deck" (Ashamane): one copy at a time, the selector read
      // anew for each (a random one picks again, so a card may come twice), until the hand is full or nothing is named.
      while (!handFull(ctx, player)) {
        const original = select(ctx, e.copyOf, readEnv, "beneficial")[0];
        if (!original) break;
        const card = got(createInHand(ctx, original.card, player, env.self, original));
        markAdded(ctx, card, e.enchantment);
        costed(card);
        if (!card || card.zone !== "HAND") break;
      }
      return;
    }
    for (let q = 0, originals = select(ctx, e.copyOf, readEnv, "beneficial"); q < originals.length; q++) {
      const original = originals[q]!;
      for (let i = 0; i < (e.count ?? 1); i++) {
        const card = got(createInHand(ctx, original.card, player, env.self, original));
        markAdded(ctx, card, e.enchantment);
        costed(card);
      }
    }
    return;
  }
  // `number`: the card's own number (the stat `number`), read once before the first card is added.
  const n = e.number !== undefined ? amountOf(ctx, e.number, env) : undefined;
  if (e.into === "aside") {
    // "Look at 2 random Secrets" (Faceless Enigma): new cards set aside — in no hand, deck or board, not a card added to a
    // hand — that the text's next effects name (`{ all: "added" }`); `different`: none picked twice.
    const taken: string[] = [];
    for (let i = 0; i < (e.count ?? 1); i++) {
      const id = e.card ?? (e.pool ? pickFromPool(ctx, e.different ? poolIds(ctx, e.pool, env).filter((x) => !taken.includes(x)) : e.pool, env, "random card") : undefined);
      if (!id) break;
      taken.push(id);
      const c = newEntity(ctx.game, cardOf(ctx, id), player, "SETASIDE");
      c.tags.CREATOR = env.self.id;
      if (n !== undefined) c.tags[CARD_NUMBER] = n;
      added.push(c);
      ctx.trace.add({ kind: "step", name: "set-aside", card: refOf(c), children: [] });
    }
    if (added.length === 0) ctx.trace.add({ kind: "skip", reason: "the pool is empty: nothing is set aside", children: [] });
    return;
  }
  // `different` ("three different Librams", Yrel): none picked twice; the pool running out ends the adding.
  const picked: string[] = [];
  for (let i = 0; e.untilFull ? !handFull(ctx, player) : i < (e.count ?? 1); i++) {
    const id = e.card ?? (e.pool ? pickFromPool(ctx, e.different ? poolIds(ctx, e.pool, env).filter((x) => !picked.includes(x)) : e.pool, env, "random card") : undefined);
    if (!id) break;
    picked.push(id);
    // `leftmost`: at the left end of the hand ("to the left side of your hand": Felerin), else at the right end.
    const card = got(createInHand(ctx, id, player, env.self, undefined, e.leftmost ? 0 : undefined));
    if (card && n !== undefined) card.tags[CARD_NUMBER] = n;
    markAdded(ctx, card, e.enchantment);
    costed(card);
    if (e.untilFull && (!card || card.zone !== "HAND")) break;
  }
}

/** An effect's `enchantment` on a card it put in hand (a Temporary card: GBL_999e), controlled by the card's owner. */
export function markAdded(ctx: Ctx, card: Entity | null, enchantment: string | undefined): void {
  if (!card || !enchantment || card.zone !== "HAND") return;
  enchant(ctx, card, card.controller, enchantment, {});
}

/**
 * `vanish`: the named cards in a hand leave the game (REMOVEDFROMGAME) — no discard, no event answers it (回响's copies).
 * A minion in play is removed the same way (Life Sentence): it leaves play without dying — no death event, no Deathrattle,
 * no Corpse (1.11 counts deaths only) — and its states go (4.8).
 */
export function vanishEffect(ctx: Ctx, e: Extract<Effect, { type: "vanish" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    if (t.zone !== "HAND" && !(t.zone === "PLAY" && t.type === "MINION")) continue;
    moveTo(ctx.game, t, "REMOVEDFROMGAME");
    noteEvent(ctx, { type: "zone-change", source: env.self, target: t, detail: { to: "REMOVEDFROMGAME", reason: "vanish" } });
  }
  auraUpdate(ctx);
}

/**
 * 你获得过载和双生法术牌 (2.3 使用阶段 g; a cast's step 2; each repeat of the text, 某法术再结算一次): you gain the card's
 * Overload (rules/mana.ts overloadStep) and, for a Twinspell (`twinspell`), its copy without Twinspell in your hand — at
 * `handPlace`, the place the played spell left in the hand, else at the right end (cast by an effect, or a repeat).
 */
export function overloadTwinspellStep(ctx: Ctx, card: Entity, player: PlayerId, handPlace?: number, precheck: Precheck | null = null, repeat = false): void {
  // "Battlecry: If …, don't Overload" (the card field `noOverloadIf`, rules-notes 1442): read as the Overload would be gained.
  const unless = card.def.def?.noOverloadIf;
  if (unless !== undefined && card.def.overload > 0 && checkCondition(ctx, unless, { self: card, holder: card, controller: player })) {
    ctx.trace.add({ kind: "skip", source: refOf(card), reason: "its text says not to Overload: no Overload gained", children: [] });
  } else overloadStep(ctx, card, player, precheck);
  // "(This stays in your hand.)": the spell itself comes back, as a Twinspell's copy would — once, not for each repeat of
  // its text (rules-notes 1546).
  const twin = card.def.def?.twinspell ?? (card.def.def?.staysInHand && !repeat ? card.card : undefined);
  if (twin) createInHand(ctx, twin, player, card, undefined, handPlace);
}
