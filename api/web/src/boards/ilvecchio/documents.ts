// Il Vecchio's fragments of the Game documents, and the catalogue query (asked once per page
// load: the map's roads and areas, the tracks, the tiles' texts, the provisional note).
// only what the board draws: every game's fragments are in every state query (and a replay
// window asks for several steps at once under the API's complexity limit)
const VIEW = `
fragment IlVecchioViewFields on IlVecchioView {
  phase currentSeat dice crestsLeft extraCost councilStack nobilityStack ending double
  towns { slug name colour x y intermediary standing lying }
  tracks { slug name kind majority fields { field cost crest points usable seat } }
  provincePool { id }
  players {
    seat supply onTracks crests doubleTurn councilHidden nobilityCount
    goods { florins scrolls coaches bishops assassin knight abbot }
    provinces { tile { id } used } council { id } councilHiddenTiles { id } nobility { id }
  }
  result { scores { seat total } }
}`;

const PENDING = `
fragment IlVecchioPending on PendingDecision {
  ... on IlVecchioTurnDecision { actionsLeft double }
  ... on IlVecchioChoiceDecision { data }
}`;

const ACTIONS = `
fragment IlVecchioActions on LegalAction {
  ... on IlVecchioMemberAction { origin town coach }
  ... on IlVecchioTownAction { take bishop buy }
  ... on IlVecchioProvinceAction { region payment using }
  ... on IlVecchioOfficeAction { track follower }
  ... on IlVecchioReinforceAction { destination }
  ... on IlVecchioUseTileAction { ivTile: tile { id } args }
  ... on IlVecchioPassAction { whole }
  ... on IlVecchioTileAction { ivTile: tile { id } stack }
  ... on IlVecchioPlaceAction { towns purpose }
}`;

export const SPREADS = {
  view: "...IlVecchioViewFields",
  pending: "...IlVecchioPending",
  actions: "...IlVecchioActions",
};

export const FRAGMENTS = { state: VIEW + PENDING, actions: ACTIONS };

export const CATALOGUE = `
query IlVecchioCatalogue {
  gameType(name: ILVECCHIO) {
    catalogue {
      ... on IlVecchioCatalogue {
        provisional provisionalNote roads
        areas { number towns }
        tiles { id group effect text }
      }
    }
  }
}`;
