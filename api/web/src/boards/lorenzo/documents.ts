// Lorenzo's fragments of the Game documents, and the catalogue query (asked once per page
// load). Cards, leaders and tiles are selected by id only in a game; their faces come from the
// catalogue.
const RES = `
fragment LorenzoRes on LorenzoResources { coins wood stone servants militaryPoints faithPoints victoryPoints }`;

const OCC = "occupants { seat member }";

const VIEW = `
fragment LorenzoViewFields on LorenzoView {
  round period phase turnOrder currentSeat
  players {
    seat name resources { ...LorenzoRes }
    cards { territory { number } character { number } building { number } venture { number } }
    members { member value placed space }
    excommunications { id } bonusTile { id }
    leadersPlayed { leader { slug } faceDown copies { slug } }
    leadersInHand leaderHand { slug } draftHand { slug }
  }
  board {
    towers { colour floors { floor space actionValue card { number } ${OCC} } }
    dice { black white orange }
    market { space ${OCC} } council { space ${OCC} }
    harvest { space ${OCC} } production { space ${OCC} }
    excommunicationTiles { id } deckSizes { territory character building venture }
    bonusTilesOffered { id } vaticanDeciding
  }
  scores { seat total cardsAndActions faith territories characters ventures military resources excommunication }
  revealed { territory { number } character { number } building { number } venture { number } }
}`;

const PENDING = `
fragment LorenzoPending on PendingDecision {
  ... on LorenzoTurnDecision { placed }
  ... on LorenzoPrivilegeDecision { count chosen options }
  ... on LorenzoTakeDecision { cardType any value discount { ...LorenzoRes } source }
  ... on LorenzoBonusActionDecision { value source }
  ... on LorenzoExchangeDecision { cards { number } }
  ... on LorenzoVaticanDecision { period threshold tile { id } faithPoints }
  ... on LorenzoBonusTileDecision { tiles { id } }
  ... on LorenzoLeaderDraftDecision { handSize }
}`;

const ACTIONS = `
fragment LorenzoActions on LegalAction {
  ... on LorenzoPlaceAction {
    member space value servants raise card { number } costOption discountOption
    pay { ...LorenzoRes } fee gain { ...LorenzoRes }
  }
  ... on LorenzoTakeAction {
    space card { number } value servants raise costOption discountOption
    pay { ...LorenzoRes } fee gain { ...LorenzoRes }
  }
  ... on LorenzoBonusAction { value servants raise }
  ... on LorenzoPrivilegeAction { option gain { ...LorenzoRes } }
  ... on LorenzoExchangeAction { building { number } option pay { ...LorenzoRes } gain { ...LorenzoRes } privileges }
  ... on LorenzoTileAction { tile { id } }
  ... on LorenzoDraftAction { leader { slug } }
  ... on LorenzoLeaderAction { use leader { slug } copies { slug } affectedMember }
}`;

export const SPREADS = {
  view: "...LorenzoViewFields",
  pending: "...LorenzoPending",
  actions: "...LorenzoActions",
};

export const FRAGMENTS = { state: RES + VIEW + PENDING, actions: ACTIONS };

export const CATALOGUE = `
query LorenzoCatalogue {
  gameType(name: LORENZO) {
    catalogue {
      ... on LorenzoCatalogue {
        cards {
          number assetId name type period activationValue endVictoryPoints text
          costs { option text pay { ...LorenzoRes } requires { ...LorenzoRes } }
          immediateEffects { kind text } permanentEffects { kind text }
        }
        leaders { slug assetId name text requirements oncePerRound }
        excommunicationTiles { id assetId period text }
        bonusTiles { id assetId harvest { text } production { text } }
        board {
          towers { colour floors { floor space actionValue bonus { ...LorenzoRes text } } }
          spaces { space name actionValue capacity minPlayers valueModifier rewards { text } }
          councilPrivileges { option gain { ...LorenzoRes text } }
          faithTrack vaticanThresholds towerFee territoryMilitaryRequirements
          militaryFirst militarySecond
        }
      }
    }
  }
}${RES}`;
