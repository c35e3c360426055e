// Lorenzo's typed parts of a Game, as boards/lorenzo/documents.ts selects them.
export type Member = "BLACK" | "WHITE" | "ORANGE" | "NEUTRAL";
export type Colour = "GREEN" | "BLUE" | "YELLOW" | "PURPLE";
export type CardTypeName = "territory" | "character" | "building" | "venture";
/** What a leader action does with its leader (`LorenzoLeaderAction.use`). */
export type LeaderUse = "PLAY" | "DISCARD" | "ACTIVATE";

export interface Res {
  coins: number;
  wood: number;
  stone: number;
  servants: number;
  militaryPoints: number;
  faithPoints: number;
  victoryPoints: number;
}

export interface Occupant {
  seat: number;
  member: Member;
}

export interface Floor {
  floor: number;
  space: string;
  actionValue: number;
  card: { number: number } | null;
  occupants: Occupant[];
}

export interface Space {
  space: string;
  occupants: Occupant[];
}

export interface LPlayer {
  seat: number;
  name: string | null;
  resources: Res;
  cards: Record<CardTypeName, { number: number }[]>;
  members: { member: Member; value: number | null; placed: boolean; space: string | null }[];
  excommunications: { id: string }[];
  bonusTile: { id: number } | null;
  leadersPlayed: { leader: { slug: string }; faceDown: boolean; copies: { slug: string } | null }[];
  leadersInHand: number;
  leaderHand: { slug: string }[] | null;
  draftHand: { slug: string }[] | null;
}

export interface LScore {
  seat: number;
  total: number;
  cardsAndActions: number;
  faith: number;
  territories: number;
  characters: number;
  ventures: number;
  military: number;
  resources: number;
  excommunication: number;
}

export interface LView {
  __typename: "LorenzoView";
  round: number;
  period: number;
  phase: string;
  turnOrder: number[];
  currentSeat: number | null;
  players: LPlayer[];
  board: {
    towers: { colour: Colour; floors: Floor[] }[];
    dice: { black: number | null; white: number | null; orange: number | null };
    market: Space[];
    council: Space;
    harvest: Space[];
    production: Space[];
    excommunicationTiles: { id: string }[];
    deckSizes: Record<CardTypeName, number>;
    bonusTilesOffered: { id: number }[];
    vaticanDeciding: number[];
  };
  scores: LScore[] | null;
  revealed: Record<CardTypeName, { number: number }[]> | null;
}

interface Take {
  space: string;
  card: { number: number } | null;
  value: number;
  servants: number;
  raise: number;
  costOption: number | null;
  discountOption: number | null;
  pay: Res | null;
  fee: number;
  gain: Res | null;
}

interface Base {
  key: string;
  kind: string;
  description: string;
}

export type LAction =
  | (Base & { __typename: "LorenzoPlaceAction"; member: Member } & Take)
  | (Base & { __typename: "LorenzoTakeAction" } & Take)
  | (Base & { __typename: "LorenzoBonusAction"; value: number; servants: number; raise: number })
  | (Base & { __typename: "LorenzoPrivilegeAction"; option: number; gain: Res | null })
  | (Base & { __typename: "LorenzoExchangeAction"; building: { number: number }; option: number; pay: Res | null; gain: Res | null; privileges: number })
  | (Base & { __typename: "LorenzoTileAction"; tile: { id: number } })
  | (Base & { __typename: "LorenzoDraftAction"; leader: { slug: string } })
  | (Base & { __typename: "LorenzoLeaderAction"; use: LeaderUse; leader: { slug: string }; copies: { slug: string } | null; affectedMember: Member | null })
  | (Base & { __typename: "LorenzoPlainAction" });

export type PlaceLike = Extract<LAction, { __typename: "LorenzoPlaceAction" | "LorenzoTakeAction" }>;

interface PBase {
  seat: number;
  kind: string;
  description: string;
}

export type LPending =
  | (PBase & { __typename: "LorenzoTurnDecision"; placed: boolean })
  | (PBase & { __typename: "LorenzoPrivilegeDecision"; count: number; chosen: number[]; options: number[] })
  | (PBase & { __typename: "LorenzoTakeDecision"; cardType: string | null; any: boolean; value: number; discount: Res; source: string | null })
  | (PBase & { __typename: "LorenzoBonusActionDecision"; value: number; source: string | null })
  | (PBase & { __typename: "LorenzoExchangeDecision"; cards: { number: number }[] })
  | (PBase & { __typename: "LorenzoVaticanDecision"; period: number; threshold: number; tile: { id: string }; faithPoints: number })
  | (PBase & { __typename: "LorenzoBonusTileDecision"; tiles: { id: number }[] })
  | (PBase & { __typename: "LorenzoLeaderDraftDecision"; handSize: number });

export interface CatCard {
  number: number;
  assetId: string;
  name: string;
  type: string;
  period: number;
  activationValue: number | null;
  endVictoryPoints: number;
  text: string;
  costs: { option: number; text: string; pay: Res; requires: Res }[];
  immediateEffects: { kind: string; text: string }[];
  permanentEffects: { kind: string; text: string }[];
}

export interface Catalogue {
  cards: CatCard[];
  leaders: { slug: string; assetId: string; name: string; text: string; requirements: string; oncePerRound: boolean }[];
  excommunicationTiles: { id: string; assetId: string; period: number; text: string }[];
  bonusTiles: { id: number; assetId: string; harvest: { text: string }; production: { text: string } }[];
  board: {
    towers: { colour: Colour; floors: { floor: number; space: string; actionValue: number; bonus: Res & { text: string } }[] }[];
    spaces: {
      space: string;
      name: string;
      actionValue: number;
      capacity: number | null;
      minPlayers: number;
      valueModifier: number;
      rewards: { text: string }[];
    }[];
    councilPrivileges: { option: number; gain: Res & { text: string } }[];
    faithTrack: number[];
    vaticanThresholds: number[];
    towerFee: number;
    territoryMilitaryRequirements: number[];
    militaryFirst: number;
    militarySecond: number;
  };
}
