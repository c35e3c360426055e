// Patrizier's fragments of the Game documents, and the catalogue query (asked once per page
// load). Cards are selected by id only in a game; their faces come from the catalogue.
const VIEW = `
fragment PatrizierViewFields on PatrizierView {
  stage currentSeat startSeat cardsPlayed cardsTotal pileSize turnCard { id }
  cities {
    slug name floors built scored fameTiles higherTower
    towers { tower height leader floors { level owner } }
    display { id }
  }
  players {
    seat name supply built handSize hand { id } played { id }
    heads { head count } fameTiles { city { slug } fame } score { cities heads total }
  }
  result { scores { seat cities heads total supply } ranking ranks winners }
  pile { id }
}`;

const PENDING = `
fragment PatrizierPending on PendingDecision {
  ... on PatrizierPlayDecision { handSize supply }
  ... on PatrizierMoveDecision { card { id } cities { slug } }
  ... on PatrizierTakeDecision { card { id } cities { slug } reason }
}`;

const ACTIONS = `
fragment PatrizierActions on LegalAction {
  ... on PatrizierPlayAction { card { id } city { slug } towers floors }
  ... on PatrizierMoveAction { city { slug } fromTower toTower owner }
  ... on PatrizierTakeAction { card { id } city { slug } reason }
}`;

export const SPREADS = {
  view: "...PatrizierViewFields",
  pending: "...PatrizierPending",
  actions: "...PatrizierActions",
};

export const FRAGMENTS = { state: VIEW + PENDING, actions: ACTIONS };

export const CATALOGUE = `
query PatrizierCatalogue {
  gameType(name: PATRIZIER) {
    catalogue {
      ... on PatrizierCatalogue {
        provisional provisionalNote headSetSize headSetFame
        cities { slug name floors fameTiles fivePlayersOnly }
        cards { id slug assetId name city { slug name } crests symbol head heads star }
        heads { type slug name }
      }
    }
  }
}`;
