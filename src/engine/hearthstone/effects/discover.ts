/**
 * `discover` (发现, rulebook 5.1): up to three different cards are offered — random picks, each recorded — and the
 * player picks one: the next answer of the request's `choices` (an index 0-2 into the options, in the order they were
 * offered), else a seeded random pick (recorded, as for Choose One). A single option is taken without a prompt.
 * The options are never the same card twice, and a pool never offers the discovering card itself (5.1).
 * `from: "deck"`: the options are cards of your deck and taking one is a draw (4.4, 5.1: draw triggers fire; a full
 * hand burns it); the others stay in the deck. A pool (card ids or a description, rules/pools.ts): the chosen card is
 * created in your hand. `enchantment` is attached to the card taken (a Temporary card's).
 * From the deck, `copy`: a copy of the chosen card is added to your hand (4.8: a copy of a card in the deck keeps its
 * states), the card stays (Selective Breeder); `top`: the options are the top cards as they lie (the Classic Tracking:
 * "look at the top 3 cards"), the same card possibly twice; `rest: burn`: the options not taken then go to the
 * graveyard (烧毁, 4.3: from the deck; not a discard, no trigger answers it). `drawAllIf`: when three options are offered
 * from the deck and all match, they are all drawn instead of one chosen (Master's Call). `from: "hand"` (with `side`): the
 * options are different cards of that hand; a copy of the chosen one is added to your hand (Madame Lazul).
 * `from: "died"`: the cards of minions that died this game (the death record, see `diedCards`); `from: "played"`: the
 * cards played this game (the record of plays, see `recordCards`).
 * `orPick` (with a pool): "… or pick a mystery choice" — one more option after the discovered cards; picked, its effects
 * resolve instead of a card being taken (Vulpera Scoundrel).
 */
import type { Effect } from "../cards/format/index.js";
import { choose, pickRandom, pickRandomId, refOf, type Ctx } from "../context.js";
import { moveTo, newEntity, opponentOf, playerOf } from "../game.js";
import type { Entity, GameEvent, PlayerId } from "../types.js";
import { poolOf } from "../rules/pools.js";
import { drawCard } from "../rules/draw.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { matchesFilter, select, type Env } from "../rules/selectors.js";
import { createInHand, markAdded } from "./zones.js";
import { cardOf, enchant, summonEach, summonPosition } from "./helpers.js";
import { runEffects } from "./index.js";
import { countShuffle, shuffleIntoDeckEffect } from "./shuffle.js";
import { giftDetail, giveGift, pickGifts } from "./dark-gift.js";
import { NUM_CARDS_DISCOVERED_THIS_GAME, playsMatching, type PlayedAmount } from "../rules/played.js";
import { putIntoPlayEffect } from "./put-into-play.js";
import { castOne } from "./cast-spell.js";
import { interPhase } from "../rules/interphase.js";

const OPTIONS = 3;

export function discoverEffect(ctx: Ctx, e: Extract<Effect, { type: "discover" }>, env: Env): void {
  if (e.untilSeenTwice) { discoverUntilSeenTwice(ctx, e, env); return; }
  const player = env.controller;
  if (e.from === "deck") {
    // `side: "enemy"`: the options are cards of your opponent's deck, and a copy is taken (Intertwined Fate) — with `copy:
    // false` the card itself, drawn from their deck into your hand and yours from then on, as Chronogor's draw (Benevolent
    // Banker's "Enemy deck instead", rules-notes 1648).
    const enemyDeck = e.side === "enemy";
    const copy = e.copy === true || (enemyDeck && e.copy !== false);
    let pool = playerOf(ctx.game, enemyDeck ? opponentOf(player) : player).deck.filter((c) => !e.where || matchesFilter(ctx, c, e.where, env));
    // `top` / `bottom`: the cards at that end of the deck as they lie (the Classic Tracking; Fracking), no random pick.
    const options: Entity[] = e.top !== undefined ? pool.slice(0, e.top) : e.bottom !== undefined ? pool.slice(Math.max(0, pool.length - e.bottom)) : [];
    while (e.top === undefined && e.bottom === undefined && options.length < OPTIONS && pool.length > 0) {
      const pick = pickRandom(ctx, pool, 1, "discover option", env.holder)[0];
      options.push(pick!);
      pool = pool.filter((c) => c.card !== pick!.card);
    }
    if (options.length === 0) return;
    // "If all 3 are Beasts, draw them all instead" (Master's Call): three options offered, all matching — no choice is
    // made; each is drawn in turn, in the order offered (each a draw, 4.4).
    if (e.drawAllIf && !enemyDeck && options.length === OPTIONS && options.every((c) => matchesFilter(ctx, c, e.drawAllIf!, env))) {
      noteEvent(ctx, { type: "discover", source: env.self, player, detail: { options: options.map(refOf), from: "deck", drawAll: true } });
      for (let j = 0; j < options.length; j++) {
        const c = options[j]!;
        if (c.zone !== "DECK") continue;
        drawCard(ctx, player, c);
        markAdded(ctx, c, e.enchantment);
      }
      return;
    }
    // "… with a Dark Gift": each option shows a different gift, picked as they are offered (rules-notes 480).
    const gifts = e.darkGift ? pickGifts(ctx, options.map((c) => c.card), env) : undefined;
    const i = options.length > 1 ? choose(ctx, options.length, "discover", env.self) : 0;
    const chosen = options[i]!;
    if (!enemyDeck && (e.into === "play" || e.into === "cast")) {
      fromDeckInto(ctx, e.into, chosen, options, env);
      return;
    }
    const taken = copy ? createInHand(ctx, chosen.card, player, env.self, chosen) : chosen;
    if (!copy) drawCard(ctx, player, chosen);
    // `{ all: "added" }` names the card taken, as for a pool (Bottomless Toy Chest's "copy it").
    env.added = taken && taken.zone === "HAND" ? [taken] : [];
    if (e.cost !== undefined || e.setCost !== undefined) {
      if (taken && taken.zone === "HAND") enchant(ctx, taken, player, e.enchantment, e.setCost !== undefined ? { setCost: e.setCost } : { cost: e.cost });
    } else markAdded(ctx, taken, e.enchantment);
    if (gifts?.[i] && taken && taken.zone === "HAND") giveGift(ctx, taken, gifts[i]!, env);
    // The card taken (drawn, or the copy made), for the text's next effects (`{ all: "added" }`: Creation Protocol's
    // "Get another copy of it").
    env.added = taken ? [taken] : [];
    discovered(ctx, e, env, taken && taken.zone === "HAND" ? taken : undefined, options.filter((c) => c !== chosen).map((c) => c.card),
      { type: "discover", source: env.self, target: taken ?? chosen, player, detail: { options: options.map(refOf), from: "deck", ...(copy ? { copy: true } : {}), ...giftDetail(gifts) } });
    if (e.drawCopies && !copy && chosen.zone === "HAND") {
      // "… and draw all copies of it" (Grand Empress Shek'zara): each other card of the deck that is the same card (a reprint
      // as its original), from the top, each a draw (4.4; a full hand burns it) — rules-notes 1494.
      const same = (c: Entity) => (c.def.facts.sameAs ?? c.card) === (chosen.def.facts.sameAs ?? chosen.card);
      const copies = playerOf(ctx.game, player).deck.filter(same);
      for (let j = 0; j < copies.length; j++) { const c = copies[j]!; if (c.zone === "DECK") drawCard(ctx, player, c); }
    }
    if (e.rest === "bottom") {
      // "The others get put on the bottom" (Waveshaping): each option not taken, still in the deck, moves to its bottom, in
      // the order offered (the last offered ends lowest); not a draw, no zone change.
      const deck = playerOf(ctx.game, player).deck;
      for (let j = 0; j < options.length; j++) {
        const c = options[j]!;
        const k = deck.indexOf(c);
        if (c === chosen || k < 0) continue;
        deck.splice(k, 1);
        deck.push(c);
      }
    }
    if (e.rest === "burn") {
      for (let j = 0; j < options.length; j++) {
        const c = options[j]!;
        if (c === chosen || c.zone !== "DECK") continue;
        moveTo(ctx.game, c, "GRAVEYARD");
        noteEvent(ctx, { type: "burn", source: env.self, target: c, player });
      }
    }
    return;
  }
  if (e.from === "hand") {
    // "Discover a copy of a card in your opponent's hand" (Madame Lazul): up to three different cards of that hand, picked at
    // random; a copy of the one chosen is added to your hand (4.8: a copy from hand to hand keeps its states, as Mind Vision's).
    const side = e.side === "enemy" ? opponentOf(player) : player;
    // `of`: only the cards of that hand the selector names ("Discover a copy of one" of the cards just drawn: Volume Up).
    const named = e.of ? select(ctx, e.of, env, "beneficial", "discover option") : undefined;
    let pool = playerOf(ctx.game, side).hand.filter((c) => (!named || named.includes(c)) && (!e.where || matchesFilter(ctx, c, e.where, env)));
    const options: Entity[] = [];
    while (options.length < OPTIONS && pool.length > 0) {
      const pick = pickRandom(ctx, pool, 1, "discover option", env.holder)[0];
      options.push(pick!);
      pool = pool.filter((c) => c.card !== pick!.card);
    }
    if (options.length === 0) return;
    const i = options.length > 1 ? choose(ctx, options.length, "discover", env.self) : 0;
    const chosen = options[i]!;
    const taken = createInHand(ctx, chosen.card, player, env.self, chosen);
    markAdded(ctx, taken, e.enchantment);
    discovered(ctx, e, env, taken, options.filter((c) => c !== chosen).map((c) => c.card),
      { type: "discover", source: env.self, target: chosen, player, detail: { options: options.map(refOf), from: "hand", copy: true } });
    return;
  }
  // `played` ("Discover one of them": Tidepool Pupil; Mixtape's "a card your opponent played this game"): the different
  // cards of the plays of the record, oldest first, the discovering card's own card left out (5.1, as a pool).
  const record = e.from === "died" || e.from === "played";
  const pool = e.from === "died" ? { ids: diedCards(ctx, e, env), leftOut: 0 } : e.from === "played" ? { ids: playedCards(ctx, e, env), leftOut: 0 } : poolOf(ctx, e.from, env);
  let ids = e.from === "died" ? pool.ids : pool.ids.filter((id) => id !== env.self.card);
  const leftOut = Array.isArray(e.from) || record ? undefined : pool.leftOut;
  const options: string[] = [];
  while (options.length < OPTIONS && ids.length > 0) {
    const pick = pickRandomId(ctx, ids, "discover option", env.holder, leftOut);
    options.push(pick);
    ids = ids.filter((id) => id !== pick);
  }
  env.offered = options;
  // "Keep all 3 instead" (Paleomancy, `keepAll`): no choice is made — each option offered is added to the hand, in the order
  // offered (a full hand burns the rest); as Master's Call drawing all three, no card is Discovered (no discover event).
  if (e.keepAll && options.length > 0) {
    noteEvent(ctx, { type: "discover", source: env.self, player, detail: { options, keepAll: true } });
    for (let j = 0; j < options.length; j++) { const id = options[j]!; markAdded(ctx, createInHand(ctx, id, player, env.self), e.enchantment); }
    return;
  }
  const offered = options.length + (e.orPick ? 1 : 0);
  if (offered === 0) return;
  const gifts = e.darkGift ? pickGifts(ctx, options, env) : undefined;
  const i = offered > 1 ? choose(ctx, offered, "discover", env.self) : 0;
  if (e.orPick && i === options.length) {
    // The extra option (Vulpera Scoundrel's Mystery Choice!): its effects resolve; no discovered card is taken.
    countDiscover(ctx, player, false);
    noteEvent(ctx, { type: "discover", source: env.self, player, detail: { options: [...options, e.orPick.card], chosen: e.orPick.card } });
    runEffects(ctx, e.orPick.effects, env);
    return;
  }
  if (e.into === "play") {
    // "Discover a minion to summon" (Hero's Welcome, Story of Umbra): the chosen minion is summoned for the player instead of
    // going to the hand (placed as the card's own summons are; a full board: nothing), and becomes `summoned`.
    countDiscover(ctx, player);
    summonEach(ctx, [cardOf(ctx, options[i]!)], player, summonPosition(ctx, env, player), env);
    const m = env.summonedAll?.[0];
    if (m && e.enchantment) enchant(ctx, m, player, e.enchantment, {});
    noteEvent(ctx, { type: "discover", source: env.self, ...(m ? { target: m } : {}), player, detail: { options, chosen: options[i], to: "PLAY" } });
    // `rest: "hand"` ("Add the others to your hand": Maruut Stonebinder): the options not taken, new cards in the order
    // offered, after the summon (the text's order; a full hand burns them).
    if (e.rest === "hand") for (let k = 0; k < options.length; k++) if (k !== i) createInHand(ctx, options[k]!, player, env.self);
    return;
  }
  if (e.into === "aside") {
    // "Discover a Beast to gain its stats" (Beast Speaker Taka): the card taken is a new card set aside — in no hand, deck
    // or board — that the text's next effects read (`{ all: "added" }`).
    countDiscover(ctx, player);
    const c = newEntity(ctx.game, cardOf(ctx, options[i]!), player, "SETASIDE");
    c.tags.CREATOR = env.self.id;
    env.added = [c];
    noteEvent(ctx, { type: "discover", source: env.self, target: c, player, detail: { options, chosen: options[i], to: "SETASIDE" } });
    return;
  }
  if (e.into === "deck-bottom") {
    countDiscover(ctx, player);
    // "Put it on the bottom of your deck": a new card there (the game's CREATOR tag names the discovering entity), not in hand.
    const c = newEntity(ctx.game, cardOf(ctx, options[i]!), player, "SETASIDE");
    c.tags.CREATOR = env.self.id;
    moveTo(ctx.game, c, "DECK", playerOf(ctx.game, player).deck.length);
    if (e.enchantment || e.cost !== undefined || e.setCost !== undefined) {
      enchant(ctx, c, player, e.enchantment, e.setCost !== undefined ? { setCost: e.setCost } : e.cost !== undefined ? { cost: e.cost } : {});
    }
    noteEvent(ctx, { type: "discover", source: env.self, target: c, player, detail: { options: e.orPick ? [...options, e.orPick.card] : options, chosen: options[i], to: "DECK" } });
    return;
  }
  const card = createInHand(ctx, options[i]!, player, env.self);
  // The card taken, for the text's next effects (`{ all: "added" }`: Q'onzu's "Choose to keep it or put it on top of …").
  env.added = card ? [card] : [];
  if (e.cost !== undefined || e.setCost !== undefined) {
    if (card) enchant(ctx, card, player, e.enchantment, e.setCost !== undefined ? { setCost: e.setCost } : { cost: e.cost });
  } else markAdded(ctx, card, e.enchantment);
  if (gifts?.[i] && card && card.zone === "HAND") giveGift(ctx, card, gifts[i]!, env);
  // `rest: "shuffle"` (Merchant of Legend): each option not taken goes into the deck as a new card, at a random place.
  if (e.rest === "shuffle") {
    // The options not taken, shuffled in by one effect: one time (countShuffle). With `darkGift`, each keeps its option's
    // gift, given once all are in the deck (Jumpscare!: the game's log, rules-notes 480).
    const shuffled: Entity[] = [];
    const giftOf = new Map<Entity, string>();
    for (let k = 0; k < options.length; k++) {
      if (k === i) continue;
      const id = options[k]!;
      shuffleIntoDeckEffect(ctx, { type: "shuffleIntoDeck", card: id }, env, false);
      for (let q = 0, list = env.shuffled ?? []; q < list.length; q++) {
        const c = list[q]!; shuffled.push(c); if (gifts?.[k]) giftOf.set(c, gifts[k]!); }
    }
    countShuffle(ctx, env, shuffled);
    giftOf.forEach((g, c) => { if (c.zone === "DECK") giveGift(ctx, c, g, env); });
  }
  discovered(ctx, e, env, card, options.filter((_, k) => k !== i),
    { type: "discover", source: env.self, ...(card ? { target: card } : {}), player, detail: { options: e.orPick ? [...options, e.orPick.card] : options, chosen: options[i], ...giftDetail(gifts) } });
}

/**
 * `from: "deck"` with `into` (Nightshade Bud's "Discover a minion from your deck to summon; or a spell to cast"): the card
 * taken is not drawn — `play`: the minion itself goes from the deck into play, summoned as `putIntoPlay` puts one (a full
 * board: it stays in the deck); `cast`: the spell itself is cast out of the deck as `castSpell` casts one (a random valid
 * target; none: it stays in the deck), then a forced death (5.7). The discover event names the card taken, after it.
 */
function fromDeckInto(ctx: Ctx, into: "play" | "cast", chosen: Entity, options: Entity[], env: Env): void {
  const player = env.controller;
  if (into === "play") {
    env.added = [chosen];
    putIntoPlayEffect(ctx, { type: "putIntoPlay", from: "deck", of: { all: "added" } }, env);
  } else if (chosen.type === "SPELL") {
    ctx.trace.within({ kind: "step", name: "cast", player, card: refOf(chosen), children: [] }, () => castOne(ctx, chosen, player, env.self));
    ctx.trace.within({ kind: "step", name: "forced-death", children: [] }, () => interPhase(ctx));
  }
  countDiscover(ctx, player);
  resolveEvent(ctx, { type: "discover", source: env.self, target: chosen, player, detail: { options: options.map(refOf), from: "deck", to: into === "play" ? "PLAY" : "CAST" } });
}

/**
 * `from: "died"` ("Discover a friendly Dragon that died this game": Succumb to Madness): the different cards of the minions
 * in the death record (4.10) that died under the player's control — with `side: "enemy"` the opponent's — as printed (the
 * record keeps no states: `where` is matched against a fresh card of each, never placed in the game), in the order they
 * first died. The options are then picked from them as from a pool; the card taken is a new one (in hand, or with
 * `into: "play"` summoned fresh: "Resummon it").
 */
/**
 * The different cards (card ids) of the plays of the record of cards played this game, oldest first, as printed (the
 * record keeps no states; countered cards are not in it): the plays the `fromPlayed` amount names (its filters), else
 * every play of that `side`'s player (default yours) whose card matches `where` (Rewind's "another spell you've cast").
 */
function playedCards(ctx: Ctx, e: Extract<Effect, { type: "discover" }>, env: Env): string[] {
  const out: string[] = [];
  if (e.fromPlayed !== undefined) {
    if (typeof e.fromPlayed !== "object" || !("playedThisGame" in e.fromPlayed)) return out;
    const plays = playsMatching(ctx, e.fromPlayed as PlayedAmount, env);
    for (let i = 0; i < plays.length; i++) { const id = plays[i]!.card; if (!out.includes(id)) out.push(id); }
    return out;
  }
  const side = e.side === "enemy" ? opponentOf(env.controller) : env.controller;
  for (let i = 0, list = playerOf(ctx.game, side).playedThisGame ?? []; i < list.length; i++) {
    const id = list[i]!.card;
    if (out.includes(id)) continue;
    if (e.where) {
      const def = cardOf(ctx, id);
      const probe: Entity = { kind: "entity", id: -1, card: def.id, def, type: def.type, controller: side, zone: "GRAVEYARD", order: -1, tags: { ...def.tags }, enchantments: [] };
      if (!matchesFilter(ctx, probe, e.where, env)) continue;
    }
    out.push(id);
  }
  return out;
}

function diedCards(ctx: Ctx, e: Extract<Effect, { type: "discover" }>, env: Env): string[] {
  const side = e.side === "enemy" ? opponentOf(env.controller) : env.controller;
  const out: string[] = [];
  // `from: "played"` (Mixtape's "a copy of a card your opponent played this game", Rewind's "another spell you've cast"):
  // the different cards of that player's record of plays (rules/played.ts; countered cards are not in it), in the order
  // first played, as printed — the record keeps no states —, the discovering card's own card left out (5.1, as a pool).
  const list: readonly { card: string; controller?: PlayerId }[] = e.from === "played" ? playerOf(ctx.game, side).playedThisGame ?? [] : ctx.game.deaths;
  for (let i = 0; i < list.length; i++) {
    const d = list[i]!;
    if ((e.from !== "played" && d.controller !== side) || out.includes(d.card)) continue;
    if (e.where) {
      const def = cardOf(ctx, d.card);
      const probe: Entity = { kind: "entity", id: -1, card: def.id, def, type: def.type, controller: side, zone: "GRAVEYARD", order: -1, tags: { ...def.tags }, enchantments: [] };
      if (!matchesFilter(ctx, probe, e.where, env)) continue;
    }
    out.push(d.card);
  }
  return out;
}

/**
 * The player tag DISCOVERED_THIS_TURN (our name): the Discovers of this turn, restarted as each turn starts (actions/turn.ts);
 * and, for the game, NUM_CARDS_DISCOVERED_THIS_GAME (ours): the Discovers that took a card — an `orPick` choice took none
 * (`card: false`) — read by the amount `{ thisGame: "discovered" }` (Alien Encounters; rules-notes 874).
 */
function countDiscover(ctx: Ctx, player: PlayerId, card = true): void {
  const tags = playerOf(ctx.game, player).tags;
  tags.DISCOVERED_THIS_TURN = (tags.DISCOVERED_THIS_TURN ?? 0) + 1;
  if (card) tags[NUM_CARDS_DISCOVERED_THIS_GAME] = (tags[NUM_CARDS_DISCOVERED_THIS_GAME] ?? 0) + 1;
}

/**
 * A card was Discovered: counted for "if you've Discovered this turn"; `others` remembers each option not taken on the
 * card taken (the Maps); then the discover event, with the card taken in hand as its target, which triggers answer
 * ("After you Discover a card": Vault Breaker). A card burned by a full hand is still its target, in the graveyard.
 */
function discovered(ctx: Ctx, e: Extract<Effect, { type: "discover" }>, env: Env, taken: Entity | null | undefined, others: string[], ev: GameEvent): void {
  countDiscover(ctx, env.controller);
  if (e.others && taken && taken.zone === "HAND") {
    for (let i = 0; i < others.length; i++) { const id = others[i]!; enchant(ctx, taken, env.controller, e.others, { oneTurn: true }).remembers = id; }
  }
  resolveEvent(ctx, ev);
}

/**
 * "Discover a spell. Repeat until you see one for the second time." (Pocket Dimension, `untilSeenTwice`): the Discover
 * resolves whole, again and again, until one offers a card that an earlier one of this effect offered — that Discover is
 * still made (its card taken), and is the last; one that offers nothing ends it too (rules-notes 1430).
 */
function discoverUntilSeenTwice(ctx: Ctx, e: Extract<Effect, { type: "discover" }>, env: Env): void {
  const once: Extract<Effect, { type: "discover" }> = { ...e, untilSeenTwice: false };
  const seen = new Set<string>();
  for (;;) {
    env.offered = [];
    discoverEffect(ctx, once, env);
    const offered = env.offered;
    let again = false;
    for (let i = 0; i < offered.length; i++) { if (seen.has(offered[i]!)) again = true; seen.add(offered[i]!); }
    if (again || offered.length === 0) return;
  }
}
