/**
 * @module hearthstone/import/power-log
 * Reading the game client's Power.log: the `GameState.DebugPrintPower()` lines of one game, from CREATE_GAME on (the
 * `PowerTaskList` copy of the same packets is read when there are no GameState lines; bare lines without the log's
 * prefix are read too). Each line is one packet or one tag of the entity just opened. Lines of other kinds are passed
 * over; a last line cut short, or an entity opened with none of its tags, is a truncated log and says where.
 */
import { ImportError, type EntityName, type Packet } from "./log-game.js";
import { tagName } from "./tags.js";

const GAME_STATE = "GameState.DebugPrintPower() -";
const TASK_LIST = "PowerTaskList.DebugPrintPower() -";
const PRINT_GAME = "GameState.DebugPrintGame() -";

/** An entity as a Power.log line names it: `[entityName=… id=57 zone=HAND …]`, `GameEntity`, a number, a player's name. */
export function entityName(raw: string): EntityName {
  const s = raw.trim();
  if (s.startsWith("[")) {
    const m = / id=(\d+)/.exec(s) ?? /\[id=(\d+)/.exec(s);
    if (m) return Number(m[1]);
  }
  if (/^\d+$/.test(s)) return Number(s);
  return s;
}

export interface LogLine {
  /** 1-based line number in the body. */
  line: number;
  text: string;
}

/** The packet lines of the body (their content, prefix cut off), and the PlayerID → name lines of DebugPrintGame. */
export function powerLines(body: string): { lines: LogLine[]; names: { playerId: number; name: string }[] } {
  const all = body.split(/\r?\n/);
  const marker = body.includes(GAME_STATE) ? GAME_STATE : body.includes(TASK_LIST) ? TASK_LIST : null;
  const lines: LogLine[] = [];
  const names: { playerId: number; name: string }[] = [];
  for (let i = 0; i < all.length; i++) {
    const raw = all[i]!;
    if (raw.includes(PRINT_GAME)) {
      const m = /PlayerID=(\d+), PlayerName=(.+)$/.exec(raw);
      if (m) names.push({ playerId: Number(m[1]), name: m[2]!.trim() });
      continue;
    }
    if (marker === null) {
      if (raw.trim()) lines.push({ line: i + 1, text: raw.trim() });
      continue;
    }
    const k = raw.indexOf(marker);
    if (k < 0) continue;
    const text = raw.slice(k + marker.length).trim();
    if (text) lines.push({ line: i + 1, text });
  }
  return { lines, names };
}

/** Where each game of the log starts (the index of its CREATE_GAME line). */
export function gameStarts(lines: LogLine[]): number[] {
  const out: number[] = [];
  lines.forEach((l, k) => { if (l.text === "CREATE_GAME") out.push(k); });
  return out;
}

const TAG = /^tag=(\S+) value=(\S*)$/;

/**
 * The packets of one game's lines, in order, each with the line it starts on. Throws ImportError for a log cut short.
 */
export function* packets(lines: LogLine[]): Generator<{ packet: Packet; line: number }> {
  let open: { packet: Packet & { tags: [string, string][] }; line: number; text: string } | null = null;
  const flush = function* () {
    if (open) yield { packet: open.packet, line: open.line };
    open = null;
  };
  for (let k = 0; k < lines.length; k++) {
    const { line, text } = lines[k]!;
    const last = k === lines.length - 1;
    const tm = TAG.exec(text);
    if (tm) {
      if (open) open.packet.tags.push([tagName(tm[1]!), tm[2]!]);
      // A tag that ends the log may have lost its value: a cut line.
      if (last && tm[2] === "" ) throw truncated(line, text);
      continue;
    }
    yield* flush();
    const p = packetOf(text);
    if (p === undefined) {
      if (last && looksCut(text)) throw truncated(line, text);
      continue;
    }
    if (p === null) continue;
    if ("tags" in p) open = { packet: p, line, text };
    else yield { packet: p, line };
  }
  if (open) {
    const o = open as { packet: Packet & { tags: [string, string][] }; line: number; text: string };
    // An entity opened at the very end with none of its tags: the log was cut in the middle of it.
    if (o.packet.tags.length === 0 && o.packet.t !== "create-game") throw truncated(o.line, o.text, "the entity has none of its tags");
    yield* flush();
  }
}

function truncated(line: number, text: string, why = "the line is cut short"): ImportError {
  return new ImportError(`the log is truncated at line ${line} (${why}): ${text.slice(0, 120)}`, `line ${line}`);
}

/** A line of a packet kind the log has, cut before its end (a last line that matches nothing). */
const looksCut = (text: string) => /^(TAG_CHANGE|FULL_ENTITY|SHOW_ENTITY|HIDE_ENTITY|CHANGE_ENTITY|BLOCK_START|ACTION_START|tag=|GameEntity|Player )/.test(text);

/** One line → its packet; null for a line read and passed over (META_DATA …); undefined for a line not understood. */
function packetOf(text: string): Packet | null | undefined {
  if (text === "CREATE_GAME") return { t: "create-game" };
  let m: RegExpExecArray | null;
  if ((m = /^TAG_CHANGE Entity=(.*) tag=(\S+) value=(\S+)/.exec(text))) return { t: "tag", entity: entityName(m[1]!), tag: tagName(m[2]!), value: m[3]! };
  if ((m = /^FULL_ENTITY - (?:Creating|Updating) (?:ID=(\d+)|(\[.*\])) CardID=(\S*)$/.exec(text))) {
    const id = m[1] !== undefined ? Number(m[1]) : entityName(m[2]!);
    if (typeof id !== "number") return undefined;
    return { t: "full", id, cardId: m[3]!, tags: [] };
  }
  if ((m = /^SHOW_ENTITY - Updating Entity=(.*) CardID=(\S*)$/.exec(text))) return { t: "show", entity: entityName(m[1]!), cardId: m[2]!, tags: [] };
  if ((m = /^CHANGE_ENTITY - Updating Entity=(.*) CardID=(\S*)$/.exec(text))) return { t: "change", entity: entityName(m[1]!), cardId: m[2]!, tags: [] };
  if ((m = /^HIDE_ENTITY - Entity=(.*) tag=(\S+) value=(\S+)$/.exec(text))) return { t: "hide", entity: entityName(m[1]!), tags: [[tagName(m[2]!), m[3]!]] };
  if ((m = /^GameEntity EntityID=(\d+)$/.exec(text))) return { t: "game-entity", id: Number(m[1]), tags: [] };
  if ((m = /^Player EntityID=(\d+) PlayerID=(\d+)/.exec(text))) return { t: "player", id: Number(m[1]), playerId: Number(m[2]), tags: [] };
  if (/^(BLOCK_START|ACTION_START) /.test(text)) {
    // Logs before patch 10357 name the block type SubType.
    const type = /(?:BlockType|SubType)=(\S+)/.exec(text)?.[1];
    const entity = /Entity=(.*?) (?:EffectCardId=|EffectIndex=|BlockType=|SubType=|Index=|Target=)/.exec(text)?.[1] ?? /Entity=(.*?)$/.exec(text)?.[1];
    if (!type || entity === undefined) return undefined;
    const target = /Target=(.*?)(?: SubOption=| TriggerKeyword=|$)/.exec(text)?.[1]?.trim();
    const sub = /SubOption=(-?\d+)/.exec(text)?.[1];
    return { t: "block-start", type, entity: entityName(entity), target: target && target !== "0" ? entityName(target) : null, subOption: sub ? Number(sub) : -1 };
  }
  if (/^(BLOCK_END|ACTION_END)\b/.test(text)) return { t: "block-end" };
  if (/^(META_DATA|Info\[|Source|Target|SUB_SPELL_START|SUB_SPELL_END|SHUFFLE_DECK|VO_SPELL|CACHED_TAG_FOR_DORMANT_CHANGE|RESET_GAME|TAG_LIST_CHANGE|VO_BANTER|DebugPrintPowerList|Count=)/.test(text)) return null;
  return undefined;
}
