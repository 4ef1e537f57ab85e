/**
 * @module hearthstone/import/log-game
 * A game as a log tells it: entities with the game's tags, changed packet by packet (the packets of Power.log and of
 * HSReplay XML: FULL_ENTITY, SHOW_ENTITY, HIDE_ENTITY, CHANGE_ENTITY, TAG_CHANGE, blocks). It knows nothing of the
 * rules; it also notes what the snapshot needs that tags do not keep: the order entities entered play, deaths, the
 * cards played this turn and last turn, and where each top-level player action starts.
 */
import { BLOCKTYPE, CARDTYPE, STEP, tagValue, ZONE } from "./tags.js";

export interface LogEntity {
  id: number;
  /** "" while hidden. */
  cardId: string;
  tags: Record<string, number>;
  /** When it last entered play (a counter), for the order of play. */
  enteredPlay: number;
  /** When it last entered the graveyard. */
  enteredGraveyard: number;
}

/** How a packet names an entity: an id, or a player's name (Power.log's TAG_CHANGE Entity=SomeName). */
export type EntityName = number | string;

export type Packet =
  | { t: "create-game" }
  | { t: "game-entity"; id: number; tags: [string, string][] }
  | { t: "player"; id: number; playerId: number; name?: string; tags: [string, string][] }
  | { t: "full"; id: number; cardId: string; tags: [string, string][] }
  | { t: "show"; entity: EntityName; cardId: string; tags: [string, string][] }
  | { t: "change"; entity: EntityName; cardId: string; tags: [string, string][] }
  | { t: "hide"; entity: EntityName; tags: [string, string][] }
  | { t: "tag"; entity: EntityName; tag: string; value: string }
  | { t: "block-start"; type: string; entity: EntityName; target: EntityName | null; subOption: number }
  | { t: "block-end" }
  | { t: "player-name"; playerId: number; name: string };

/** A player action the log shows: where it starts, and what our action says. */
export interface LoggedAction {
  kind: "play" | "attack" | "heroPower" | "endTurn";
  player: 1 | 2;
  turn: number;
  entity?: number;
  target?: number;
  /** Board slot a played minion took (0-based). */
  position?: number;
  choose?: 1 | 2;
}

/** What an import listens to: each player action just before it happens, and when it is complete. */
export interface ActionListener {
  before(game: LogGame, action: LoggedAction): void;
  /** The action's block has ended (a play's card is revealed, its position and target known). */
  after?(game: LogGame, action: LoggedAction): void;
}

const MAX_ENTITIES = 20_000;

/** Player tags only the player whose turn it is changes (to tell an unnamed player apart). */
const CURRENT_PLAYER_TAGS = new Set(["RESOURCES", "RESOURCES_USED", "NUM_CARDS_PLAYED_THIS_TURN", "NUM_MINIONS_PLAYED_THIS_TURN", "COMBO_ACTIVE", "NUM_RESOURCES_SPENT_THIS_GAME", "NUM_OPTIONS_PLAYED_THIS_TURN"]);

export class LogGame {
  entities = new Map<number, LogEntity>();
  /** Player entity id by PlayerID (1, 2). */
  playerEntity = new Map<number, number>();
  names = new Map<string, number>();
  deaths: { card: string; controller: 1 | 2; turn: number }[] = [];
  /** The summon record (the snapshot's `summons`): each minion that entered play, played or summoned, in order. */
  summons: { card: string; controller: 1 | 2; turn: number }[] = [];
  private entering: LogEntity | undefined;
  played: Record<1 | 2, { thisTurn: string[]; lastTurn: string[]; last?: string }> = { 1: { thisTurn: [], lastTurn: [] }, 2: { thisTurn: [], lastTurn: [] } };
  /** The record of plays (the snapshot's `playedThisGame`): each card played from hand, with its Cost as played and the turn. */
  playedGame: Record<1 | 2, { card: string; cost: number; turn: number }[]> = { 1: [], 2: [] };
  private counter = 0;
  private depth = 0;
  /** The top-level play being read: its position is known once the card is on the board. */
  private current: { action: LoggedAction; locked: boolean } | null = null;
  created = false;

  constructor(private readonly listener: ActionListener | null = null) {}

  get game(): LogEntity | undefined {
    return this.entities.get(1);
  }

  get turn(): number {
    return this.game?.tags.TURN ?? 1;
  }

  playerIdOf(entityId: number): 1 | 2 | undefined {
    for (const [pid, id] of this.playerEntity) if (id === entityId) return pid as 1 | 2;
    return undefined;
  }

  get currentPlayer(): 1 | 2 {
    for (const [pid, id] of this.playerEntity) if (this.entities.get(id)?.tags.CURRENT_PLAYER) return pid as 1 | 2;
    return 1;
  }

  private entity(id: number): LogEntity {
    let e = this.entities.get(id);
    if (!e) {
      if (this.entities.size >= MAX_ENTITIES) throw new ImportError(`more than ${MAX_ENTITIES} entities: not a game this import reads`);
      e = { id, cardId: "", tags: {}, enteredPlay: 0, enteredGraveyard: 0 };
      this.entities.set(id, e);
    }
    return e;
  }

  /** The entity a packet names, or undefined (a name that can't be told apart yet, an id never created). */
  resolve(name: EntityName, tag?: string, value?: number): LogEntity | undefined {
    if (typeof name === "number") return this.entities.get(name);
    if (name === "GameEntity") return this.entities.get(1);
    let id = this.names.get(name);
    if (id === undefined) {
      id = this.inferName(name, tag, value);
      if (id !== undefined) this.names.set(name, id);
    }
    return id === undefined ? undefined : this.entities.get(id);
  }

  /**
   * A player's name seen for the first time: bound by the tag it changes (PLAYER_ID, ENTITY_ID, HERO_ENTITY: the
   * game's echo of each player's tags after CREATE_GAME has them), or as the player not yet named.
   */
  private inferName(name: string, tag?: string, value?: number): number | undefined {
    const players = [...this.playerEntity.values()];
    const named = new Set(this.names.values());
    if (tag === "PLAYER_ID" && value !== undefined) return this.playerEntity.get(value);
    if (tag === "ENTITY_ID" && value !== undefined && players.includes(value)) return value;
    if (tag === "HERO_ENTITY" && value !== undefined) {
      const owner = players.filter((id) => this.entities.get(id)?.tags.HERO_ENTITY === value);
      if (owner.length === 1) return owner[0];
    }
    const free = players.filter((id) => !named.has(id));
    if (free.length === 1 && this.names.size > 0) return free[0];
    // A player's count of cards drawn changes just after they draw: the card's controller is that player.
    if (tag === "NUM_CARDS_DRAWN_THIS_TURN" && this.lastDrawn !== undefined) {
      const id = this.playerEntity.get(this.lastDrawn);
      if (id !== undefined && free.includes(id)) return id;
    }
    // Once the game is under way (not the echo of the players' tags after CREATE_GAME): a turn passing names the player
    // it leaves or reaches; mana spent and cards played are the current player's.
    const step = this.game?.tags.STEP ?? 0;
    if (value === undefined || step < STEP.MAIN_READY) return undefined;
    const current = players.find((id) => this.entities.get(id)?.tags.CURRENT_PLAYER === 1);
    if (current === undefined) return undefined;
    let id: number | undefined;
    if (tag === "CURRENT_PLAYER") id = value === 1 ? players.find((x) => x !== current) : current;
    else if (tag !== undefined && CURRENT_PLAYER_TAGS.has(tag)) id = current;
    return id !== undefined && free.includes(id) ? id : undefined;
  }

  /** The controller of the card drawn last (a card that went from a deck to a hand). */
  private lastDrawn: number | undefined;

  /** Tag changes on a name not yet bound to a player, applied once it is. */
  private pending: { name: string; tag: string; value: string }[] = [];

  private bound(): void {
    if (this.pending.length === 0) return;
    const waiting = this.pending;
    this.pending = [];
    for (const p of waiting) {
      const id = this.names.get(p.name);
      if (id === undefined) this.pending.push(p);
      else this.setTags(this.entities.get(id)!, [[p.tag, p.value]]);
    }
  }

  apply(p: Packet): void {
    switch (p.t) {
      case "create-game":
        this.created = true;
        return;
      case "game-entity":
        return this.setTags(this.entity(p.id), p.tags);
      case "player": {
        const e = this.entity(p.id);
        this.playerEntity.set(p.playerId, p.id);
        if (p.name) this.names.set(p.name, p.id);
        return this.setTags(e, p.tags);
      }
      case "player-name": {
        const id = this.playerEntity.get(p.playerId);
        if (id !== undefined) this.names.set(p.name, id);
        this.bound();
        return;
      }
      case "full": {
        const e = this.entity(p.id);
        e.cardId = p.cardId;
        return this.setTags(e, p.tags);
      }
      case "show":
      case "change": {
        const e = this.resolve(p.entity);
        if (!e) return;
        e.cardId = p.cardId;
        return this.setTags(e, p.tags);
      }
      case "hide": {
        const e = this.resolve(p.entity);
        if (!e) return;
        return this.setTags(e, p.tags);
      }
      case "tag": {
        const before = this.names.size;
        const e = this.resolve(p.entity, p.tag, Number(p.value));
        if (!e) {
          if (typeof p.entity === "string" && this.pending.length < 1000) this.pending.push({ name: p.entity, tag: p.tag, value: p.value });
          return;
        }
        this.setTags(e, [[p.tag, p.value]]);
        if (this.names.size !== before) this.bound();
        return;
      }
      case "block-start":
        return this.blockStart(p);
      case "block-end":
        if (this.depth > 0) this.depth--;
        if (this.current && !this.current.locked) this.lock();
        if (this.depth === 0 && this.current) this.finishAction();
        return;
    }
  }

  private setTags(e: LogEntity, tags: [string, string][]): void {
    for (const [tag, raw] of tags) {
      const v = tagValue(tag, raw);
      if (v === undefined) continue;
      this.setTag(e, tag, v);
    }
    // A minion that entered play with these tags (a FULL_ENTITY gives its ZONE before its CARDTYPE and CONTROLLER): the
    // summon record, read once all the packet's tags are set.
    const en = this.entering;
    if (en) {
      this.entering = undefined;
      const c = en.tags.CONTROLLER;
      if (en.tags.CARDTYPE === CARDTYPE.MINION && en.cardId && (c === 1 || c === 2)) this.summons.push({ card: en.cardId, controller: c, turn: this.turn });
    }
  }

  private setTag(e: LogEntity, tag: string, v: number): void {
    const before = e.tags[tag];
    if (tag === "STEP" && e.id === 1 && v === STEP.MAIN_END && before !== STEP.MAIN_END && this.depth === 0 && this.listener) {
      this.listener.before(this, { kind: "endTurn", player: this.currentPlayer, turn: this.turn });
    }
    e.tags[tag] = v;
    if (tag === "ZONE" && before === ZONE.DECK && v === ZONE.HAND) this.lastDrawn = e.tags.CONTROLLER;
    if (tag === "ZONE" && before !== v) {
      if (v === ZONE.PLAY) {
        e.enteredPlay = ++this.counter;
        this.entering = e;
      }
      if (v === ZONE.GRAVEYARD) {
        e.enteredGraveyard = ++this.counter;
        if (before === ZONE.PLAY && e.tags.CARDTYPE === CARDTYPE.MINION && e.cardId) {
          const c = e.tags.CONTROLLER;
          if (c === 1 || c === 2) this.deaths.push({ card: e.cardId, controller: c, turn: this.turn });
        }
      }
    }
    // A player's turn starts: what they played this turn becomes what they played last turn.
    if (tag === "CURRENT_PLAYER" && v === 1 && before !== 1) {
      const pid = this.playerIdOf(e.id);
      if (pid) this.played[pid] = { thisTurn: [], lastTurn: this.played[pid].thisTurn, ...(this.played[pid].last ? { last: this.played[pid].last } : {}) };
    }
  }

  private blockStart(p: Extract<Packet, { t: "block-start" }>): void {
    const top = this.depth === 0;
    this.depth++;
    if (this.current && !this.current.locked) this.lock();
    if (!top || !this.listener) return;
    const type = p.type;
    if (type !== "PLAY" && type !== "ATTACK" && type !== String(BLOCKTYPE.PLAY) && type !== String(BLOCKTYPE.ATTACK)) return;
    const source = this.resolve(p.entity);
    if (!source) return;
    const target = p.target !== null ? this.resolve(p.target) : undefined;
    const player = (source.tags.CONTROLLER === 2 ? 2 : 1) as 1 | 2;
    const base = { player, turn: this.turn, entity: source.id, ...(target && target.id > 1 ? { target: target.id } : {}) };
    let action: LoggedAction;
    if (type === "ATTACK" || type === String(BLOCKTYPE.ATTACK)) {
      const defender = target ?? this.entities.get(this.game?.tags.PROPOSED_DEFENDER ?? -1);
      action = { kind: "attack", ...base, ...(defender ? { target: defender.id } : {}) };
    } else if (source.tags.CARDTYPE === CARDTYPE.HERO_POWER) {
      action = { kind: "heroPower", ...base };
    } else {
      action = { kind: "play", ...base };
      if (p.subOption >= 0 && source.tags.CHOOSE_ONE) action.choose = (p.subOption + 1 === 2 ? 2 : 1);
    }
    // The state just before the action: the listener takes its snapshot now; the position comes as the block goes on.
    this.listener.before(this, action);
    this.current = { action, locked: false };
  }

  /**
   * The played card's place is settled once its block goes on to anything nested (a Battlecry), or ends: a minion's
   * board slot is its ZONE_POSITION then (summons later in the block move it).
   */
  private lock(): void {
    const cur = this.current!;
    cur.locked = true;
    const a = cur.action;
    const e = a.kind === "play" && a.entity !== undefined ? this.entities.get(a.entity) : undefined;
    if (e && e.tags.ZONE === ZONE.PLAY && (e.tags.CARDTYPE === CARDTYPE.MINION || e.tags.CARDTYPE === CARDTYPE.LOCATION) && (e.tags.ZONE_POSITION ?? 0) > 0) {
      a.position = e.tags.ZONE_POSITION! - 1;
    }
  }

  private finishAction(): void {
    const cur = this.current!;
    this.current = null;
    const a = cur.action;
    if (a.kind === "play" && a.entity !== undefined) {
      const e = this.entities.get(a.entity);
      if (e?.cardId && e.tags.CARDTYPE !== CARDTYPE.HERO_POWER) {
        const rec = this.played[a.player];
        rec.thisTurn.push(e.cardId);
        rec.last = e.cardId;
        this.playedGame[a.player].push({ card: e.cardId, cost: Math.max(0, e.tags.COST ?? 0), turn: Math.max(0, this.turn) });
      }
      // The target the card was played with, when the block does not say (CARD_TARGET).
      if (a.target === undefined && e?.tags.CARD_TARGET) a.target = e.tags.CARD_TARGET;
    }
    this.listener?.after?.(this, a);
  }
}

export class ImportError extends Error {
  constructor(message: string, readonly where?: string) {
    super(message);
  }
}

