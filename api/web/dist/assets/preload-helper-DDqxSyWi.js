var e=Object.create,t=Object.defineProperty,n=Object.getOwnPropertyDescriptor,r=Object.getOwnPropertyNames,i=Object.getPrototypeOf,a=Object.prototype.hasOwnProperty,o=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports),s=(e,n)=>{let r={};for(var i in e)t(r,i,{get:e[i],enumerable:!0});return n||t(r,Symbol.toStringTag,{value:`Module`}),r},c=(e,i,o,s)=>{if(i&&typeof i==`object`||typeof i==`function`)for(var c=r(i),l=0,u=c.length,d;l<u;l++)d=c[l],!a.call(e,d)&&d!==o&&t(e,d,{get:(e=>i[e]).bind(null,d),enumerable:!(s=n(i,d))||s.enumerable});return e},l=(n,r,o)=>(o=n==null?{}:e(i(n)),c(r||!n||!n.__esModule||!a.call(n,`default`)?t(o,`default`,{value:n,enumerable:!0}):o,n));(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();function u(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function d(e){return u(e)===`object`}function f(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function p(e,t){return e.length<124?e:t}var m=(e=>(e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`,e))(m||{}),h=(e=>(e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`,e))(h||{});function g(e){if(!d(e))throw Error(`Message is expected to be an object, but got ${u(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${u(e.type)}`);switch(e.type){case`connection_init`:case`connection_ack`:case`ping`:case`pong`:if(e.payload!=null&&!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case`subscribe`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${u(e.payload.query)}`);if(e.payload.variables!=null&&!d(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${u(e.payload.variables)}`);if(e.payload.operationName!=null&&u(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${u(e.payload.operationName)}`);if(e.payload.extensions!=null&&!d(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${u(e.payload.extensions)}`);break;case`next`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);break;case`error`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!f(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case`complete`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function ee(e,t){return g(typeof e==`string`?JSON.parse(e,t):e)}function _(e,t){return g(e),JSON.stringify(e,t)}function v(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=2**e;await new Promise(e=>setTimeout(e,t*1e3+Math.floor(Math.random()*2700+300)))},shouldRetry:d=y,on:f,webSocketImpl:g,generateID:v=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:b,jsonMessageReviver:x}=e,S;if(g){if(!re(g))throw Error(`Invalid WebSocket implementation provided`);S=g}else typeof WebSocket<`u`?S=WebSocket:typeof global<`u`?S=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(S=window.WebSocket||window.MozWebSocket);if(!S)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let C=S,w=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){`id`in t&&e[t.id]?.(t)}}})(),t={connecting:f?.connecting?[f.connecting]:[],opened:f?.opened?[f.opened]:[],connected:f?.connected?[f.connected]:[],ping:f?.ping?[f.ping]:[],pong:f?.pong?[f.pong]:[],message:f?.message?[e.emit,f.message]:[e.emit],closed:f?.closed?[f.closed]:[],error:f?.error?[f.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{let e=r.indexOf(n);e>-1&&r.splice(e,1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function T(e){let t=[w.on(`error`,n=>{t.forEach(e=>e()),e(n)}),w.on(`closed`,n=>{t.forEach(e=>e()),e(n)})];return()=>t.forEach(e=>e())}let E,D=0,O,k=!1,A=0,j=!1;async function M(){clearTimeout(O);let[e,r]=await(E??=new Promise((e,r)=>(async()=>{if(k){if(await u(A),!D)return E=void 0,r({code:1e3,reason:`All Subscriptions Gone`});A++}w.emit(`connecting`,k);let i=new C(typeof t==`function`?await t():t,`graphql-transport-ws`),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===C.OPEN&&(i.send(_({type:h.Ping})),w.emit(`ping`,!1,void 0))},o))}T(e=>{E=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof te&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>w.emit(`error`,e),i.onclose=e=>w.emit(`closed`,e),i.onopen=async()=>{try{w.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==C.OPEN)return;i.send(_(e?{type:h.ConnectionInit,payload:e}:{type:h.ConnectionInit},b)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(m.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){w.emit(`error`,e),i.close(m.InternalClientError,p(e instanceof Error?e.message:String(e),`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=ee(t,x);if(w.emit(`message`,n),n.type===`ping`||n.type===`pong`){w.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(_(n.payload?{type:h.Pong,payload:n.payload}:{type:h.Pong},b)),w.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==h.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,w.emit(`connected`,i,n.payload,k),k=!1,A=0;let r=new Promise((e,t)=>T(t));r.catch(()=>{}),e([i,r])}catch(e){i.onmessage=null,w.emit(`error`,e),i.close(m.BadResponse,p(e instanceof Error?e.message:String(e),`Bad response`))}}})()));e.readyState===C.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,new Promise((t,n)=>{let i=T(n);e.readyState!==C.OPEN&&r.catch(n),l.then(()=>{if(i(),!D){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?(clearTimeout(O),O=setTimeout(()=>{!D&&e.readyState===C.OPEN&&t()},a)):t()}t()})})]}function N(e){if(y(e)&&(ne(e.code)||[m.InternalServerError,m.InternalClientError,m.BadRequest,m.BadResponse,m.Unauthorized,m.SubprotocolNotAcceptable,m.SubscriberAlreadyExists,m.TooManyInitialisationRequests].includes(e.code)))throw e;if(j)return!1;if(y(e)&&e.code===1e3)return D>0;if(!l||A>=l||!d(e))throw e;return k=!0}r||(async()=>{for(D++;;)try{let[,,e]=await M();await e}catch(e){try{if(!N(e))return}catch(e){return i?.(e)}}})();function P(e,t){let n=v(e),r=!1,i=!1,a=()=>{D--,r=!0};return(async()=>{for(D++;;)try{let[o,s,c]=await M();if(r)return c.catch(()=>{}),s();let l=w.onMessage(n,e=>{switch(e.type){case h.Next:t.next(e.payload);return;case h.Error:i=!0,r=!0,t.error(e.payload),a();return;case h.Complete:r=!0,a();return}});o.send(_({id:n,type:h.Subscribe,payload:e},b)),a=()=>{!r&&o.readyState===C.OPEN&&o.send(_({id:n,type:h.Complete},b)),D--,r=!0,s()},await c.finally(l);return}catch(e){if(!N(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:w.on,subscribe:P,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=P(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=async function*(){for(;;){for(t.length||await new Promise(e=>n.resolve=e);t.length;)yield t.shift();if(n.error)throw n.error;if(n.done)return}}();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(j=!0,E){let[e]=await E;e.close(1e3,`Normal Closure`)}},terminate(){E&&w.emit(`closed`,new te)}}}var te=class extends Error{name=`TerminatedCloseEvent`;message=`4499: Terminated`;code=4499;reason=`Terminated`;wasClean=!1};function y(e){return d(e)&&`code`in e&&`reason`in e}function ne(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function re(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var b=s({createClient:()=>v}),x={"Look at the board first":`Erst den Spielplan ansehen`,"Provisional components:":`Vorläufiges Material:`,"Loading the components…":`Lade das Material…`,"The board appears when the game starts.":`Der Spielplan erscheint, wenn die Partie beginnt.`,"Your turn: click a highlighted field, work, tile or person, or choose below.":`Sie sind am Zug: klicken Sie auf ein hervorgehobenes Feld, Werk, Plättchen oder eine Person, oder wählen Sie unten.`,"Choose the artist for this work:":`Wählen Sie den Künstler für dieses Werk:`,"Your turn":`Ihr Zug`,Back:`Zurück`,"Round and offices":`Runde und Ämter`,Round:`Runde`,"of {n}":`von {n}`,"Turn order:":`Spielerreihenfolge:`,"Captain:":`Hauptmann:`,none:`keine`,"Bishop:":`Bischof:`,"People in the bag:":`Personen im Beutel:`,Florence:`Florenz`,"Supply:":`Vorrat:`,"Market:":`Markt:`,"Nothing to show yet.":`Noch nichts zu zeigen.`,"Loading the map…":`Lade die Karte…`,"Click a highlighted town to place a family member.":`Klicken Sie auf einen hervorgehobenen Ort, um ein Familienmitglied einzusetzen.`,"Your turn: click a town with one of your standing members, or choose another action.":`Sie sind am Zug: klicken Sie auf einen Ort mit einem Ihrer stehenden Familienmitglieder, oder wählen Sie eine andere Aktion.`,"Click the town where this member acts (travelling there if needed).":`Klicken Sie auf den Ort, in dem dieses Familienmitglied handelt (es reist nötigenfalls dorthin).`,"You have a decision to make.":`Sie müssen eine Entscheidung treffen.`,"Choose an action.":`Wählen Sie eine Aktion.`,"Choose another member":`Anderes Familienmitglied wählen`,Decide:`Entscheiden`,"Choose the action":`Aktion wählen`,"Where the game stands":`Stand der Partie`,"{name}'s double turn":`Doppelzug von {name}`,"{name}'s turn":`{name} ist am Zug`,"Medici crests left:":`Medici-Wappen übrig:`,"extra cost on the {stack} stack":`Zusatzkosten beim Stapel {stack}`,"last roll {dice}":`letzter Wurf {dice}`,"the last round":`die letzte Runde`,"Provisional map:":`Vorläufige Karte:`,council:`Stadtrat`,nobility:`Adel`,"Choose your start council tile":`Wählen Sie Ihr Start-Stadtratsplättchen`,"Place two family members":`Zwei Familienmitglieder einsetzen`,"Choose a tile":`Ein Plättchen wählen`,"Il Vecchio demands a tribute":`Il Vecchio verlangt einen Tribut`,"Il Vecchio: lay a member down or take one back":`Il Vecchio: ein Familienmitglied hinlegen oder eines zurücknehmen`,"Take a follower of your choice":`Einen Gefolgsmann nach Wahl nehmen`,"Place a family member":`Ein Familienmitglied einsetzen`,Harvest:`Ernte`,Production:`Produktion`,"The board":`Der Spielplan`,"Council palace":`Ratspalast`,Market:`Markt`,"Dice and turn order":`Würfel und Spielerreihenfolge`,Military:`Militär`,Victory:`Sieg`,"Take {card}":`{card} nehmen`,"Place on {space}":`Einsetzen: {space}`,"the space gives {gain}":`das Feld gibt {gain}`,"Family member":`Familienmitglied`,"{member} (value {value})":`{member} (Wert {value})`,"Servants to add":`Zusätzliche Diener`,"{n} servants → value {value}":`{n} Diener → Wert {value}`,Payment:`Bezahlung`,"Value {value}":`Wert {value}`,", {n} servants":`, {n} Diener`,"no card":`keine Karte`,"Take the card":`Die Karte nehmen`,"Place the {member} member":`Familienmitglied {member} einsetzen`,"Discard {leader} for a council privilege":`{leader} für ein Ratsprivileg abwerfen`,"Use {leader} ({member} member becomes 6)":`{leader} nutzen (Familienmitglied {member} wird 6)`,"Use {leader}":`{leader} nutzen`,"Play {leader}, copying {copied}":`{leader} ausspielen und {copied} kopieren`,"Play {leader}":`{leader} ausspielen`,Leaders:`Anführer`,"Your turn.":`Sie sind am Zug.`,"Click a highlighted space on the board to place a family member.":`Klicken Sie auf ein hervorgehobenes Feld des Spielplans, um ein Familienmitglied einzusetzen.`,"No member can be placed.":`Kein Familienmitglied kann eingesetzt werden.`,Pass:`Passen`,"Leader actions…":`Anführer-Aktionen…`,"Leader actions":`Anführer-Aktionen`,any:`eine beliebige Karte`,"a territory":`eine Gebietskarte`,"a building":`eine Gebäudekarte`,"a character":`eine Charakterkarte`,"a venture":`eine Wagniskarte`,"Bonus card action":`Bonus-Kartenaktion`,"Bonus action:":`Bonusaktion:`,"take {type} card at value {value}":`{type} mit Wert {value} nehmen`,", paying {discount} less":`, {discount} billiger`,"Click a highlighted floor.":`Klicken Sie auf eine hervorgehobene Ebene.`,"Take no card":`Keine Karte nehmen`,"Council privilege {n} of {count}":`Ratsprivileg {n} von {count}`,"Council privilege":`Ratsprivileg`,"Choose what the privilege gives (each one different).":`Wählen Sie, was das Privileg gibt (jedes verschieden).`,"Choose what the privilege gives.":`Wählen Sie, was das Privileg gibt.`,"Bonus action at value {value}":`Bonusaktion mit Wert {value}`,"{kind} at value {value}":`{kind} mit Wert {value}`,", spending {n} servants":`, mit {n} Dienern`,harvest:`Ernte`,production:`Produktion`,"Production: {card}":`Produktion: {card}`,exchange:`Tausch`,"No exchange":`Kein Tausch`,"Pay {pay} → get {gain}":`{pay} zahlen → {gain} erhalten`,"Then:":`Danach:`,"Vatican report, period {period}":`Vatikanbericht, Periode {period}`,"You have {faith} faith points; {threshold} are needed to support the Church.":`Sie haben {faith} Glaubenspunkte; {threshold} sind nötig, um die Kirche zu unterstützen.`,"Support the Church: {vp} victory points, faith back to 0":`Die Kirche unterstützen: {vp} Siegpunkte, Glaube zurück auf 0`,"Accept excommunication {tile}:":`Exkommunikation {tile} annehmen:`,"Choose your personal bonus tile":`Wählen Sie Ihr persönliches Bonusplättchen`,"Tile {id}: harvest {harvest}; production {production}":`Plättchen {id}: Ernte {harvest}; Produktion {production}`,"Leader draft: keep one leader":`Anführer-Draft: eine Anführerkarte behalten`,"{n} leaders in this hand; you keep one and pass the rest on.":`{n} Anführer in dieser Hand; Sie behalten einen und geben den Rest weiter.`," Kept so far: {leaders}.":` Bisher behalten: {leaders}.`,"(needs {requirements})":`(braucht {requirements})`,"Your member is placed":`Ihr Familienmitglied ist eingesetzt`,"Play, discard or use a leader, or end your turn.":`Spielen, werfen oder nutzen Sie einen Anführer, oder beenden Sie Ihren Zug.`,"End your turn":`Zug beenden`,"excommunication {id}":`Exkommunikation {id}`,"{name}'s board":`Tableau von {name}`,"{n} points":`{n} Punkte`,"Family members":`Familienmitglieder`,"on {space}":`auf {space}`,available:`verfügbar`,placed:`eingesetzt`,"in hand":`auf der Hand`,"{n} in hand":`{n} auf der Hand`,Tiles:`Plättchen`,"bonus tile {id}: harvest {harvest}; production {production}":`Bonusplättchen {id}: Ernte {harvest}; Produktion {production}`,"Hover, focus or tap a card, leader or tile to see it here.":`Zeigen, fokussieren oder tippen Sie auf eine Karte, einen Anführer oder ein Plättchen, um es hier zu sehen.`,Cost:`Kosten`,Immediate:`Sofort`,Permanent:`Dauerhaft`,"Needs {requirements}":`Braucht {requirements}`,"once per round":`einmal pro Runde`,permanent:`dauerhaft`,"Period {n}":`Periode {n}`,Detail:`Detail`,Close:`Schließen`,nothing:`nichts`,and:`und`,"{colour} tower, floor {n}":`{colour} Turm, Ebene {n}`,green:`grüner`,blue:`blauer`,yellow:`gelber`,purple:`violetter`,"market space {n}":`Marktfeld {n}`,"council palace":`Ratspalast`,"harvest (single space)":`Ernte (kleines Feld)`,"harvest (large space, −3)":`Ernte (großes Feld, −3)`,"production (single space)":`Produktion (kleines Feld)`,"production (large space, −3)":`Produktion (großes Feld, −3)`,black:`schwarz`,white:`weiß`,orange:`orange`,neutral:`neutral`,coin:`Münze`,coins:`Münzen`,wood:`Holz`,stone:`Stein`,servant:`Diener`,servants:`Diener`,"military point":`Militärpunkt`,"military points":`Militärpunkte`,"faith point":`Glaubenspunkt`,"faith points":`Glaubenspunkte`,"victory point":`Siegpunkt`,"victory points":`Siegpunkte`,territories:`Gebiete`,characters:`Charaktere`,buildings:`Gebäude`,ventures:`Wagnisse`,"Never dealt":`Nie ausgeteilt`,"Loading the cards…":`Lade die Karten…`,"Your decision":`Ihre Entscheidung`,"Your decision:":`Ihre Entscheidung:`,"Show the decision":`Entscheidung zeigen`,"Fit the board to the screen":`Spielplan an den Bildschirm anpassen`,"Enlarge the board":`Spielplan vergrößern`,"rank {n}":`Platz {n}`,"floors in supply":`Stockwerke im Vorrat`,built:`gebaut`,"fame ({cities} cities + {heads} heads)":`Ruhm ({cities} Städte + {heads} Köpfe)`,"card in hand":`Karte auf der Hand`,"cards in hand":`Karten auf der Hand`,"Heads collected":`Gesammelte Köpfe`,"Fame tiles won":`Gewonnene Ruhmesplättchen`,"Fame tiles:":`Ruhmesplättchen:`,"none yet":`noch keine`,"Played:":`Gespielt:`,card:`Karte`,cards:`Karten`,"{name}'s hand":`Hand von {name}`,"Draw pile: {n} cards":`Nachziehstapel: {n} Karten`,"Provisional deck:":`Vorläufiges Kartenspiel:`,"Build floor {n} of {total} on {city} site {site}":`Stockwerk {n} von {total} in {city} auf Bauplatz {site} bauen`,"Your turn: click a card in your hand to play it.":`Sie sind am Zug: klicken Sie auf eine Karte Ihrer Hand, um sie zu spielen.`,"click a building site of {city} for floor {n} of {total}":`klicken Sie auf einen Bauplatz von {city} für Stockwerk {n} von {total}`," (first on site {site})":` (das erste auf Bauplatz {site})`,"Move a floor: click the top floor of a highlighted tower, or do not move.":`Ein Stockwerk versetzen: klicken Sie auf das oberste Stockwerk eines hervorgehobenen Turms, oder versetzen Sie keines.`,"Take a card: click a highlighted card beside a city.":`Eine Karte nehmen: klicken Sie auf eine hervorgehobene Karte neben einer Stadt.`,"Choose another card":`Andere Karte wählen`,"Do not move a floor":`Kein Stockwerk versetzen`,"The table":`Der Tisch`,"Draw pile:":`Nachziehstapel:`,"cards played {n} of {total}":`Karten gespielt {n} von {total}`,"Played this turn:":`In diesem Zug gespielt:`,"Your hand ({n})":`Ihre Hand ({n})`,"Your hand":`Ihre Hand`,"The cities":`Die Städte`,"Left in the pile ({n})":`Übrig im Stapel ({n})`,"Cards left in the pile":`Karten übrig im Stapel`,"plays a card and builds":`spielt eine Karte und baut`,"may move a floor":`darf ein Stockwerk versetzen`,"takes a card":`nimmt eine Karte`,builds:`baut`,"the display is refilled":`die Auslage wird aufgefüllt`,"the game is over":`die Partie ist zu Ende`,"chooses a start building":`wählt ein Startgebäude`,"may guard (captain)":`darf bewachen (Hauptmann)`,"may convert or banish (bishop)":`darf bekehren oder verbannen (Bischof)`,"places a worker":`setzt einen Arbeiter ein`,"trades at the market":`handelt auf dem Markt`,"finishes or gives up a building":`stellt ein Gebäude fertig oder gibt es auf`,"completes or fails a work of art":`vollendet ein Kunstwerk oder scheitert daran`,"WebSocket connection":`WebSocket-Verbindung`,"connecting…":`verbinde…`,live:`live`,"connection lost":`Verbindung verloren`,"reconnecting…":`verbinde neu…`,Lobby:`Lobby`,"The games on offer: create one against people or bots, join an open seat, or watch.":`Die angebotenen Partien: eine gegen Menschen oder Bots anlegen, einen freien Platz einnehmen oder zuschauen.`,"Game {id}":`Partie {id}`,"A game of Signoria, live: the board, the players, the log.":`Eine Partie auf Signoria, live: der Spielplan, die Spieler, das Protokoll.`,"Replay {id}":`Wiederholung {id}`,"A game of Signoria step by step: the board at any move, played back at your speed.":`Eine Partie auf Signoria Schritt für Schritt: der Spielplan nach jedem Zug, abgespielt in Ihrem Tempo.`,Dashboard:`Übersicht`,"Statistics over finished games: results by seat and turn order, scores, cards, ratings.":`Statistiken beendeter Partien: Ergebnisse nach Platz und Spielerreihenfolge, Punkte, Karten, Wertungen.`,Documentation:`Dokumentation`,"Signoria's documentation: the GraphQL API, the games, operations.":`Die Dokumentation von Signoria: die GraphQL-API, die Spiele, der Betrieb.`,"Page not found":`Seite nicht gefunden`,"Nothing here at":`Hier ist nichts:`,"Back to the lobby":`Zurück zur Lobby`,"Not found":`Nicht gefunden`,"Nothing here: back to the Signoria lobby.":`Hier ist nichts: zurück zur Lobby von Signoria.`,"Skip to content":`Zum Inhalt springen`,Service:`Dienst`,Docs:`Doku`,"GraphQL endpoint":`GraphQL-Endpunkt`,Health:`Zustand`,"Schema (SDL)":`Schema (SDL)`,Language:`Sprache`,"Create game":`Partie anlegen`,"The rules do not allow that: {reason}":`Die Regeln erlauben das nicht: {reason}`,"It is not your turn: another player must act first.":`Sie sind nicht am Zug: zuerst muss ein anderer Spieler handeln.`,"The game moved on before your action arrived: look at the board again and choose.":`Die Partie ging weiter, bevor Ihre Aktion ankam: sehen Sie sich den Spielplan noch einmal an und wählen Sie.`,"This browser does not hold this seat's token any more.":`Dieser Browser hat das Token dieses Platzes nicht mehr.`,"The game is over.":`Die Partie ist zu Ende.`,"The game has not started: seats are still open.":`Die Partie hat nicht begonnen: es sind noch Plätze frei.`,"This game does not exist.":`Diese Partie gibt es nicht.`,"Too many actions at once: try again in {s} s.":`Zu viele Aktionen auf einmal: in {s} s noch einmal versuchen.`,"View as":`Ansicht als`,"seat {n} ({name})":`Platz {n} ({name})`,you:`Sie`,spectator:`Zuschauer`,"All your legal actions ({n})":`Alle Ihre erlaubten Aktionen ({n})`,"Filter the {n} actions":`Die {n} Aktionen filtern`,"Your legal actions":`Ihre erlaubten Aktionen`,"seat {n}":`Platz {n}`,Result:`Ergebnis`,Winners:`Gewinner`,Winner:`Gewinner`,nobody:`niemand`,"Watch the replay":`Wiederholung ansehen`,"Join seat {n}":`Platz {n} einnehmen`,"You hold no seat in this game.":`Sie haben keinen Platz in dieser Partie.`,Game:`Partie`,"Loading…":`Lädt…`,Status:`Stand`,"version {n}":`Version {n}`,"You are watching.":`Sie schauen zu.`,"You play seat {n}.":`Sie spielen Platz {n}.`,"Decisions awaited":`Ausstehende Entscheidungen`,"Nothing to do now: waiting for the other seats.":`Gerade nichts zu tun: die anderen Plätze sind dran.`,Links:`Links`,"Replay this game step by step":`Diese Partie Schritt für Schritt wiederholen`,"Public spectate link":`Öffentlicher Zuschauer-Link`,"Private link to seat {n}: it gives control of the seat":`Privater Link zu Platz {n}: er gibt die Kontrolle über den Platz`,"Your name":`Ihr Name`,"Player {n}":`Spieler {n}`,"The seed is a whole number (or leave it empty for a random one).":`Der Seed ist eine ganze Zahl (oder leer lassen für einen zufälligen).`,"New game":`Neue Partie`,"Provisional:":`Vorläufig:`,"Seats, in order":`Plätze, der Reihe nach`,"Seat {n}":`Platz {n}`,Human:`Mensch`,"Bot ({kind})":`Bot ({kind})`,"Open (someone joins)":`Frei (jemand kommt dazu)`,Name:`Name`,"Name (optional)":`Name (optional)`,bot:`Bot`,"Remove seat {n}":`Platz {n} entfernen`,"Add a seat":`Einen Platz hinzufügen`,Variant:`Variante`,"Seed (optional)":`Seed (optional)`,random:`zufällig`,"Creating…":`Lege an…`,created:`angelegt`," and running.":` und läuft.`,": waiting for the open seats.":`: wartet auf die freien Plätze.`,"Open the game":`Partie öffnen`,"Private link to seat {n} ({name}): it gives control of the seat":`Privater Link zu Platz {n} ({name}): er gibt die Kontrolle über den Platz`,provisional:`vorläufig`,"{title}'s components are partly inferred":`Die Spielmaterialien von {title} sind teils erschlossen`,"Open game {id}":`Partie {id} öffnen`,"{n} seats":`{n} Plätze`,"your seat":`Ihr Platz`,Play:`Spielen`,Watch:`Zuschauen`,Replay:`Wiederholung`,"Join ({n} open)":`Mitspielen ({n} frei)`,"Loading the games on offer…":`Lade die angebotenen Spiele…`,Games:`Partien`,"No games yet: create one.":`Noch keine Partien: legen Sie eine an.`,"Games, newest first":`Partien, neueste zuerst`,Log:`Protokoll`,"No events yet.":`Noch keine Ereignisse.`,"The server cannot be reached.":`Der Server ist nicht erreichbar.`,"open seat":`freier Platz`,"{name} (bot: {kind})":`{name} (Bot: {kind})`,"{name} (bot)":`{name} (Bot)`,player:`Spieler`,Seats:`Plätze`,"to act":`am Zug`,winner:`Gewinner`,Copied:`Kopiert`,Copy:`Kopieren`,"{what} not found":`{what} nicht gefunden`,"No game has the id":`Keine Partie hat die Kennung`,all:`alle`,"{title} (provisional)":`{title} (vorläufig)`,"Final ranking":`Endwertung`,"{name}: {points} points":`{name}: {points} Punkte`,"Moves ({n})":`Züge ({n})`,"the game":`die Partie`,"Step {step} of {length}":`Schritt {step} von {length}`,"Replay controls":`Steuerung der Wiederholung`,First:`Anfang`,Previous:`Zurück`,Pause:`Pause`,Next:`Weiter`,Last:`Ende`,Speed:`Tempo`,"{n} steps/s":`{n} Schritte/s`,"Fetch the latest steps":`Neueste Schritte holen`,"Go to step":`Zu Schritt springen`,"The table before the first event.":`Der Tisch vor dem ersten Ereignis.`,"The game":`Die Partie`,"finished game, fully revealed":`beendete Partie, ganz aufgedeckt`,"running game, as you may see it":`laufende Partie, so wie Sie sie sehen dürfen`,"Back to the game":`Zurück zur Partie`,"Replay of game":`Wiederholung der Partie`,"Log up to this step":`Protokoll bis zu diesem Schritt`,"waiting for players":`wartet auf Spieler`,playing:`läuft`,finished:`beendet`,basic:`Grundspiel`,advanced:`Fortgeschrittene`,standard:`Standard`,"low luck":`wenig Glück`,greedy:`gierig`,search:`Suche`},S={"Look at the board first":`Guarda prima il tabellone`,"Provisional components:":`Componenti provvisori:`,"Loading the components…":`Caricamento dei componenti…`,"The board appears when the game starts.":`Il tabellone appare quando la partita inizia.`,"Your turn: click a highlighted field, work, tile or person, or choose below.":`Tocca a te: clicca un campo, un'opera, una tessera o una persona evidenziati, o scegli qui sotto.`,"Choose the artist for this work:":`Scegli l'artista per quest'opera:`,"Your turn":`Il tuo turno`,Back:`Indietro`,"Round and offices":`Round e cariche`,Round:`Round`,"of {n}":`di {n}`,"Turn order:":`Ordine di turno:`,"Captain:":`Capitano:`,none:`nessuno`,"Bishop:":`Vescovo:`,"People in the bag:":`Persone nel sacchetto:`,Florence:`Firenze`,"Supply:":`Riserva:`,"Market:":`Mercato:`,"Nothing to show yet.":`Ancora niente da mostrare.`,"Loading the map…":`Caricamento della mappa…`,"Click a highlighted town to place a family member.":`Clicca una città evidenziata per piazzare un familiare.`,"Your turn: click a town with one of your standing members, or choose another action.":`Tocca a te: clicca una città con uno dei tuoi familiari in piedi, o scegli un'altra azione.`,"Click the town where this member acts (travelling there if needed).":`Clicca la città dove agisce questo familiare (viaggiando fin lì se serve).`,"You have a decision to make.":`Devi prendere una decisione.`,"Choose an action.":`Scegli un'azione.`,"Choose another member":`Scegli un altro familiare`,Decide:`Decidi`,"Choose the action":`Scegli l'azione`,"Where the game stands":`A che punto è la partita`,"{name}'s double turn":`Turno doppio di {name}`,"{name}'s turn":`Tocca a {name}`,"Medici crests left:":`Stemmi dei Medici rimasti:`,"extra cost on the {stack} stack":`costo aggiuntivo sulla pila {stack}`,"last roll {dice}":`ultimo tiro {dice}`,"the last round":`l'ultimo giro`,"Provisional map:":`Mappa provvisoria:`,council:`consiglio`,nobility:`nobiltà`,"Choose your start council tile":`Scegli la tua tessera iniziale del consiglio`,"Place two family members":`Piazza due familiari`,"Choose a tile":`Scegli una tessera`,"Il Vecchio demands a tribute":`Il Vecchio chiede un tributo`,"Il Vecchio: lay a member down or take one back":`Il Vecchio: sdraia un familiare o riprendine uno`,"Take a follower of your choice":`Prendi un seguace a scelta`,"Place a family member":`Piazza un familiare`,Harvest:`Raccolto`,Production:`Produzione`,"The board":`Il tabellone`,"Council palace":`Palazzo del Consiglio`,Market:`Mercato`,"Dice and turn order":`Dadi e ordine di turno`,Military:`Militare`,Victory:`Vittoria`,"Take {card}":`Prendi {card}`,"Place on {space}":`Piazza su {space}`,"the space gives {gain}":`lo spazio dà {gain}`,"Family member":`Familiare`,"{member} (value {value})":`{member} (valore {value})`,"Servants to add":`Servitori da aggiungere`,"{n} servants → value {value}":`{n} servitori → valore {value}`,Payment:`Pagamento`,"Value {value}":`Valore {value}`,", {n} servants":`, {n} servitori`,"no card":`nessuna carta`,"Take the card":`Prendi la carta`,"Place the {member} member":`Piazza il familiare {member}`,"Discard {leader} for a council privilege":`Scarta {leader} per un Privilegio del Consiglio`,"Use {leader} ({member} member becomes 6)":`Usa {leader} (il familiare {member} diventa 6)`,"Use {leader}":`Usa {leader}`,"Play {leader}, copying {copied}":`Gioca {leader}, copiando {copied}`,"Play {leader}":`Gioca {leader}`,Leaders:`Leader`,"Your turn.":`Tocca a te.`,"Click a highlighted space on the board to place a family member.":`Clicca uno spazio evidenziato del tabellone per piazzare un familiare.`,"No member can be placed.":`Nessun familiare può essere piazzato.`,Pass:`Passa`,"Leader actions…":`Azioni dei Leader…`,"Leader actions":`Azioni dei Leader`,any:`una carta qualsiasi`,"a territory":`una carta Territorio`,"a building":`una carta Edificio`,"a character":`una carta Personaggio`,"a venture":`una carta Impresa`,"Bonus card action":`Azione bonus su carta`,"Bonus action:":`Azione bonus:`,"take {type} card at value {value}":`prendi {type} di valore {value}`,", paying {discount} less":`, pagando {discount} in meno`,"Click a highlighted floor.":`Clicca un piano evidenziato.`,"Take no card":`Non prendere carte`,"Council privilege {n} of {count}":`Privilegio del Consiglio {n} di {count}`,"Council privilege":`Privilegio del Consiglio`,"Choose what the privilege gives (each one different).":`Scegli cosa dà il privilegio (ognuno diverso).`,"Choose what the privilege gives.":`Scegli cosa dà il privilegio.`,"Bonus action at value {value}":`Azione bonus di valore {value}`,"{kind} at value {value}":`{kind} di valore {value}`,", spending {n} servants":`, spendendo {n} servitori`,harvest:`raccolto`,production:`produzione`,"Production: {card}":`Produzione: {card}`,exchange:`scambio`,"No exchange":`Nessuno scambio`,"Pay {pay} → get {gain}":`Paga {pay} → ottieni {gain}`,"Then:":`Poi:`,"Vatican report, period {period}":`Rapporto in Vaticano, periodo {period}`,"You have {faith} faith points; {threshold} are needed to support the Church.":`Hai {faith} punti Fede; ne servono {threshold} per sostenere la Chiesa.`,"Support the Church: {vp} victory points, faith back to 0":`Sostieni la Chiesa: {vp} punti Vittoria, Fede torna a 0`,"Accept excommunication {tile}:":`Accetta la scomunica {tile}:`,"Choose your personal bonus tile":`Scegli la tua tessera bonus personale`,"Tile {id}: harvest {harvest}; production {production}":`Tessera {id}: raccolto {harvest}; produzione {production}`,"Leader draft: keep one leader":`Draft dei Leader: tieni un Leader`,"{n} leaders in this hand; you keep one and pass the rest on.":`{n} Leader in questa mano; ne tieni uno e passi gli altri.`," Kept so far: {leaders}.":` Tenuti finora: {leaders}.`,"(needs {requirements})":`(richiede {requirements})`,"Your member is placed":`Il tuo familiare è piazzato`,"Play, discard or use a leader, or end your turn.":`Gioca, scarta o usa un Leader, o termina il turno.`,"End your turn":`Termina il turno`,"excommunication {id}":`scomunica {id}`,"{name}'s board":`Plancia di {name}`,"{n} points":`{n} punti`,"Family members":`Familiari`,"on {space}":`su {space}`,available:`disponibile`,placed:`piazzato`,"in hand":`in mano`,"{n} in hand":`{n} in mano`,Tiles:`Tessere`,"bonus tile {id}: harvest {harvest}; production {production}":`tessera bonus {id}: raccolto {harvest}; produzione {production}`,"Hover, focus or tap a card, leader or tile to see it here.":`Passa sopra, seleziona o tocca una carta, un Leader o una tessera per vederla qui.`,Cost:`Costo`,Immediate:`Immediato`,Permanent:`Permanente`,"Needs {requirements}":`Richiede {requirements}`,"once per round":`una volta per turno`,permanent:`permanente`,"Period {n}":`Periodo {n}`,Detail:`Dettaglio`,Close:`Chiudi`,nothing:`niente`,and:`e`,"{colour} tower, floor {n}":`torre {colour}, piano {n}`,green:`verde`,blue:`blu`,yellow:`gialla`,purple:`viola`,"market space {n}":`spazio Mercato {n}`,"council palace":`Palazzo del Consiglio`,"harvest (single space)":`raccolto (spazio singolo)`,"harvest (large space, −3)":`raccolto (spazio grande, −3)`,"production (single space)":`produzione (spazio singolo)`,"production (large space, −3)":`produzione (spazio grande, −3)`,black:`nero`,white:`bianco`,orange:`arancione`,neutral:`neutro`,coin:`moneta`,coins:`monete`,wood:`legno`,stone:`pietra`,servant:`servitore`,servants:`servitori`,"military point":`punto Militare`,"military points":`punti Militari`,"faith point":`punto Fede`,"faith points":`punti Fede`,"victory point":`punto Vittoria`,"victory points":`punti Vittoria`,territories:`Territori`,characters:`Personaggi`,buildings:`Edifici`,ventures:`Imprese`,"Never dealt":`Mai distribuite`,"Loading the cards…":`Caricamento delle carte…`,"Your decision":`La tua decisione`,"Your decision:":`La tua decisione:`,"Show the decision":`Mostra la decisione`,"Fit the board to the screen":`Adatta il tabellone allo schermo`,"Enlarge the board":`Ingrandisci il tabellone`,"rank {n}":`posizione {n}`,"floors in supply":`piani nella riserva`,built:`costruiti`,"fame ({cities} cities + {heads} heads)":`fama ({cities} città + {heads} teste)`,"card in hand":`carta in mano`,"cards in hand":`carte in mano`,"Heads collected":`Teste raccolte`,"Fame tiles won":`Tessere fama vinte`,"Fame tiles:":`Tessere fama:`,"none yet":`ancora nessuna`,"Played:":`Giocate:`,card:`carta`,cards:`carte`,"{name}'s hand":`Mano di {name}`,"Draw pile: {n} cards":`Mazzo: {n} carte`,"Provisional deck:":`Mazzo provvisorio:`,"Build floor {n} of {total} on {city} site {site}":`Costruisci il piano {n} di {total} a {city}, sito {site}`,"Your turn: click a card in your hand to play it.":`Tocca a te: clicca una carta della tua mano per giocarla.`,"click a building site of {city} for floor {n} of {total}":`clicca un sito di {city} per il piano {n} di {total}`," (first on site {site})":` (il primo sul sito {site})`,"Move a floor: click the top floor of a highlighted tower, or do not move.":`Sposta un piano: clicca il piano più alto di una torre evidenziata, o non spostare.`,"Take a card: click a highlighted card beside a city.":`Prendi una carta: clicca una carta evidenziata accanto a una città.`,"Choose another card":`Scegli un'altra carta`,"Do not move a floor":`Non spostare piani`,"The table":`Il tavolo`,"Draw pile:":`Mazzo:`,"cards played {n} of {total}":`carte giocate {n} di {total}`,"Played this turn:":`Giocata in questo turno:`,"Your hand ({n})":`La tua mano ({n})`,"Your hand":`La tua mano`,"The cities":`Le città`,"Left in the pile ({n})":`Rimaste nel mazzo ({n})`,"Cards left in the pile":`Carte rimaste nel mazzo`,"plays a card and builds":`gioca una carta e costruisce`,"may move a floor":`può spostare un piano`,"takes a card":`prende una carta`,builds:`costruisce`,"the display is refilled":`l'esposizione viene rifornita`,"the game is over":`la partita è finita`,"chooses a start building":`sceglie un edificio iniziale`,"may guard (captain)":`può sorvegliare (capitano)`,"may convert or banish (bishop)":`può convertire o bandire (vescovo)`,"places a worker":`piazza un lavoratore`,"trades at the market":`commercia al mercato`,"finishes or gives up a building":`completa o abbandona un edificio`,"completes or fails a work of art":`completa o fallisce un'opera d'arte`,"WebSocket connection":`Connessione WebSocket`,"connecting…":`connessione…`,live:`in diretta`,"connection lost":`connessione persa`,"reconnecting…":`riconnessione…`,Lobby:`Sala`,"The games on offer: create one against people or bots, join an open seat, or watch.":`Le partite disponibili: creane una contro persone o bot, prendi un posto libero o guarda.`,"Game {id}":`Partita {id}`,"A game of Signoria, live: the board, the players, the log.":`Una partita su Signoria, in diretta: il tabellone, i giocatori, il registro.`,"Replay {id}":`Replay {id}`,"A game of Signoria step by step: the board at any move, played back at your speed.":`Una partita su Signoria passo dopo passo: il tabellone a ogni mossa, riprodotto alla tua velocità.`,Dashboard:`Statistiche`,"Statistics over finished games: results by seat and turn order, scores, cards, ratings.":`Statistiche delle partite concluse: risultati per posto e ordine di turno, punteggi, carte, classifiche.`,Documentation:`Documentazione`,"Signoria's documentation: the GraphQL API, the games, operations.":`La documentazione di Signoria: l'API GraphQL, i giochi, la gestione.`,"Page not found":`Pagina non trovata`,"Nothing here at":`Qui non c'è niente:`,"Back to the lobby":`Torna alla sala`,"Not found":`Non trovato`,"Nothing here: back to the Signoria lobby.":`Qui non c'è niente: torna alla sala di Signoria.`,"Skip to content":`Vai al contenuto`,Service:`Servizio`,Docs:`Documenti`,"GraphQL endpoint":`Endpoint GraphQL`,Health:`Stato del servizio`,"Schema (SDL)":`Schema (SDL)`,Language:`Lingua`,"Create game":`Crea partita`,"The rules do not allow that: {reason}":`Le regole non lo permettono: {reason}`,"It is not your turn: another player must act first.":`Non è il tuo turno: prima deve agire un altro giocatore.`,"The game moved on before your action arrived: look at the board again and choose.":`La partita è andata avanti prima che arrivasse la tua azione: guarda di nuovo il tabellone e scegli.`,"This browser does not hold this seat's token any more.":`Questo browser non ha più il token di questo posto.`,"The game is over.":`La partita è finita.`,"The game has not started: seats are still open.":`La partita non è iniziata: ci sono ancora posti liberi.`,"This game does not exist.":`Questa partita non esiste.`,"Too many actions at once: try again in {s} s.":`Troppe azioni insieme: riprova tra {s} s.`,"View as":`Vedi come`,"seat {n} ({name})":`posto {n} ({name})`,you:`tu`,spectator:`spettatore`,"All your legal actions ({n})":`Tutte le tue azioni consentite ({n})`,"Filter the {n} actions":`Filtra le {n} azioni`,"Your legal actions":`Le tue azioni consentite`,"seat {n}":`posto {n}`,Result:`Risultato`,Winners:`Vincitori`,Winner:`Vincitore`,nobody:`nessuno`,"Watch the replay":`Guarda il replay`,"Join seat {n}":`Prendi il posto {n}`,"You hold no seat in this game.":`Non hai un posto in questa partita.`,Game:`Partita`,"Loading…":`Caricamento…`,Status:`Stato`,"version {n}":`versione {n}`,"You are watching.":`Stai guardando.`,"You play seat {n}.":`Giochi il posto {n}.`,"Decisions awaited":`Decisioni attese`,"Nothing to do now: waiting for the other seats.":`Niente da fare ora: si attendono gli altri posti.`,Links:`Link`,"Replay this game step by step":`Rivedi questa partita passo dopo passo`,"Public spectate link":`Link pubblico per guardare`,"Private link to seat {n}: it gives control of the seat":`Link privato al posto {n}: dà il controllo del posto`,"Your name":`Il tuo nome`,"Player {n}":`Giocatore {n}`,"The seed is a whole number (or leave it empty for a random one).":`Il seed è un numero intero (o lascialo vuoto per uno casuale).`,"New game":`Nuova partita`,"Provisional:":`Provvisorio:`,"Seats, in order":`Posti, in ordine`,"Seat {n}":`Posto {n}`,Human:`Persona`,"Bot ({kind})":`Bot ({kind})`,"Open (someone joins)":`Libero (qualcuno si unisce)`,Name:`Nome`,"Name (optional)":`Nome (facoltativo)`,bot:`bot`,"Remove seat {n}":`Togli il posto {n}`,"Add a seat":`Aggiungi un posto`,Variant:`Variante`,"Seed (optional)":`Seed (facoltativo)`,random:`casuale`,"Creating…":`Creazione…`,created:`creata`," and running.":` e in corso.`,": waiting for the open seats.":`: in attesa dei posti liberi.`,"Open the game":`Apri la partita`,"Private link to seat {n} ({name}): it gives control of the seat":`Link privato al posto {n} ({name}): dà il controllo del posto`,provisional:`provvisorio`,"{title}'s components are partly inferred":`I componenti di {title} sono in parte dedotti`,"Open game {id}":`Apri la partita {id}`,"{n} seats":`{n} posti`,"your seat":`il tuo posto`,Play:`Gioca`,Watch:`Guarda`,Replay:`Replay`,"Join ({n} open)":`Unisciti ({n} liberi)`,"Loading the games on offer…":`Caricamento dei giochi disponibili…`,Games:`Partite`,"No games yet: create one.":`Ancora nessuna partita: creane una.`,"Games, newest first":`Partite, le più recenti prima`,Log:`Registro`,"No events yet.":`Ancora nessun evento.`,"The server cannot be reached.":`Il server non è raggiungibile.`,"open seat":`posto libero`,"{name} (bot: {kind})":`{name} (bot: {kind})`,"{name} (bot)":`{name} (bot)`,player:`giocatore`,Seats:`Posti`,"to act":`di turno`,winner:`vincitore`,Copied:`Copiato`,Copy:`Copia`,"{what} not found":`{what} non trovata`,"No game has the id":`Nessuna partita ha l'id`,all:`tutti`,"{title} (provisional)":`{title} (provvisorio)`,"Final ranking":`Classifica finale`,"{name}: {points} points":`{name}: {points} punti`,"Moves ({n})":`Mosse ({n})`,"the game":`la partita`,"Step {step} of {length}":`Passo {step} di {length}`,"Replay controls":`Comandi del replay`,First:`Inizio`,Previous:`Indietro`,Pause:`Pausa`,Next:`Avanti`,Last:`Fine`,Speed:`Velocità`,"{n} steps/s":`{n} passi/s`,"Fetch the latest steps":`Carica gli ultimi passi`,"Go to step":`Vai al passo`,"The table before the first event.":`Il tavolo prima del primo evento.`,"The game":`La partita`,"finished game, fully revealed":`partita conclusa, tutta scoperta`,"running game, as you may see it":`partita in corso, come puoi vederla`,"Back to the game":`Torna alla partita`,"Replay of game":`Replay della partita`,"Log up to this step":`Registro fino a questo passo`,"waiting for players":`in attesa di giocatori`,playing:`in corso`,finished:`conclusa`,basic:`base`,advanced:`avanzata`,standard:`standard`,"low luck":`poca fortuna`,greedy:`avido`,search:`ricerca`},C=[{code:`en`,name:`English`},{code:`de`,name:`Deutsch`},{code:`it`,name:`Italiano`}],w={en:{},de:x,it:S},T=`signoria.language`;function E(e){let t=(e??``).toLowerCase().split(`-`)[0];return t===`en`||t===`de`||t===`it`?t:null}function D(){try{return localStorage.getItem(T)}catch{return null}}function O(){let e=E(D());if(e)return e;let t=typeof navigator>`u`?[]:navigator.languages??[navigator.language];for(let e of t){let t=E(e);if(t)return t}return`en`}var k=O();typeof document<`u`&&(document.documentElement.lang=k);function A(e){try{localStorage.setItem(T,e)}catch{}e!==k&&location.reload()}function j(e,t){let n=w[k][e]??e;if(t)for(let[e,r]of Object.entries(t))n=n.split(`{${e}}`).join(String(r));return n}var M=s({CATALOGUE:()=>F,FRAGMENTS:()=>oe,SPREADS:()=>ae}),N=`
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
}`,P=`
fragment FlorenzaPending on PendingDecision {
  ... on FlorenzaDecision { round }
}`,ie=`
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
}`,ae={view:`...FlorenzaViewFields`,pending:`...FlorenzaPending`,actions:`...FlorenzaActions`},oe={state:N+P,actions:ie},F=`
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
}`,se=s({CATALOGUE:()=>I,FRAGMENTS:()=>fe,SPREADS:()=>de}),ce=`
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
}`,le=`
fragment IlVecchioPending on PendingDecision {
  ... on IlVecchioTurnDecision { actionsLeft double }
  ... on IlVecchioChoiceDecision { data }
}`,ue=`
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
}`,de={view:`...IlVecchioViewFields`,pending:`...IlVecchioPending`,actions:`...IlVecchioActions`},fe={state:ce+le,actions:ue},I=`
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
}`,pe=s({CATALOGUE:()=>z,FRAGMENTS:()=>ve,SPREADS:()=>_e}),L=`
fragment LorenzoRes on LorenzoResources { coins wood stone servants militaryPoints faithPoints victoryPoints }`,R=`occupants { seat member }`,me=`
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
    towers { colour floors { floor space actionValue card { number } ${R} } }
    dice { black white orange }
    market { space ${R} } council { space ${R} }
    harvest { space ${R} } production { space ${R} }
    excommunicationTiles { id } deckSizes { territory character building venture }
    bonusTilesOffered { id } vaticanDeciding
  }
  scores { seat total cardsAndActions faith territories characters ventures military resources excommunication }
  revealed { territory { number } character { number } building { number } venture { number } }
}`,he=`
fragment LorenzoPending on PendingDecision {
  ... on LorenzoTurnDecision { placed }
  ... on LorenzoPrivilegeDecision { count chosen options }
  ... on LorenzoTakeDecision { cardType any value discount { ...LorenzoRes } source }
  ... on LorenzoBonusActionDecision { value source }
  ... on LorenzoExchangeDecision { cards { number } }
  ... on LorenzoVaticanDecision { period threshold tile { id } faithPoints }
  ... on LorenzoBonusTileDecision { tiles { id } }
  ... on LorenzoLeaderDraftDecision { handSize }
}`,ge=`
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
}`,_e={view:`...LorenzoViewFields`,pending:`...LorenzoPending`,actions:`...LorenzoActions`},ve={state:L+me+he,actions:ge},z=`
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
}${L}`,ye=s({CATALOGUE:()=>B,FRAGMENTS:()=>we,SPREADS:()=>Ce}),be=`
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
}`,xe=`
fragment PatrizierPending on PendingDecision {
  ... on PatrizierPlayDecision { handSize supply }
  ... on PatrizierMoveDecision { card { id } cities { slug } }
  ... on PatrizierTakeDecision { card { id } cities { slug } reason }
}`,Se=`
fragment PatrizierActions on LegalAction {
  ... on PatrizierPlayAction { card { id } city { slug } towers floors }
  ... on PatrizierMoveAction { city { slug } fromTower toTower owner }
  ... on PatrizierTakeAction { card { id } city { slug } reason }
}`,Ce={view:`...PatrizierViewFields`,pending:`...PatrizierPending`,actions:`...PatrizierActions`},we={state:be+xe,actions:Se},B=`
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
}`,V=[pe,ye,se,M],H={view:V.map(e=>e.SPREADS.view).join(` `),pending:V.map(e=>e.SPREADS.pending).join(` `),actions:V.map(e=>e.SPREADS.actions).join(` `)},U={state:V.map(e=>e.FRAGMENTS.state).join(``),actions:V.map(e=>e.FRAGMENTS.actions).join(``)},Te=`seats { seat name kind bot player { id } }`,Ee=`progress { turn total text }`,De=`
fragment SummaryFields on GameSummary {
  id game variant status players openSeats version seatsToAct winners createdAt updatedAt
  seats { seat name kind bot } ${Ee}
}`,W=`
fragment StateFields on Game {
  id game variant status version viewerSeat seatsToAct currentSeat
  ${Te} ${Ee}
  pending { __typename seat kind description ${H.pending} ... on GenericDecision { data } }
  result { ranking ranks winners scores { seat rank total parts { category points } } }
  view { __typename ${H.view} ... on GenericView { data } }
}${U.state}`,Oe=`
fragment GameFields on Game {
  ...StateFields
  legalActions { __typename key kind description ${H.actions} ... on GenericAction { fields } }
}${W}${U.actions}`,ke=`
fragment EventFields on GameEvent {
  step cursor version type seat description
  message { template args { name kind value text assetId } }
}`,G=`... on Error { code message }`,Ae=`
query GameTypes {
  gameTypes { name title variants defaultVariant minPlayers maxPlayers botKinds provisional provisionalNote }
}`,je=`
query Games($after: String) {
  games(first: 20, after: $after) {
    edges { node { ...SummaryFields } }
    pageInfo { hasNextPage endCursor }
  }
}${De}`,Me=`
subscription LobbyUpdated { lobbyUpdated { ...SummaryFields } }${De}`,Ne=`__typename
    ... on GameCreated { game { id } seats { seat name kind token } started version }
    ${G}`,Pe=`
mutation CreateGame($input: CreateGameInput!) {
  createGame(input: $input) { ${Ne} }
}`,Fe=`
mutation OpenGame($input: CreateGameInput!) {
  openGame(input: $input) { ${Ne} }
}`,Ie=`
mutation JoinGame($input: JoinGameInput!) {
  joinGame(input: $input) {
    __typename
    ... on SeatJoined { game { id } seat token started version }
    ${G}
  }
}`,Le=`
mutation SubmitAction($input: SubmitActionInput!) {
  submitAction(input: $input) {
    __typename
    ... on ActionAccepted { version finished }
    ... on RateLimited { retryAfter }
    ... on VersionConflict { expectedVersion actualVersion }
    ${G}
  }
}`,Re=`
query LegalKeys($gameId: ID!) { game(id: $gameId) { version legalActions { key } } }`,ze=`
subscription GameUpdated($gameId: ID!, $token: String) {
  gameUpdated(gameId: $gameId, token: $token) { ...GameFields }
}${Oe}`,Be=`
subscription GameEvents($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after) { ...EventFields }
}${ke}`,Ve=`
query EventPage($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after, first: 100) {
    nodes { ...EventFields }
    pageInfo { hasNextPage endCursor }
  }
}${ke}`,He=`
query Replay($gameId: ID!, $token: String) {
  replay(gameId: $gameId, token: $token) {
    length finished
    moves { firstStep step version seat action description }
  }
}`,Ue=`
query ReplayStep($gameId: ID!, $token: String, $step: Int!) {
  replay(gameId: $gameId, token: $token) {
    length
    step(step: $step) { step game { ...StateFields } }
  }
}${W}`,We=`
query ReplaySteps($gameId: ID!, $token: String, $start: Int!) {
  replay(gameId: $gameId, token: $token) {
    length
    steps(start: $start, first: 9) { step game { ...StateFields } }
  }
}${W}`,Ge=`
subscription ReplayPlayback($gameId: ID!, $token: String, $speed: Float!, $fromStep: Int!) {
  replayPlayback(gameId: $gameId, token: $token, speed: $speed, fromStep: $fromStep) {
    step game { ...StateFields }
  }
}${W}`,Ke=`place games wins winRate meanScore`,qe=`
query Analytics($game: GameName!, $filter: AnalyticsFilter) {
  analytics(game: $game, filter: $filter) {
    games meanActions meanEvents
    seats { ${Ke} }
    turnOrder { ${Ke} }
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
}`,Je=`
query Ratings($game: GameName!) {
  ratings(game: $game, first: 50) { nodes { player { id name kind } rating games } }
}`,Ye=`
query RatingHistory($game: GameName!, $player: ID!) {
  ratingHistory(game: $game, player: $player) { gameId before after rank players at }
}`,Xe=`
mutation RegisterPlayer($input: RegisterPlayerInput!) {
  registerPlayer(input: $input) {
    __typename
    ... on PlayerRegistered { player { id name } key }
    ${G}
  }
}`,Ze=`# Signoria's GraphQL API: run with the play button or Ctrl-Enter.
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
`,K=`/graphql`,q=class extends Error{codes;constructor(e){super(e.map(e=>e.message).join(`; `)),this.codes=e.map(e=>e.extensions?.code??``)}};async function J(e,t={},n,r){let i={"Content-Type":`application/json`,Accept:`application/json`,"Accept-Language":k};n&&(i.Authorization=`Bearer ${n}`);let a=await fetch(K,{method:`POST`,headers:i,body:JSON.stringify({query:e,variables:t}),signal:r}),o;try{o=await a.json()}catch{throw new q([{message:`HTTP ${a.status} ${a.statusText}`}])}if(o.errors?.length)throw new q(o.errors);if(!a.ok||o.data===void 0)throw new q([{message:`HTTP ${a.status} ${a.statusText}`}]);return o.data}var Qe=()=>J(je).then(e=>e.games.edges.map(e=>e.node)),$e=()=>J(Ae).then(e=>e.gameTypes),et=(e,t,n,r)=>J(n.some(e=>e.open)?Fe:Pe,{input:{game:e,variant:t,players:n,seed:r}}).then(e=>e.createGame??e.openGame),tt=(e,t,n,r)=>J(Ie,{input:{gameId:e,name:t,seat:n,playerKey:r}}).then(e=>e.joinGame),nt=e=>J(Xe,{input:{name:e}}).then(e=>e.registerPlayer),rt=(e,t,n,r)=>J(Le,{input:{gameId:e,action:t,expectedVersion:r,idempotencyKey:crypto.randomUUID()}},n).then(e=>e.submitAction),it=(e,t)=>J(Re,{gameId:e},t).then(e=>({version:e.game.version,keys:new Set(e.game.legalActions.map(e=>e.key))})),at=(e,t)=>J(He,{gameId:e,token:t}).then(e=>e.replay),ot=(e,t,n)=>J(Ue,{gameId:e,token:t,step:n}).then(e=>({length:e.replay.length,state:e.replay.step.game})),st=(e,t,n,r)=>J(We,{gameId:e,token:t,start:n},null,r).then(e=>e.replay.steps);async function ct(e,t){let n=[],r=null;for(;;){let i=await J(Ve,{gameId:e,token:t,after:r});if(n.push(...i.gameEvents.nodes),!i.gameEvents.pageInfo.hasNextPage)return n;r=i.gameEvents.pageInfo.endCursor}}var lt=(e,t)=>J(qe,{game:e,filter:t}).then(e=>e.analytics),ut=e=>J(Je,{game:e}).then(e=>e.ratings.nodes),dt=(e,t)=>J(Ye,{game:e,player:t}).then(e=>e.ratingHistory);function ft(e=K){let{protocol:t,host:n}=window.location;return`${t===`https:`?`wss`:`ws`}://${n}${e}`}var Y=new Set,X=new Set,pt=`idle`;function Z(e){pt=e,Y.forEach(t=>t(e))}var Q=null;function mt(){return Q||(Q=v({url:ft(),connectionParams:{"Accept-Language":k},lazy:!0,lazyCloseTimeout:3e3,keepAlive:15e3,retryAttempts:1e3,shouldRetry:()=>!0,retryWait:e=>new Promise(t=>setTimeout(t,Math.min(500*2**e,8e3))),on:{connecting:e=>Z(e?`reconnecting`:`connecting`),connected:(e,t,n)=>{Z(`live`),n&&X.forEach(e=>e())},closed:e=>Z(e?.code===1e3?`idle`:`lost`)}}),Q)}function ht(e){return Y.add(e),e(pt),()=>Y.delete(e)}function gt(e){return X.add(e),()=>X.delete(e)}function $(e,t){return mt().subscribe(e,{next:e=>{e.errors?.length?t.error?.(e.errors.map(e=>e.message).join(`; `),e.errors.map(e=>String(e.extensions?.code??``))):e.data&&t.next(e.data)},error:e=>{let n=Array.isArray(e)?e:[e];t.error?.(n.map(e=>e instanceof Error?e.message:e?.message??String(e)).join(`; `),[])},complete:()=>t.complete?.()})}var _t=e=>$({query:Me},{...e,next:t=>e.next(t.lobbyUpdated)}),vt=(e,t,n)=>$({query:ze,variables:{gameId:e,token:t}},{...n,next:e=>n.next(e.gameUpdated)}),yt=(e,t,n,r,i)=>$({query:Ge,variables:{gameId:e,token:t,speed:n,fromStep:r}},{...i,next:e=>i.next(e.replayPlayback)});function bt(e,t,n,r){let i=n,a=-1;return $({query:Be,get variables(){return{gameId:e,token:t,after:i}}},{...r,next:e=>{e.gameEvents.step<=a||(a=e.gameEvents.step,i=e.gameEvents.cursor,r.next(e.gameEvents))}})}var xt=`modulepreload`,St=function(e){return`/`+e},Ct={},wt=function(e){return e.pathname.endsWith(`.css`)},Tt=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},Et=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=St(t,n);let r=s(t),i=wt(r);return Tt(Ct,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:xt,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};export{F as A,vt as C,B as D,mt as E,b as F,o as I,s as L,k as M,A as N,z as O,j as P,l as R,bt as S,yt as T,ht as _,et as a,J as b,$e as c,dt as d,ut as f,tt as g,st as h,K as i,C as j,I as k,Qe as l,ot as m,Ze as n,ct as o,at as p,q as r,lt as s,Et as t,it as u,gt as v,_t as w,rt as x,nt as y};