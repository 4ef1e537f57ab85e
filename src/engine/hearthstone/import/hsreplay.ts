/**
 * @module hearthstone/import/hsreplay
 * Reading HSReplay XML (HearthSim's replay format: `<HSReplay><Game>` with `GameEntity`, `Player`, `FullEntity`,
 * `ShowEntity`, `HideEntity`, `ChangeEntity`, `TagChange` and nested `Block`s, tags by number) into the packets Power.log
 * gives. No maintained HSReplay parser exists on npm, and the format is a handful of elements: a small reader of its
 * own (elements and attributes; the rest — options, choices, metadata — is passed over). With several games, the last.
 * An element left open at the end is a truncated file and says where.
 */
import { ImportError, type Packet } from "./log-game.js";
import { tagName } from "./tags.js";

const ENTITY_ELEMENTS = new Set(["GameEntity", "Player", "FullEntity", "ShowEntity", "ChangeEntity"]);

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const k = e.toLowerCase();
    if (k === "amp") return "&";
    if (k === "lt") return "<";
    if (k === "gt") return ">";
    if (k === "quot") return '"';
    if (k === "apos") return "'";
    const n = k.startsWith("#x") ? parseInt(k.slice(2), 16) : parseInt(k.slice(1), 10);
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "";
  });
}

function attributes(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of s.matchAll(/([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out[m[1]!] = decode(m[2] ?? m[3] ?? "");
  return out;
}

const int = (s: string | undefined) => (s !== undefined && /^-?\d+$/.test(s) ? Number(s) : undefined);

/** The packets of the last game of an HSReplay document. */
export function hsreplayPackets(body: string): Packet[] {
  let games: Packet[][] = [];
  let current: Packet[] | null = null;
  /** Open elements: their name, line, and for an entity element the packet its Tag children fill. */
  const stack: { name: string; line: number; packet?: Packet & { tags: [string, string][] } }[] = [];
  let line = 1, last = 0;
  const where = (at: number) => {
    for (let k = last; k < at; k++) if (body.charCodeAt(k) === 10) line++;
    last = at;
    return line;
  };
  const TAG_RE = /<(\/?)([A-Za-z][\w:-]*)([^>]*?)(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/g;
  let m: RegExpExecArray | null;
  while ((m = TAG_RE.exec(body))) {
    const [, close, name, attrText, selfClose] = m;
    if (name === undefined) continue;
    const at = where(m.index);
    if (close) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new ImportError(`the XML is not well formed at line ${at}: </${name}> closes ${open ? `<${open.name}> of line ${open.line}` : "nothing"}`, `line ${at}`);
      if (open.packet) current?.push(open.packet);
      if (name === "Block") current?.push({ t: "block-end" });
      continue;
    }
    const a = attributes(attrText ?? "");
    let packet: (Packet & { tags: [string, string][] }) | undefined;
    switch (name) {
      case "Game":
        current = [{ t: "create-game" }];
        games.push(current);
        break;
      case "GameEntity": packet = { t: "game-entity", id: int(a.id) ?? 1, tags: [] }; break;
      case "Player": {
        const id = int(a.id), pid = int(a.playerID);
        if (id !== undefined && pid !== undefined) packet = { t: "player", id, playerId: pid, ...(a.name ? { name: a.name } : {}), tags: [] };
        break;
      }
      case "FullEntity": {
        const id = int(a.id);
        if (id !== undefined) packet = { t: "full", id, cardId: a.cardID ?? "", tags: [] };
        break;
      }
      case "ShowEntity":
      case "ChangeEntity": {
        const id = int(a.entity);
        if (id !== undefined) packet = { t: name === "ShowEntity" ? "show" : "change", entity: id, cardId: a.cardID ?? "", tags: [] };
        break;
      }
      case "HideEntity": {
        const id = int(a.entity);
        if (id !== undefined && a.zone !== undefined) current?.push({ t: "hide", entity: id, tags: [["ZONE", a.zone]] });
        break;
      }
      case "Tag": {
        const top = stack[stack.length - 1];
        if (top?.packet && a.tag !== undefined && a.value !== undefined) top.packet.tags.push([tagName(a.tag), a.value]);
        break;
      }
      case "TagChange": {
        const id = int(a.entity);
        if (id !== undefined && a.tag !== undefined && a.value !== undefined) current?.push({ t: "tag", entity: id, tag: tagName(a.tag), value: a.value });
        break;
      }
      case "Block": {
        const id = int(a.entity);
        const target = int(a.target);
        current?.push({ t: "block-start", type: a.type ?? "0", entity: id ?? 0, target: target ? target : null, subOption: int(a.subOption) ?? -1 });
        break;
      }
    }
    if (selfClose) {
      if (packet) current?.push(packet);
      if (name === "Block") current?.push({ t: "block-end" });
    } else stack.push({ name, line: at, ...(packet && ENTITY_ELEMENTS.has(name) ? { packet } : {}) });
    if (stack.length > 500) throw new ImportError(`the XML nests deeper than 500 elements at line ${at}`, `line ${at}`);
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1]!;
    throw new ImportError(`the XML is truncated: <${open.name}> opened at line ${open.line} is never closed`, `line ${open.line}`);
  }
  games = games.filter((g) => g.length > 1);
  if (games.length === 0) throw new ImportError("not an HSReplay game: no <Game> element with entities", "(body)");
  return games[games.length - 1]!;
}
