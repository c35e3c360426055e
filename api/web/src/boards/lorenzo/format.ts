// Lorenzo's words and colours: resources, members, spaces, seats.
import type { CardTypeName, Colour, Member, Res } from "./types";
import { t } from "../../i18n";

export const RES_KEYS = ["coins", "wood", "stone", "servants", "militaryPoints", "faithPoints", "victoryPoints"] as const;
export type ResKey = (typeof RES_KEYS)[number];

export const RES_NAMES: Record<ResKey, [string, string]> = {
  coins: ["coin", "coins"],
  wood: ["wood", "wood"],
  stone: ["stone", "stone"],
  servants: ["servant", "servants"],
  militaryPoints: ["military point", "military points"],
  faithPoints: ["faith point", "faith points"],
  victoryPoints: ["victory point", "victory points"],
};

export const RES_SHORT: Record<ResKey, string> = {
  coins: "coins",
  wood: "wood",
  stone: "stone",
  servants: "servants",
  militaryPoints: "MP",
  faithPoints: "FP",
  victoryPoints: "VP",
};

/** `2 coins and 1 wood`; `nothing` when empty. */
export function resText(r: Partial<Res> | null | undefined): string {
  const parts = RES_KEYS.filter((k) => (r?.[k] ?? 0) !== 0).map((k) => {
    const n = r![k]!;
    return `${n} ${t(RES_NAMES[k][Math.abs(n) === 1 ? 0 : 1])}`;
  });
  if (parts.length === 0) return t("nothing");
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} ${t("and")} ${parts[parts.length - 1]}`;
}

export const isEmpty = (r: Partial<Res> | null | undefined) => RES_KEYS.every((k) => (r?.[k] ?? 0) === 0);

export { SEAT_COLOURS, seatColour } from "../seat";

export const MEMBER_FILL: Record<Member, string> = {
  BLACK: "#1b1b1b",
  WHITE: "#f7f3ea",
  ORANGE: "#e67e22",
  NEUTRAL: "#b9ad98",
};

export const TOWER_FILL: Record<Colour, string> = {
  GREEN: "#2f7d3b",
  BLUE: "#285f9c",
  YELLOW: "#c99a1e",
  PURPLE: "#6d3b8c",
};

export const TYPE_OF: Record<Colour, CardTypeName> = {
  GREEN: "territory",
  BLUE: "character",
  YELLOW: "building",
  PURPLE: "venture",
};

/** A card type's colour (its tower's), for either spelling of the type. */
export const cardFill = (type: string) =>
  TOWER_FILL[({ territory: "GREEN", character: "BLUE", building: "YELLOW", venture: "PURPLE" } as Record<string, Colour>)[type.toLowerCase()] ?? "GREEN"];

export const memberWord = (m: string) => t(m.toLowerCase());

/** An action space in words: `green tower, floor 3`, `market space 2`, `council palace` ... */
export function spaceWords(space: string): string {
  const [area, a, b] = space.split(".");
  if (area === "tower") return t("{colour} tower, floor {n}", { colour: t(a), n: b });
  if (area === "market") return t("market space {n}", { n: a });
  if (area === "council") return t("council palace");
  if (area === "harvest") return a === "1" ? t("harvest (single space)") : t("harvest (large space, −3)");
  if (area === "production") return a === "1" ? t("production (single space)") : t("production (large space, −3)");
  return space;
}

/** A card's effects in words: each effect's own text (`LorenzoEffect.text`), joined. */
export const effectsText = (effects: { text: string }[]): string => effects.map((e) => e.text).join("; ");

export const PLURAL: Record<CardTypeName, string> = {
  territory: "territories",
  character: "characters",
  building: "buildings",
  venture: "ventures",
};
