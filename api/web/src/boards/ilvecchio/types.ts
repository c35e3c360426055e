// The Il Vecchio types the renderer reads (the selections of documents.ts).
export interface Field {
  field: number;
  cost: number;
  crest: boolean;
  points: number;
  usable: boolean;
  seat: number | null;
}

export interface Track {
  slug: string;
  name: string;
  kind: string;
  majority: number | null;
  fields: Field[];
}

export interface TownView {
  slug: string;
  name: string;
  colour: string;
  x: number;
  y: number;
  intermediary: string | null;
  standing: number[];
  lying: number[];
}

export type Goods = Record<"florins" | "scrolls" | "coaches" | "bishops" | "assassin" | "knight" | "abbot", number>;

export interface Player {
  seat: number;
  supply: number;
  onTracks: number;
  crests: number;
  doubleTurn: string | null;
  councilHidden: number;
  nobilityCount: number;
  goods: Goods;
  provinces: { tile: { id: string }; used: boolean }[];
  council: { id: string }[];
  councilHiddenTiles: { id: string }[] | null;
  nobility: { id: string }[] | null;
}

export interface FinalScore {
  seat: number;
  total: number;
}

export interface IVView {
  __typename: "IlVecchioView";
  phase: string;
  currentSeat: number | null;
  dice: number[];
  crestsLeft: number;
  extraCost: string;
  councilStack: number;
  nobilityStack: number;
  ending: boolean;
  double: boolean;
  towns: TownView[];
  tracks: Track[];
  provincePool: { id: string }[];
  players: Player[];
  result: { scores: FinalScore[] } | null;
}

/** A legal action with every field any Il Vecchio kind may carry (absent ones undefined). */
export interface IVAction {
  __typename: string;
  key: string;
  kind: string;
  description: string;
  origin?: string;
  town?: string;
  coach?: boolean | null;
  take?: string;
  region?: string;
  track?: string;
  destination?: string | null;
  /** `tile`, aliased: Lorenzo selects a `tile` whose id is a number */
  ivTile?: { id: string };
  towns?: string[];
  purpose?: string | null;
}

export interface Catalogue {
  provisional: boolean;
  provisionalNote: string | null;
  roads: [string, string][];
  areas: { number: number; towns: string[] }[];
  tiles: { id: string; group: string; effect: string; text: string }[];
}
