var e=Object.create,t=Object.defineProperty,n=Object.getOwnPropertyDescriptor,r=Object.getOwnPropertyNames,i=Object.getPrototypeOf,a=Object.prototype.hasOwnProperty,o=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports),s=(e,n)=>{let r={};for(var i in e)t(r,i,{get:e[i],enumerable:!0});return n||t(r,Symbol.toStringTag,{value:`Module`}),r},c=(e,i,o,s)=>{if(i&&typeof i==`object`||typeof i==`function`)for(var c=r(i),l=0,u=c.length,d;l<u;l++)d=c[l],!a.call(e,d)&&d!==o&&t(e,d,{get:(e=>i[e]).bind(null,d),enumerable:!(s=n(i,d))||s.enumerable});return e},l=(n,r,o)=>(o=n==null?{}:e(i(n)),c(r||!n||!n.__esModule||!a.call(n,`default`)?t(o,`default`,{value:n,enumerable:!0}):o,n));(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();function u(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function d(e){return u(e)===`object`}function f(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function p(e,t){return e.length<124?e:t}var m=(e=>(e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`,e))(m||{}),h=(e=>(e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`,e))(h||{});function g(e){if(!d(e))throw Error(`Message is expected to be an object, but got ${u(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${u(e.type)}`);switch(e.type){case`connection_init`:case`connection_ack`:case`ping`:case`pong`:if(e.payload!=null&&!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case`subscribe`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${u(e.payload.query)}`);if(e.payload.variables!=null&&!d(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${u(e.payload.variables)}`);if(e.payload.operationName!=null&&u(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${u(e.payload.operationName)}`);if(e.payload.extensions!=null&&!d(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${u(e.payload.extensions)}`);break;case`next`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);break;case`error`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!f(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case`complete`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function ee(e,t){return g(typeof e==`string`?JSON.parse(e,t):e)}function _(e,t){return g(e),JSON.stringify(e,t)}function v(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=2**e;await new Promise(e=>setTimeout(e,t*1e3+Math.floor(Math.random()*2700+300)))},shouldRetry:d=b,on:f,webSocketImpl:g,generateID:v=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:x,jsonMessageReviver:S}=e,C;if(g){if(!ne(g))throw Error(`Invalid WebSocket implementation provided`);C=g}else typeof WebSocket<`u`?C=WebSocket:typeof global<`u`?C=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(C=window.WebSocket||window.MozWebSocket);if(!C)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let w=C,T=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){`id`in t&&e[t.id]?.(t)}}})(),t={connecting:f?.connecting?[f.connecting]:[],opened:f?.opened?[f.opened]:[],connected:f?.connected?[f.connected]:[],ping:f?.ping?[f.ping]:[],pong:f?.pong?[f.pong]:[],message:f?.message?[e.emit,f.message]:[e.emit],closed:f?.closed?[f.closed]:[],error:f?.error?[f.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{let e=r.indexOf(n);e>-1&&r.splice(e,1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function E(e){let t=[T.on(`error`,n=>{t.forEach(e=>e()),e(n)}),T.on(`closed`,n=>{t.forEach(e=>e()),e(n)})];return()=>t.forEach(e=>e())}let D,O=0,k,A=!1,j=0,M=!1;async function N(){clearTimeout(k);let[e,r]=await(D??=new Promise((e,r)=>(async()=>{if(A){if(await u(j),!O)return D=void 0,r({code:1e3,reason:`All Subscriptions Gone`});j++}T.emit(`connecting`,A);let i=new w(typeof t==`function`?await t():t,`graphql-transport-ws`),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===w.OPEN&&(i.send(_({type:h.Ping})),T.emit(`ping`,!1,void 0))},o))}E(e=>{D=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof y&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>T.emit(`error`,e),i.onclose=e=>T.emit(`closed`,e),i.onopen=async()=>{try{T.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==w.OPEN)return;i.send(_(e?{type:h.ConnectionInit,payload:e}:{type:h.ConnectionInit},x)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(m.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){T.emit(`error`,e),i.close(m.InternalClientError,p(e instanceof Error?e.message:String(e),`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=ee(t,S);if(T.emit(`message`,n),n.type===`ping`||n.type===`pong`){T.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(_(n.payload?{type:h.Pong,payload:n.payload}:{type:h.Pong},x)),T.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==h.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,T.emit(`connected`,i,n.payload,A),A=!1,j=0;let r=new Promise((e,t)=>E(t));r.catch(()=>{}),e([i,r])}catch(e){i.onmessage=null,T.emit(`error`,e),i.close(m.BadResponse,p(e instanceof Error?e.message:String(e),`Bad response`))}}})()));e.readyState===w.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,new Promise((t,n)=>{let i=E(n);e.readyState!==w.OPEN&&r.catch(n),l.then(()=>{if(i(),!O){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?(clearTimeout(k),k=setTimeout(()=>{!O&&e.readyState===w.OPEN&&t()},a)):t()}t()})})]}function P(e){if(b(e)&&(te(e.code)||[m.InternalServerError,m.InternalClientError,m.BadRequest,m.BadResponse,m.Unauthorized,m.SubprotocolNotAcceptable,m.SubscriberAlreadyExists,m.TooManyInitialisationRequests].includes(e.code)))throw e;if(M)return!1;if(b(e)&&e.code===1e3)return O>0;if(!l||j>=l||!d(e))throw e;return A=!0}r||(async()=>{for(O++;;)try{let[,,e]=await N();await e}catch(e){try{if(!P(e))return}catch(e){return i?.(e)}}})();function F(e,t){let n=v(e),r=!1,i=!1,a=()=>{O--,r=!0};return(async()=>{for(O++;;)try{let[o,s,c]=await N();if(r)return c.catch(()=>{}),s();let l=T.onMessage(n,e=>{switch(e.type){case h.Next:t.next(e.payload);return;case h.Error:i=!0,r=!0,t.error(e.payload),a();return;case h.Complete:r=!0,a();return}});o.send(_({id:n,type:h.Subscribe,payload:e},x)),a=()=>{!r&&o.readyState===w.OPEN&&o.send(_({id:n,type:h.Complete},x)),O--,r=!0,s()},await c.finally(l);return}catch(e){if(!P(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:T.on,subscribe:F,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=F(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=async function*(){for(;;){for(t.length||await new Promise(e=>n.resolve=e);t.length;)yield t.shift();if(n.error)throw n.error;if(n.done)return}}();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(M=!0,D){let[e]=await D;e.close(1e3,`Normal Closure`)}},terminate(){D&&T.emit(`closed`,new y)}}}var y=class extends Error{name=`TerminatedCloseEvent`;message=`4499: Terminated`;code=4499;reason=`Terminated`;wasClean=!1};function b(e){return d(e)&&`code`in e&&`reason`in e}function te(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function ne(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var x=s({createClient:()=>v}),S=s({CATALOGUE:()=>A,FRAGMENTS:()=>k,SPREADS:()=>O}),C=`
fragment LorenzoRes on LorenzoResources { coins wood stone servants militaryPoints faithPoints victoryPoints }`,w=`occupants { seat member }`,T=`
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
    towers { colour floors { floor space actionValue card { number } ${w} } }
    dice { black white orange }
    market { space ${w} } council { space ${w} }
    harvest { space ${w} } production { space ${w} }
    excommunicationTiles { id } deckSizes { territory character building venture }
    bonusTilesOffered { id } vaticanDeciding
  }
  scores { seat total cardsAndActions faith territories characters ventures military resources excommunication }
  revealed { territory { number } character { number } building { number } venture { number } }
}`,E=`
fragment LorenzoPending on PendingDecision {
  ... on LorenzoTurnDecision { placed }
  ... on LorenzoPrivilegeDecision { count chosen options }
  ... on LorenzoTakeDecision { cardType value discount { ...LorenzoRes } source }
  ... on LorenzoBonusActionDecision { value source }
  ... on LorenzoExchangeDecision { cards { number } }
  ... on LorenzoVaticanDecision { period threshold tile { id } faithPoints }
  ... on LorenzoBonusTileDecision { tiles { id } }
  ... on LorenzoLeaderDraftDecision { handSize }
}`,D=`
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
  ... on LorenzoExchangeAction { building { number } option pay { ...LorenzoRes } gain { ...LorenzoRes } }
  ... on LorenzoTileAction { tile { id } }
  ... on LorenzoDraftAction { leader { slug } }
  ... on LorenzoLeaderAction { leader { slug } copies { slug } affectedMember }
}`,O={view:`...LorenzoViewFields`,pending:`...LorenzoPending`,actions:`...LorenzoActions`},k={state:C+T+E,actions:D},A=`
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
}${C}`,j=[S],M={view:j.map(e=>e.SPREADS.view).join(` `),pending:j.map(e=>e.SPREADS.pending).join(` `),actions:j.map(e=>e.SPREADS.actions).join(` `)},N={state:j.map(e=>e.FRAGMENTS.state).join(``),actions:j.map(e=>e.FRAGMENTS.actions).join(``)},P=`seats { seat name kind bot player { id } }`,F=`progress { turn total text }`,I=`
fragment SummaryFields on GameSummary {
  id game variant status players openSeats version seatsToAct winners createdAt updatedAt
  seats { seat name kind bot } ${F}
}`,L=`
fragment StateFields on Game {
  id game variant status version viewerSeat seatsToAct currentSeat
  ${P} ${F}
  pending { __typename seat kind description ${M.pending} ... on GenericDecision { data } }
  result { ranking ranks winners scores { seat rank total parts { category points } } }
  view { __typename ${M.view} ... on GenericView { data } }
}${N.state}`,re=`
fragment GameFields on Game {
  ...StateFields
  legalActions { __typename key kind description ${M.actions} ... on GenericAction { fields } }
}${L}${N.actions}`,R=`
fragment EventFields on GameEvent {
  step cursor version type seat description
  message { template args { name kind value text assetId } }
}`,z=`... on Error { code message }`,ie=`
query GameTypes {
  gameTypes { name title variants defaultVariant minPlayers maxPlayers botKinds provisional provisionalNote }
}`,ae=`
query Games($after: String) {
  games(first: 20, after: $after) {
    edges { node { ...SummaryFields } }
    pageInfo { hasNextPage endCursor }
  }
}${I}`,oe=`
subscription LobbyUpdated { lobbyUpdated { ...SummaryFields } }${I}`,B=`__typename
    ... on GameCreated { game { id } seats { seat name kind token } started version }
    ${z}`,se=`
mutation CreateGame($input: CreateGameInput!) {
  createGame(input: $input) { ${B} }
}`,ce=`
mutation OpenGame($input: CreateGameInput!) {
  openGame(input: $input) { ${B} }
}`,le=`
mutation JoinGame($input: JoinGameInput!) {
  joinGame(input: $input) {
    __typename
    ... on SeatJoined { game { id } seat token started version }
    ${z}
  }
}`,ue=`
mutation SubmitAction($input: SubmitActionInput!) {
  submitAction(input: $input) {
    __typename
    ... on ActionAccepted { version finished }
    ... on RateLimited { retryAfter }
    ... on VersionConflict { expectedVersion actualVersion }
    ${z}
  }
}`,de=`
query LegalKeys($gameId: ID!) { game(id: $gameId) { version legalActions { key } } }`,fe=`
subscription GameUpdated($gameId: ID!, $token: String) {
  gameUpdated(gameId: $gameId, token: $token) { ...GameFields }
}${re}`,V=`
subscription GameEvents($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after) { ...EventFields }
}${R}`,pe=`
query EventPage($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after, first: 100) {
    nodes { ...EventFields }
    pageInfo { hasNextPage endCursor }
  }
}${R}`,me=`
query Replay($gameId: ID!, $token: String) {
  replay(gameId: $gameId, token: $token) {
    length finished
    moves { firstStep step version seat action description }
  }
}`,he=`
query ReplayStep($gameId: ID!, $token: String, $step: Int!) {
  replay(gameId: $gameId, token: $token) {
    length
    step(step: $step) { step game { ...StateFields } }
  }
}${L}`,ge=`
subscription ReplayPlayback($gameId: ID!, $token: String, $speed: Float!, $fromStep: Int!) {
  replayPlayback(gameId: $gameId, token: $token, speed: $speed, fromStep: $fromStep) {
    step game { ...StateFields }
  }
}${L}`,H=`place games wins winRate meanScore`,_e=`
query Analytics($game: GameName!, $filter: AnalyticsFilter) {
  analytics(game: $game, filter: $filter) {
    games meanActions meanEvents
    seats { ${H} }
    turnOrder { ${H} }
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
}`,ve=`
query Ratings($game: GameName!) {
  ratings(game: $game, first: 50) { nodes { player { id name kind } rating games } }
}`,ye=`
query RatingHistory($game: GameName!, $player: ID!) {
  ratingHistory(game: $game, player: $player) { gameId before after rank players at }
}`,be=`
mutation RegisterPlayer($input: RegisterPlayerInput!) {
  registerPlayer(input: $input) {
    __typename
    ... on PlayerRegistered { player { id name } key }
    ${z}
  }
}`,xe=`# Signoria's GraphQL API: run with the play button or Ctrl-Enter.
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
`,U=`/graphql`,W=class extends Error{codes;constructor(e){super(e.map(e=>e.message).join(`; `)),this.codes=e.map(e=>e.extensions?.code??``)}};async function G(e,t={},n){let r={"Content-Type":`application/json`,Accept:`application/json`};n&&(r.Authorization=`Bearer ${n}`);let i=await fetch(U,{method:`POST`,headers:r,body:JSON.stringify({query:e,variables:t})}),a;try{a=await i.json()}catch{throw new W([{message:`HTTP ${i.status} ${i.statusText}`}])}if(a.errors?.length)throw new W(a.errors);if(!i.ok||a.data===void 0)throw new W([{message:`HTTP ${i.status} ${i.statusText}`}]);return a.data}var Se=()=>G(ae).then(e=>e.games.edges.map(e=>e.node)),Ce=()=>G(ie).then(e=>e.gameTypes),we=(e,t,n,r)=>G(n.some(e=>e.open)?ce:se,{input:{game:e,variant:t,players:n,seed:r}}).then(e=>e.createGame??e.openGame),Te=(e,t,n,r)=>G(le,{input:{gameId:e,name:t,seat:n,playerKey:r}}).then(e=>e.joinGame),Ee=e=>G(be,{input:{name:e}}).then(e=>e.registerPlayer),De=(e,t,n,r)=>G(ue,{input:{gameId:e,action:t,expectedVersion:r,idempotencyKey:crypto.randomUUID()}},n).then(e=>e.submitAction),Oe=(e,t)=>G(de,{gameId:e},t).then(e=>({version:e.game.version,keys:new Set(e.game.legalActions.map(e=>e.key))})),ke=(e,t)=>G(me,{gameId:e,token:t}).then(e=>e.replay),Ae=(e,t,n)=>G(he,{gameId:e,token:t,step:n}).then(e=>({length:e.replay.length,state:e.replay.step.game}));async function je(e,t){let n=[],r=null;for(;;){let i=await G(pe,{gameId:e,token:t,after:r});if(n.push(...i.gameEvents.nodes),!i.gameEvents.pageInfo.hasNextPage)return n;r=i.gameEvents.pageInfo.endCursor}}var Me=(e,t)=>G(_e,{game:e,filter:t}).then(e=>e.analytics),Ne=e=>G(ve,{game:e}).then(e=>e.ratings.nodes),Pe=(e,t)=>G(ye,{game:e,player:t}).then(e=>e.ratingHistory);function Fe(e=U){let{protocol:t,host:n}=window.location;return`${t===`https:`?`wss`:`ws`}://${n}${e}`}var K=new Set,q=new Set,J=`idle`;function Y(e){J=e,K.forEach(t=>t(e))}var X=null;function Z(){return X||(X=v({url:Fe(),lazy:!0,lazyCloseTimeout:3e3,keepAlive:15e3,retryAttempts:1e3,shouldRetry:()=>!0,retryWait:e=>new Promise(t=>setTimeout(t,Math.min(500*2**e,8e3))),on:{connecting:e=>Y(e?`reconnecting`:`connecting`),connected:(e,t,n)=>{Y(`live`),n&&q.forEach(e=>e())},closed:e=>Y(e?.code===1e3?`idle`:`lost`)}}),X)}function Ie(e){return K.add(e),e(J),()=>K.delete(e)}function Le(e){return q.add(e),()=>q.delete(e)}function Q(e,t){return Z().subscribe(e,{next:e=>{e.errors?.length?t.error?.(e.errors.map(e=>e.message).join(`; `),e.errors.map(e=>String(e.extensions?.code??``))):e.data&&t.next(e.data)},error:e=>{let n=Array.isArray(e)?e:[e];t.error?.(n.map(e=>e instanceof Error?e.message:e?.message??String(e)).join(`; `),[])},complete:()=>t.complete?.()})}var $=e=>Q({query:oe},{...e,next:t=>e.next(t.lobbyUpdated)}),Re=(e,t,n)=>Q({query:fe,variables:{gameId:e,token:t}},{...n,next:e=>n.next(e.gameUpdated)}),ze=(e,t,n,r,i)=>Q({query:ge,variables:{gameId:e,token:t,speed:n,fromStep:r}},{...i,next:e=>i.next(e.replayPlayback)});function Be(e,t,n,r){let i=n,a=-1;return Q({query:V,get variables(){return{gameId:e,token:t,after:i}}},{...r,next:e=>{e.gameEvents.step<=a||(a=e.gameEvents.step,i=e.gameEvents.cursor,r.next(e.gameEvents))}})}var Ve=`modulepreload`,He=function(e){return`/`+e},Ue={},We=function(e){return e.pathname.endsWith(`.css`)},Ge=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},Ke=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=He(t,n);let r=s(t),i=We(r);return Ge(Ue,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Ve,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};export{l as A,$ as C,x as D,A as E,o as O,Re as S,Z as T,Le as _,we as a,De as b,Ce as c,Pe as d,Ne as f,Ie as g,Te as h,U as i,s as k,Se as l,Ae as m,xe as n,je as o,ke as p,W as r,Me as s,Ke as t,Oe as u,Ee as v,ze as w,Be as x,G as y};