// Patrizier's typed parts of a Game, as boards/patrizier/documents.ts selects them. Cards are
// selected by id only in a game; their faces come from the catalogue.
export type Symbol = "SECOND_CREST" | "HEAD" | "DOUBLE_HEAD" | "MOVE_FLOOR" | "TAKE_ANY_CARD";
export type HeadType = "MERCHANT" | "CLERIC" | "NOBLE";
export type Stage = "PLAY" | "MOVE" | "TAKE" | "BUILD" | "DRAW" | "REFILL" | "OVER";
export type TakeReason = "CITY" | "ANY_CARD" | "NO_CARD";

export interface CardRef {
  id: number;
}

export interface PTower {
  tower: number;
  height: number;
  leader: number | null;
  floors: { level: number; owner: number }[];
}

export interface PCity {
  slug: string;
  name: string;
  floors: number;
  built: number;
  scored: boolean;
  fameTiles: number[];
  higherTower: number | null;
  towers: PTower[];
  display: CardRef | null;
}

export interface PScore {
  cities: number;
  heads: number;
  total: number;
}

export interface PPlayer {
  seat: number;
  name: string | null;
  supply: number;
  built: number;
  handSize: number;
  hand: CardRef[] | null;
  played: CardRef[];
  heads: { head: HeadType; count: number }[];
  fameTiles: { city: { slug: string }; fame: number }[];
  score: PScore;
}

export interface PView {
  __typename: "PatrizierView";
  stage: Stage;
  currentSeat: number | null;
  startSeat: number;
  cardsPlayed: number;
  cardsTotal: number;
  pileSize: number;
  turnCard: CardRef | null;
  cities: PCity[];
  players: PPlayer[];
  result: {
    scores: { seat: number; cities: number; heads: number; total: number; supply: number }[];
    ranking: number[];
    ranks: number[];
    winners: number[];
  } | null;
  pile: CardRef[] | null;
}

interface Base {
  key: string;
  kind: string;
  description: string;
}

export type PAction =
  | (Base & { __typename: "PatrizierPlayAction"; card: CardRef; city: { slug: string }; towers: number[]; floors: number })
  | (Base & { __typename: "PatrizierMoveAction"; city: { slug: string }; fromTower: number; toTower: number; owner: number })
  | (Base & { __typename: "PatrizierDeclineAction" })
  | (Base & { __typename: "PatrizierTakeAction"; card: CardRef; city: { slug: string }; reason: TakeReason });

export type PlayAction = Extract<PAction, { __typename: "PatrizierPlayAction" }>;
export type MoveAction = Extract<PAction, { __typename: "PatrizierMoveAction" }>;
export type TakeAction = Extract<PAction, { __typename: "PatrizierTakeAction" }>;

interface PBase {
  seat: number;
  kind: string;
  description: string;
}

export type PPending =
  | (PBase & { __typename: "PatrizierPlayDecision"; handSize: number; supply: number })
  | (PBase & { __typename: "PatrizierMoveDecision"; card: CardRef; cities: { slug: string }[] })
  | (PBase & { __typename: "PatrizierTakeDecision"; card: CardRef; cities: { slug: string }[]; reason: TakeReason });

export interface CatCard {
  id: number;
  slug: string;
  assetId: string;
  name: string;
  city: { slug: string; name: string };
  crests: number;
  symbol: Symbol;
  head: HeadType | null;
  heads: number;
  star: boolean;
}

export interface Catalogue {
  provisional: boolean;
  provisionalNote: string | null;
  cities: { slug: string; name: string; floors: number; fameTiles: number[]; fivePlayersOnly: boolean }[];
  cards: CatCard[];
  heads: { type: HeadType; slug: string; name: string }[];
  headSetSize: number;
  headSetFame: number;
}
