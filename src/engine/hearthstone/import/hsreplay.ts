/**
 * @module hearthstone/import/hsreplay
 * Reading HSReplay XML into the packets Power.log gives (placeholder until the XML reader lands).
 */
import { ImportError, type Packet } from "./log-game.js";

export function hsreplayPackets(_body: string): Packet[] {
  throw new ImportError("HSReplay XML is not read yet", "(body)");
}
