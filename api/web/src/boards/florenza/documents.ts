// Florenza's fragments of the Game documents, and the catalogue query (asked once per page
// load). People and buildings are selected by slug in a game; names come from the catalogue.
const VIEW = `
fragment FlorenzaViewFields on FlorenzaView {
  turnStage round rounds currentSeat order captain bishop guardedWorker
  guardedArtist { slug } bagSize market marketUsed
  people { slug card status }
  stock { kind amount }
  tiles { building { slug } left }
  boardWorks { key crest plannedBy artist { slug } field { id name place building talents fame bishop cost { kind amount } } }
  pulpits { pulpit seat cleric { slug } }
  masterpieces { slug }
  players {
    seat name florins fame certificates bishopPoints supplyWorkers areaWorkers placedWorkers
    atMarket passed goods { kind amount }
    quarter { field finished worker building { slug } }
    works { key crest plannedBy artist { slug } field { id name place talents fame bishop cost { kind amount } } }
    churchCleric { slug }
    score { total }
  }
  result { ranking ranks winners scores { seat total } }
}`;

const PENDING = `
fragment FlorenzaPending on PendingDecision {
  ... on FlorenzaDecision { round }
}`;

const ACTIONS = `
fragment FlorenzaActions on LegalAction {
  ... on FlorenzaOccupyAction { owner field fame }
  ... on FlorenzaArtAction { artKey artist { slug } talents }
  ... on FlorenzaPlanAction { building { slug } }
  ... on FlorenzaPickAction { building { slug } }
  ... on FlorenzaDonateAction { cleric { slug } pulpit }
  ... on FlorenzaGuardArtistAction { artist { slug } }
  ... on FlorenzaBanishAction { cleric { slug } }
  ... on FlorenzaGuardWorkerAction { victim }
  ... on FlorenzaConvertAction { victim }
}`;

export const SPREADS = {
  view: "...FlorenzaViewFields",
  pending: "...FlorenzaPending",
  actions: "...FlorenzaActions",
};

export const FRAGMENTS = { state: VIEW + PENDING, actions: ACTIONS };

export const CATALOGUE = `
query FlorenzaCatalogue {
  gameType(name: FLORENZA) {
    catalogue {
      ... on FlorenzaCatalogue {
        provisional provisionalNote
        buildings { slug name kind }
        artists { slug name nameless }
        clerics { slug name nameless }
        lifeCards { number name }
      }
    }
  }
}`;
