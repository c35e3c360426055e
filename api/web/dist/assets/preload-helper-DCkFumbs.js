var e=Object.create,t=Object.defineProperty,n=Object.getOwnPropertyDescriptor,r=Object.getOwnPropertyNames,i=Object.getPrototypeOf,a=Object.prototype.hasOwnProperty,o=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports),s=(e,n)=>{let r={};for(var i in e)t(r,i,{get:e[i],enumerable:!0});return n||t(r,Symbol.toStringTag,{value:`Module`}),r},c=(e,i,o,s)=>{if(i&&typeof i==`object`||typeof i==`function`)for(var c=r(i),l=0,u=c.length,d;l<u;l++)d=c[l],!a.call(e,d)&&d!==o&&t(e,d,{get:(e=>i[e]).bind(null,d),enumerable:!(s=n(i,d))||s.enumerable});return e},l=(n,r,o)=>(o=n==null?{}:e(i(n)),c(r||!n||!n.__esModule||!a.call(n,`default`)?t(o,`default`,{value:n,enumerable:!0}):o,n));(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();function u(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function d(e){return u(e)===`object`}function f(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function ee(e,t){return e.length<124?e:t}var p=(e=>(e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`,e))(p||{}),m=(e=>(e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`,e))(m||{});function h(e){if(!d(e))throw Error(`Message is expected to be an object, but got ${u(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${u(e.type)}`);switch(e.type){case`connection_init`:case`connection_ack`:case`ping`:case`pong`:if(e.payload!=null&&!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case`subscribe`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${u(e.payload.query)}`);if(e.payload.variables!=null&&!d(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${u(e.payload.variables)}`);if(e.payload.operationName!=null&&u(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${u(e.payload.operationName)}`);if(e.payload.extensions!=null&&!d(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${u(e.payload.extensions)}`);break;case`next`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);break;case`error`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!f(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case`complete`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function te(e,t){return h(typeof e==`string`?JSON.parse(e,t):e)}function g(e,t){return h(e),JSON.stringify(e,t)}function _(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=2**e;await new Promise(e=>setTimeout(e,t*1e3+Math.floor(Math.random()*2700+300)))},shouldRetry:d=y,on:f,webSocketImpl:h,generateID:_=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:b,jsonMessageReviver:ie}=e,x;if(h){if(!re(h))throw Error(`Invalid WebSocket implementation provided`);x=h}else typeof WebSocket<`u`?x=WebSocket:typeof global<`u`?x=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(x=window.WebSocket||window.MozWebSocket);if(!x)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let S=x,C=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){`id`in t&&e[t.id]?.(t)}}})(),t={connecting:f?.connecting?[f.connecting]:[],opened:f?.opened?[f.opened]:[],connected:f?.connected?[f.connected]:[],ping:f?.ping?[f.ping]:[],pong:f?.pong?[f.pong]:[],message:f?.message?[e.emit,f.message]:[e.emit],closed:f?.closed?[f.closed]:[],error:f?.error?[f.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{let e=r.indexOf(n);e>-1&&r.splice(e,1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function w(e){let t=[C.on(`error`,n=>{t.forEach(e=>e()),e(n)}),C.on(`closed`,n=>{t.forEach(e=>e()),e(n)})];return()=>t.forEach(e=>e())}let T,E=0,D,O=!1,k=0,A=!1;async function j(){clearTimeout(D);let[e,r]=await(T??=new Promise((e,r)=>(async()=>{if(O){if(await u(k),!E)return T=void 0,r({code:1e3,reason:`All Subscriptions Gone`});k++}C.emit(`connecting`,O);let i=new S(typeof t==`function`?await t():t,`graphql-transport-ws`),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===S.OPEN&&(i.send(g({type:m.Ping})),C.emit(`ping`,!1,void 0))},o))}w(e=>{T=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof v&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>C.emit(`error`,e),i.onclose=e=>C.emit(`closed`,e),i.onopen=async()=>{try{C.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==S.OPEN)return;i.send(g(e?{type:m.ConnectionInit,payload:e}:{type:m.ConnectionInit},b)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(p.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){C.emit(`error`,e),i.close(p.InternalClientError,ee(e instanceof Error?e.message:String(e),`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=te(t,ie);if(C.emit(`message`,n),n.type===`ping`||n.type===`pong`){C.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(g(n.payload?{type:m.Pong,payload:n.payload}:{type:m.Pong},b)),C.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==m.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,C.emit(`connected`,i,n.payload,O),O=!1,k=0;let r=new Promise((e,t)=>w(t));r.catch(()=>{}),e([i,r])}catch(e){i.onmessage=null,C.emit(`error`,e),i.close(p.BadResponse,ee(e instanceof Error?e.message:String(e),`Bad response`))}}})()));e.readyState===S.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,new Promise((t,n)=>{let i=w(n);e.readyState!==S.OPEN&&r.catch(n),l.then(()=>{if(i(),!E){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?(clearTimeout(D),D=setTimeout(()=>{!E&&e.readyState===S.OPEN&&t()},a)):t()}t()})})]}function M(e){if(y(e)&&(ne(e.code)||[p.InternalServerError,p.InternalClientError,p.BadRequest,p.BadResponse,p.Unauthorized,p.SubprotocolNotAcceptable,p.SubscriberAlreadyExists,p.TooManyInitialisationRequests].includes(e.code)))throw e;if(A)return!1;if(y(e)&&e.code===1e3)return E>0;if(!l||k>=l||!d(e))throw e;return O=!0}r||(async()=>{for(E++;;)try{let[,,e]=await j();await e}catch(e){try{if(!M(e))return}catch(e){return i?.(e)}}})();function N(e,t){let n=_(e),r=!1,i=!1,a=()=>{E--,r=!0};return(async()=>{for(E++;;)try{let[o,s,c]=await j();if(r)return c.catch(()=>{}),s();let l=C.onMessage(n,e=>{switch(e.type){case m.Next:t.next(e.payload);return;case m.Error:i=!0,r=!0,t.error(e.payload),a();return;case m.Complete:r=!0,a();return}});o.send(g({id:n,type:m.Subscribe,payload:e},b)),a=()=>{!r&&o.readyState===S.OPEN&&o.send(g({id:n,type:m.Complete},b)),E--,r=!0,s()},await c.finally(l);return}catch(e){if(!M(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:C.on,subscribe:N,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=N(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=async function*(){for(;;){for(t.length||await new Promise(e=>n.resolve=e);t.length;)yield t.shift();if(n.error)throw n.error;if(n.done)return}}();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(A=!0,T){let[e]=await T;e.close(1e3,`Normal Closure`)}},terminate(){T&&C.emit(`closed`,new v)}}}var v=class extends Error{name=`TerminatedCloseEvent`;message=`4499: Terminated`;code=4499;reason=`Terminated`;wasClean=!1};function y(e){return d(e)&&`code`in e&&`reason`in e}function ne(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function re(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var b=s({createClient:()=>_}),ie=s({CATALOGUE:()=>E,FRAGMENTS:()=>T,SPREADS:()=>w}),x=`
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
    atMarket passed materials { kind amount }
    quarter { field finished worker building { slug } }
    works { key crest plannedBy artist { slug } field { id name place talents fame bishop cost { kind amount } } }
    churchCleric { slug }
    score { total }
  }
  result { ranking ranks winners scores { seat total } }
}`,S=`
fragment FlorenzaPending on PendingDecision {
  ... on FlorenzaDecision { round }
}`,C=`
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
}`,w={view:`...FlorenzaViewFields`,pending:`...FlorenzaPending`,actions:`...FlorenzaActions`},T={state:x+S,actions:C},E=`
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
}`,D=s({CATALOGUE:()=>N,FRAGMENTS:()=>M,SPREADS:()=>j}),O=`
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
}`,k=`
fragment IlVecchioPending on PendingDecision {
  ... on IlVecchioTurnDecision { actionsLeft double }
  ... on IlVecchioChoiceDecision { data }
}`,A=`
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
}`,j={view:`...IlVecchioViewFields`,pending:`...IlVecchioPending`,actions:`...IlVecchioActions`},M={state:O+k,actions:A},N=`
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
}`,ae=s({CATALOGUE:()=>I,FRAGMENTS:()=>ue,SPREADS:()=>le}),P=`
fragment LorenzoRes on LorenzoResources { coins wood stone servants militaryPoints faithPoints victoryPoints }`,F=`occupants { seat member }`,oe=`
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
    towers { colour floors { floor space actionValue card { number } ${F} } }
    dice { black white orange }
    market { space ${F} } council { space ${F} }
    harvest { space ${F} } production { space ${F} }
    excommunicationTiles { id } deckSizes { territory character building venture }
    bonusTilesOffered { id } vaticanDeciding
  }
  scores { seat total cardsAndActions faith territories characters ventures military resources excommunication }
  revealed { territory { number } character { number } building { number } venture { number } }
}`,se=`
fragment LorenzoPending on PendingDecision {
  ... on LorenzoTurnDecision { placed }
  ... on LorenzoPrivilegeDecision { count chosen options }
  ... on LorenzoTakeDecision { cardType any value discount { ...LorenzoRes } source }
  ... on LorenzoBonusActionDecision { value source }
  ... on LorenzoExchangeDecision { cards { number } }
  ... on LorenzoVaticanDecision { period threshold tile { id } faithPoints }
  ... on LorenzoBonusTileDecision { tiles { id } }
  ... on LorenzoLeaderDraftDecision { handSize }
}`,ce=`
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
}`,le={view:`...LorenzoViewFields`,pending:`...LorenzoPending`,actions:`...LorenzoActions`},ue={state:P+oe+se,actions:ce},I=`
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
}${P}`,de=s({CATALOGUE:()=>L,FRAGMENTS:()=>ge,SPREADS:()=>he}),fe=`
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
}`,pe=`
fragment PatrizierPending on PendingDecision {
  ... on PatrizierPlayDecision { handSize supply }
  ... on PatrizierMoveDecision { card { id } cities { slug } }
  ... on PatrizierTakeDecision { card { id } cities { slug } reason }
}`,me=`
fragment PatrizierActions on LegalAction {
  ... on PatrizierPlayAction { card { id } city { slug } towers floors }
  ... on PatrizierMoveAction { city { slug } fromTower toTower owner }
  ... on PatrizierTakeAction { card { id } city { slug } reason }
}`,he={view:`...PatrizierViewFields`,pending:`...PatrizierPending`,actions:`...PatrizierActions`},ge={state:fe+pe,actions:me},L=`
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
}`,R=[ae,de,D,ie],z={view:R.map(e=>e.SPREADS.view).join(` `),pending:R.map(e=>e.SPREADS.pending).join(` `),actions:R.map(e=>e.SPREADS.actions).join(` `)},B={state:R.map(e=>e.FRAGMENTS.state).join(``),actions:R.map(e=>e.FRAGMENTS.actions).join(``)},_e=`seats { seat name kind bot player { id } }`,V=`progress { turn total text }`,H=`
fragment SummaryFields on GameSummary {
  id game variant status players openSeats version seatsToAct winners createdAt updatedAt
  seats { seat name kind bot } ${V}
}`,U=`
fragment StateFields on Game {
  id game variant status version viewerSeat seatsToAct currentSeat
  ${_e} ${V}
  pending { __typename seat kind description ${z.pending} ... on GenericDecision { data } }
  result { ranking ranks winners scores { seat rank total parts { category points } } }
  view { __typename ${z.view} ... on GenericView { data } }
}${B.state}`,ve=`
fragment GameFields on Game {
  ...StateFields
  legalActions { __typename key kind description ${z.actions} ... on GenericAction { fields } }
}${U}${B.actions}`,W=`
fragment EventFields on GameEvent {
  step cursor version type seat description
  message { template args { name kind value text assetId } }
}`,G=`... on Error { code message }`,ye=`
query GameTypes {
  gameTypes { name title variants defaultVariant minPlayers maxPlayers botKinds provisional provisionalNote }
}`,be=`
query Games($after: String) {
  games(first: 20, after: $after) {
    edges { node { ...SummaryFields } }
    pageInfo { hasNextPage endCursor }
  }
}${H}`,xe=`
subscription LobbyUpdated { lobbyUpdated { ...SummaryFields } }${H}`,Se=`__typename
    ... on GameCreated { game { id } seats { seat name kind token } started version }
    ${G}`,Ce=`
mutation CreateGame($input: CreateGameInput!) {
  createGame(input: $input) { ${Se} }
}`,we=`
mutation OpenGame($input: CreateGameInput!) {
  openGame(input: $input) { ${Se} }
}`,Te=`
mutation JoinGame($input: JoinGameInput!) {
  joinGame(input: $input) {
    __typename
    ... on SeatJoined { game { id } seat token started version }
    ${G}
  }
}`,Ee=`
mutation SubmitAction($input: SubmitActionInput!) {
  submitAction(input: $input) {
    __typename
    ... on ActionAccepted { version finished }
    ... on RateLimited { retryAfter }
    ... on VersionConflict { expectedVersion actualVersion }
    ${G}
  }
}`,De=`
query LegalKeys($gameId: ID!) { game(id: $gameId) { version legalActions { key } } }`,Oe=`
subscription GameUpdated($gameId: ID!, $token: String) {
  gameUpdated(gameId: $gameId, token: $token) { ...GameFields }
}${ve}`,ke=`
subscription GameEvents($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after) { ...EventFields }
}${W}`,Ae=`
query EventPage($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after, first: 100) {
    nodes { ...EventFields }
    pageInfo { hasNextPage endCursor }
  }
}${W}`,je=`
query Replay($gameId: ID!, $token: String) {
  replay(gameId: $gameId, token: $token) {
    length finished
    moves { firstStep step version seat action description }
  }
}`,Me=`
query ReplayStep($gameId: ID!, $token: String, $step: Int!) {
  replay(gameId: $gameId, token: $token) {
    length
    step(step: $step) { step game { ...StateFields } }
  }
}${U}`,Ne=`
query ReplaySteps($gameId: ID!, $token: String, $start: Int!) {
  replay(gameId: $gameId, token: $token) {
    length
    steps(start: $start, first: 9) { step game { ...StateFields } }
  }
}${U}`,Pe=`
subscription ReplayPlayback($gameId: ID!, $token: String, $speed: Float!, $fromStep: Int!) {
  replayPlayback(gameId: $gameId, token: $token, speed: $speed, fromStep: $fromStep) {
    step game { ...StateFields }
  }
}${U}`,Fe=`place games wins winRate meanScore`,Ie=`
query Analytics($game: GameName!, $filter: AnalyticsFilter) {
  analytics(game: $game, filter: $filter) {
    games meanActions meanEvents
    seats { ${Fe} }
    turnOrder { ${Fe} }
    scoreBreakdown { category mean }
    byPlayers { players games meanActions }
    days { day games }
    details {
      __typename
      ... on LorenzoAnalytics {
        cards { card { number name type } offered taken takenWhenOffered takerWinRate takerMeanScore }
        leaders { leader { slug name } played discarded activated winRate }
        excommunicationPeriods { period exposed excommunicated rate }
        excommunicationTiles { period tile { id text } exposed excommunicated rate }
      }
    }
  }
}`,Le=`
query Ratings($game: GameName!) {
  ratings(game: $game, first: 50) { nodes { player { id name kind } rating games } }
}`,Re=`
query RatingHistory($game: GameName!, $player: ID!) {
  ratingHistory(game: $game, player: $player) { gameId before after rank players at }
}`,ze=`
mutation RegisterPlayer($input: RegisterPlayerInput!) {
  registerPlayer(input: $input) {
    __typename
    ... on PlayerRegistered { player { id name } key }
    ${G}
  }
}`,Be=`# Signoria's GraphQL API: run with the play button or Ctrl-Enter.
# Act for a seat: in Headers, {"Authorization": "Bearer <seat token>"};
# subscriptions take the token as their \`token\` argument.
query GameTypes {
  gameTypes {
    name title variants defaultVariant
    minPlayers maxPlayers botKinds provisional
  }
  games(first: 5) {
    edges { node { id game status players openSeats } }
  }
}
`,K=`/graphql`,q=class extends Error{codes;constructor(e){super(e.map(e=>e.message).join(`; `)),this.codes=e.map(e=>e.extensions?.code??``)}};async function J(e,t={},n,r){let i={"Content-Type":`application/json`,Accept:`application/json`};n&&(i.Authorization=`Bearer ${n}`);let a=await fetch(K,{method:`POST`,headers:i,body:JSON.stringify({query:e,variables:t}),signal:r}),o;try{o=await a.json()}catch{throw new q([{message:`HTTP ${a.status} ${a.statusText}`}])}if(o.errors?.length)throw new q(o.errors);if(!a.ok||o.data===void 0)throw new q([{message:`HTTP ${a.status} ${a.statusText}`}]);return o.data}var Ve=()=>J(be).then(e=>e.games.edges.map(e=>e.node)),He=()=>J(ye).then(e=>e.gameTypes),Ue=(e,t,n,r)=>J(n.some(e=>e.open)?we:Ce,{input:{game:e,variant:t,players:n,seed:r}}).then(e=>e.createGame??e.openGame),We=(e,t,n,r)=>J(Te,{input:{gameId:e,name:t,seat:n,playerKey:r}}).then(e=>e.joinGame),Ge=e=>J(ze,{input:{name:e}}).then(e=>e.registerPlayer),Ke=(e,t,n,r)=>J(Ee,{input:{gameId:e,action:t,expectedVersion:r,idempotencyKey:crypto.randomUUID()}},n).then(e=>e.submitAction),qe=(e,t)=>J(De,{gameId:e},t).then(e=>({version:e.game.version,keys:new Set(e.game.legalActions.map(e=>e.key))})),Je=(e,t)=>J(je,{gameId:e,token:t}).then(e=>e.replay),Ye=(e,t,n)=>J(Me,{gameId:e,token:t,step:n}).then(e=>({length:e.replay.length,state:e.replay.step.game})),Xe=(e,t,n,r)=>J(Ne,{gameId:e,token:t,start:n},null,r).then(e=>e.replay.steps);async function Ze(e,t){let n=[],r=null;for(;;){let i=await J(Ae,{gameId:e,token:t,after:r});if(n.push(...i.gameEvents.nodes),!i.gameEvents.pageInfo.hasNextPage)return n;r=i.gameEvents.pageInfo.endCursor}}var Qe=(e,t)=>J(Ie,{game:e,filter:t}).then(e=>e.analytics),$e=e=>J(Le,{game:e}).then(e=>e.ratings.nodes),et=(e,t)=>J(Re,{game:e,player:t}).then(e=>e.ratingHistory);function tt(e=K){let{protocol:t,host:n}=window.location;return`${t===`https:`?`wss`:`ws`}://${n}${e}`}var Y=new Set,X=new Set,nt=`idle`;function Z(e){nt=e,Y.forEach(t=>t(e))}var Q=null;function rt(){return Q||(Q=_({url:tt(),lazy:!0,lazyCloseTimeout:3e3,keepAlive:15e3,retryAttempts:1e3,shouldRetry:()=>!0,retryWait:e=>new Promise(t=>setTimeout(t,Math.min(500*2**e,8e3))),on:{connecting:e=>Z(e?`reconnecting`:`connecting`),connected:(e,t,n)=>{Z(`live`),n&&X.forEach(e=>e())},closed:e=>Z(e?.code===1e3?`idle`:`lost`)}}),Q)}function it(e){return Y.add(e),e(nt),()=>Y.delete(e)}function at(e){return X.add(e),()=>X.delete(e)}function $(e,t){return rt().subscribe(e,{next:e=>{e.errors?.length?t.error?.(e.errors.map(e=>e.message).join(`; `),e.errors.map(e=>String(e.extensions?.code??``))):e.data&&t.next(e.data)},error:e=>{let n=Array.isArray(e)?e:[e];t.error?.(n.map(e=>e instanceof Error?e.message:e?.message??String(e)).join(`; `),[])},complete:()=>t.complete?.()})}var ot=e=>$({query:xe},{...e,next:t=>e.next(t.lobbyUpdated)}),st=(e,t,n)=>$({query:Oe,variables:{gameId:e,token:t}},{...n,next:e=>n.next(e.gameUpdated)}),ct=(e,t,n,r,i)=>$({query:Pe,variables:{gameId:e,token:t,speed:n,fromStep:r}},{...i,next:e=>i.next(e.replayPlayback)});function lt(e,t,n,r){let i=n,a=-1;return $({query:ke,get variables(){return{gameId:e,token:t,after:i}}},{...r,next:e=>{e.gameEvents.step<=a||(a=e.gameEvents.step,i=e.gameEvents.cursor,r.next(e.gameEvents))}})}var ut=`modulepreload`,dt=function(e){return`/`+e},ft={},pt=function(e){return e.pathname.endsWith(`.css`)},mt=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},ht=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=dt(t,n);let r=s(t),i=pt(r);return mt(ft,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:ut,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};export{N as A,st as C,rt as D,ct as E,l as F,b as M,o as N,L as O,s as P,lt as S,$ as T,it as _,Ue as a,J as b,He as c,et as d,$e as f,We as g,Xe as h,K as i,E as j,I as k,Ve as l,Ye as m,Be as n,Ze as o,Je as p,q as r,Qe as s,ht as t,qe as u,at as v,ot as w,Ke as x,Ge as y};