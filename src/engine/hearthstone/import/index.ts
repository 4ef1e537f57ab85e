/**
 * @module hearthstone/import
 * A game log → the game as a snapshot in the request format of /v1/resolve (and, with `at: "actions"`, the snapshot just
 * before each player action in the log, with the action in our format). Reads Power.log (power-log.ts) and HSReplay
 * XML (hsreplay.ts) into the same packets (log-game.ts); the snapshot is written by snapshot.ts. No HTTP here.
 */
import { CardRegistry } from "../cards/registry.js";
import type { Action, GameStateInput } from "../schema.js";
import { ImportError, LogGame, type LoggedAction, type Packet } from "./log-game.js";
import { gameStarts, packets, powerLines } from "./power-log.js";
import { SnapshotWriter, type Cosmetic, type Skipped } from "./snapshot.js";
import { hsreplayPackets } from "./hsreplay.js";

export { ImportError } from "./log-game.js";

export interface ImportedAction {
  /** The game's turn (TURN) and the player taking the action. */
  turn: number;
  player: 1 | 2;
  /** The action in /v1/resolve's format, naming entities by their refs (`e57`). */
  action: Action;
  /** The game just before the action. */
  state: GameStateInput;
  /** Secrets in play the log hides (the opponent's), per player, when there are any: the snapshot cannot hold them. */
  hiddenSecrets?: [number, number];
}

export interface ImportResult {
  format: "power.log" | "hsreplay";
  /** The game as it stands at the end of the log. */
  state: GameStateInput;
  players: { 1?: string; 2?: string };
  /** Entities left out of the snapshot or imported as unknown cards, with why. */
  skipped: Skipped[];
  /** Skins resolved to the card they play as. */
  cosmetics: Cosmetic[];
  actions?: ImportedAction[];
}

export interface ImportOptions {
  format: "power.log" | "hsreplay";
  at?: "end" | "actions";
}

/** Our action for a logged one (entities by ref). */
function actionOf(a: LoggedAction): Action {
  const ref = (id: number | undefined) => (id === undefined ? undefined : `e${id}`);
  switch (a.kind) {
    case "endTurn": return { type: "endTurn" };
    case "attack": return { type: "attack", attacker: ref(a.entity)!, defender: ref(a.target)! };
    case "heroPower": return { type: "heroPower", ...(a.target !== undefined ? { target: ref(a.target)! } : {}) };
    case "play": return {
      type: "play", card: ref(a.entity)!, ...(a.target !== undefined ? { target: ref(a.target)! } : {}),
      ...(a.position !== undefined ? { position: Math.min(7, a.position) } : {}), ...(a.choose ? { choose: a.choose } : {}),
    };
  }
}

/**
 * A card played from hand was hidden until its play revealed it (the opponent's): the snapshot before the play names
 * it, so that the action can be resolved. Its cost is the one it was played for — except a revealed COST that is the
 * printed Cost, which a reveal shows for a card whose Cost its own text lowers (Thing from Below, shown at 6 and played for
 * 3): that one the engine works out itself.
 */
function reveal(writer: SnapshotWriter, g: LogGame, rec: { logged: LoggedAction; state: GameStateInput }, logged: LoggedAction): void {
  if (logged.kind !== "play" || logged.entity === undefined || rec.logged !== logged) return;
  const e = g.entities.get(logged.entity);
  const card = e ? writer.cardOf(e) : undefined;
  if (!e || !card) return;
  const hand = rec.state.players[logged.player - 1]!.hand ?? [];
  const k = hand.findIndex((x) => x.id === e.id);
  if (k < 0 || hand[k]!.card !== null) return;
  hand[k] = { card: card.id, id: e.id, ref: `e${e.id}`, ...(e.tags.COST !== undefined && e.tags.COST !== card.tags.COST ? { cost: e.tags.COST } : {}) };
}

export function importGameLog(body: string, opts: ImportOptions): ImportResult {
  const cards = new CardRegistry();
  const writer = new SnapshotWriter(cards);
  const recorded: { logged: LoggedAction; state: GameStateInput; hidden: [number, number] }[] = [];
  const listener = opts.at === "actions" ? {
    before: (g: LogGame, logged: LoggedAction) => { recorded.push({ logged, state: writer.state(g), hidden: writer.hiddenSecrets }); },
    after: (g: LogGame, logged: LoggedAction) => reveal(writer, g, recorded[recorded.length - 1]!, logged),
  } : null;
  const game = new LogGame(listener);
  writer.creatorEntity = (id) => {
    const e = game.entities.get(id);
    return e ? writer.cardOf(e) : undefined;
  };
  const feed = (p: Packet) => game.apply(p);
  if (opts.format === "power.log") {
    const { lines, names } = powerLines(body);
    const starts = gameStarts(lines);
    if (starts.length === 0) throw new ImportError("not a game log: no CREATE_GAME line (send the GameState.DebugPrintPower lines of one game, from CREATE_GAME on)", "line 1");
    // The last game of the log: the one in progress.
    const from = starts[starts.length - 1]!;
    // The names DebugPrintGame gives, bound as soon as the players exist.
    let named = false;
    for (const { packet } of packets(lines.slice(from))) {
      if (!named && packet.t !== "create-game" && packet.t !== "game-entity" && packet.t !== "player") {
        named = true;
        for (const n of names) feed({ t: "player-name", playerId: n.playerId, name: n.name });
      }
      feed(packet);
    }
  } else {
    for (const p of hsreplayPackets(body)) feed(p);
  }
  if (!game.created || !game.game || game.playerEntity.size !== 2) {
    throw new ImportError("not a game log: no game entity and two players after CREATE_GAME", "CREATE_GAME");
  }
  const state = writer.state(game);
  const players: ImportResult["players"] = {};
  for (const [name, id] of game.names) {
    const pid = game.playerIdOf(id);
    if (pid) players[pid] = name;
  }
  const result: ImportResult = { format: opts.format, state, players, skipped: [...writer.skipped.values()].sort((a, b) => a.id - b.id), cosmetics: [...writer.cosmetics.values()].sort((a, b) => a.id - b.id) };
  if (opts.at === "actions") {
    result.actions = recorded.filter((r) => r.logged.kind === "endTurn" || r.logged.entity !== undefined)
      .filter((r) => r.logged.kind !== "attack" || r.logged.target !== undefined)
      .map((r) => ({ turn: r.logged.turn, player: r.logged.player, action: actionOf(r.logged), state: r.state, ...(r.hidden[0] + r.hidden[1] > 0 ? { hiddenSecrets: r.hidden } : {}) }));
  }
  return result;
}
