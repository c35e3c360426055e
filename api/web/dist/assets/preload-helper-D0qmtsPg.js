<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
var e=Object.create,t=Object.defineProperty,n=Object.getOwnPropertyDescriptor,r=Object.getOwnPropertyNames,i=Object.getPrototypeOf,a=Object.prototype.hasOwnProperty,o=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports),s=(e,n)=>{let r={};for(var i in e)t(r,i,{get:e[i],enumerable:!0});return n||t(r,Symbol.toStringTag,{value:`Module`}),r},c=(e,i,o,s)=>{if(i&&typeof i==`object`||typeof i==`function`)for(var c=r(i),l=0,u=c.length,d;l<u;l++)d=c[l],!a.call(e,d)&&d!==o&&t(e,d,{get:(e=>i[e]).bind(null,d),enumerable:!(s=n(i,d))||s.enumerable});return e},l=(n,r,o)=>(o=n==null?{}:e(i(n)),c(r||!n||!n.__esModule||!a.call(n,`default`)?t(o,`default`,{value:n,enumerable:!0}):o,n));(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();function u(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function d(e){return u(e)===`object`}function f(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function ee(e,t){return e.length<124?e:t}var p=(e=>(e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`,e))(p||{}),m=(e=>(e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`,e))(m||{});function h(e){if(!d(e))throw Error(`Message is expected to be an object, but got ${u(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${u(e.type)}`);switch(e.type){case`connection_init`:case`connection_ack`:case`ping`:case`pong`:if(e.payload!=null&&!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case`subscribe`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${u(e.payload.query)}`);if(e.payload.variables!=null&&!d(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${u(e.payload.variables)}`);if(e.payload.operationName!=null&&u(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${u(e.payload.operationName)}`);if(e.payload.extensions!=null&&!d(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${u(e.payload.extensions)}`);break;case`next`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);break;case`error`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!f(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case`complete`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function te(e,t){return h(typeof e==`string`?JSON.parse(e,t):e)}function g(e,t){return h(e),JSON.stringify(e,t)}function _(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=2**e;await new Promise(e=>setTimeout(e,t*1e3+Math.floor(Math.random()*2700+300)))},shouldRetry:d=v,on:f,webSocketImpl:h,generateID:_=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:y,jsonMessageReviver:b}=e,x;if(h){if(!ie(h))throw Error(`Invalid WebSocket implementation provided`);x=h}else typeof WebSocket<`u`?x=WebSocket:typeof global<`u`?x=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(x=window.WebSocket||window.MozWebSocket);if(!x)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let S=x,C=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){`id`in t&&e[t.id]?.(t)}}})(),t={connecting:f?.connecting?[f.connecting]:[],opened:f?.opened?[f.opened]:[],connected:f?.connected?[f.connected]:[],ping:f?.ping?[f.ping]:[],pong:f?.pong?[f.pong]:[],message:f?.message?[e.emit,f.message]:[e.emit],closed:f?.closed?[f.closed]:[],error:f?.error?[f.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{let e=r.indexOf(n);e>-1&&r.splice(e,1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function w(e){let t=[C.on(`error`,n=>{t.forEach(e=>e()),e(n)}),C.on(`closed`,n=>{t.forEach(e=>e()),e(n)})];return()=>t.forEach(e=>e())}let T,E=0,D,O=!1,k=0,A=!1;async function j(){clearTimeout(D);let[e,r]=await(T??=new Promise((e,r)=>(async()=>{if(O){if(await u(k),!E)return T=void 0,r({code:1e3,reason:`All Subscriptions Gone`});k++}C.emit(`connecting`,O);let i=new S(typeof t==`function`?await t():t,`graphql-transport-ws`),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===S.OPEN&&(i.send(g({type:m.Ping})),C.emit(`ping`,!1,void 0))},o))}w(e=>{T=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof ne&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>C.emit(`error`,e),i.onclose=e=>C.emit(`closed`,e),i.onopen=async()=>{try{C.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==S.OPEN)return;i.send(g(e?{type:m.ConnectionInit,payload:e}:{type:m.ConnectionInit},y)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(p.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){C.emit(`error`,e),i.close(p.InternalClientError,ee(e instanceof Error?e.message:String(e),`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=te(t,b);if(C.emit(`message`,n),n.type===`ping`||n.type===`pong`){C.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(g(n.payload?{type:m.Pong,payload:n.payload}:{type:m.Pong},y)),C.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==m.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,C.emit(`connected`,i,n.payload,O),O=!1,k=0;let r=new Promise((e,t)=>w(t));r.catch(()=>{}),e([i,r])}catch(e){i.onmessage=null,C.emit(`error`,e),i.close(p.BadResponse,ee(e instanceof Error?e.message:String(e),`Bad response`))}}})()));e.readyState===S.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,new Promise((t,n)=>{let i=w(n);e.readyState!==S.OPEN&&r.catch(n),l.then(()=>{if(i(),!E){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?(clearTimeout(D),D=setTimeout(()=>{!E&&e.readyState===S.OPEN&&t()},a)):t()}t()})})]}function M(e){if(v(e)&&(re(e.code)||[p.InternalServerError,p.InternalClientError,p.BadRequest,p.BadResponse,p.Unauthorized,p.SubprotocolNotAcceptable,p.SubscriberAlreadyExists,p.TooManyInitialisationRequests].includes(e.code)))throw e;if(A)return!1;if(v(e)&&e.code===1e3)return E>0;if(!l||k>=l||!d(e))throw e;return O=!0}r||(async()=>{for(E++;;)try{let[,,e]=await j();await e}catch(e){try{if(!M(e))return}catch(e){return i?.(e)}}})();function N(e,t){let n=_(e),r=!1,i=!1,a=()=>{E--,r=!0};return(async()=>{for(E++;;)try{let[o,s,c]=await j();if(r)return c.catch(()=>{}),s();let l=C.onMessage(n,e=>{switch(e.type){case m.Next:t.next(e.payload);return;case m.Error:i=!0,r=!0,t.error(e.payload),a();return;case m.Complete:r=!0,a();return}});o.send(g({id:n,type:m.Subscribe,payload:e},y)),a=()=>{!r&&o.readyState===S.OPEN&&o.send(g({id:n,type:m.Complete},y)),E--,r=!0,s()},await c.finally(l);return}catch(e){if(!M(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:C.on,subscribe:N,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=N(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=async function*(){for(;;){for(t.length||await new Promise(e=>n.resolve=e);t.length;)yield t.shift();if(n.error)throw n.error;if(n.done)return}}();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(A=!0,T){let[e]=await T;e.close(1e3,`Normal Closure`)}},terminate(){T&&C.emit(`closed`,new ne)}}}var ne=class extends Error{name=`TerminatedCloseEvent`;message=`4499: Terminated`;code=4499;reason=`Terminated`;wasClean=!1};function v(e){return d(e)&&`code`in e&&`reason`in e}function re(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function ie(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var y=s({createClient:()=>_}),b=s({CATALOGUE:()=>E,FRAGMENTS:()=>T,SPREADS:()=>w}),x=`
========
var e=Object.create,t=Object.defineProperty,n=Object.getOwnPropertyDescriptor,r=Object.getOwnPropertyNames,i=Object.getPrototypeOf,a=Object.prototype.hasOwnProperty,o=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports),s=(e,n)=>{let r={};for(var i in e)t(r,i,{get:e[i],enumerable:!0});return n||t(r,Symbol.toStringTag,{value:`Module`}),r},c=(e,i,o,s)=>{if(i&&typeof i==`object`||typeof i==`function`)for(var c=r(i),l=0,u=c.length,d;l<u;l++)d=c[l],!a.call(e,d)&&d!==o&&t(e,d,{get:(e=>i[e]).bind(null,d),enumerable:!(s=n(i,d))||s.enumerable});return e},l=(n,r,o)=>(o=n==null?{}:e(i(n)),c(r||!n||!n.__esModule||!a.call(n,`default`)?t(o,`default`,{value:n,enumerable:!0}):o,n));(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();function u(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function d(e){return u(e)===`object`}function f(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function ee(e,t){return e.length<124?e:t}var p=(e=>(e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`,e))(p||{}),m=(e=>(e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`,e))(m||{});function h(e){if(!d(e))throw Error(`Message is expected to be an object, but got ${u(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${u(e.type)}`);switch(e.type){case`connection_init`:case`connection_ack`:case`ping`:case`pong`:if(e.payload!=null&&!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case`subscribe`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${u(e.payload.query)}`);if(e.payload.variables!=null&&!d(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${u(e.payload.variables)}`);if(e.payload.operationName!=null&&u(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${u(e.payload.operationName)}`);if(e.payload.extensions!=null&&!d(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${u(e.payload.extensions)}`);break;case`next`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!d(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${u(e.payload)}`);break;case`error`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!f(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case`complete`:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${u(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function te(e,t){return h(typeof e==`string`?JSON.parse(e,t):e)}function g(e,t){return h(e),JSON.stringify(e,t)}function _(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=2**e;await new Promise(e=>setTimeout(e,t*1e3+Math.floor(Math.random()*2700+300)))},shouldRetry:d=y,on:f,webSocketImpl:h,generateID:_=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:b,jsonMessageReviver:ie}=e,x;if(h){if(!re(h))throw Error(`Invalid WebSocket implementation provided`);x=h}else typeof WebSocket<`u`?x=WebSocket:typeof global<`u`?x=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(x=window.WebSocket||window.MozWebSocket);if(!x)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let S=x,C=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){`id`in t&&e[t.id]?.(t)}}})(),t={connecting:f?.connecting?[f.connecting]:[],opened:f?.opened?[f.opened]:[],connected:f?.connected?[f.connected]:[],ping:f?.ping?[f.ping]:[],pong:f?.pong?[f.pong]:[],message:f?.message?[e.emit,f.message]:[e.emit],closed:f?.closed?[f.closed]:[],error:f?.error?[f.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{let e=r.indexOf(n);e>-1&&r.splice(e,1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function w(e){let t=[C.on(`error`,n=>{t.forEach(e=>e()),e(n)}),C.on(`closed`,n=>{t.forEach(e=>e()),e(n)})];return()=>t.forEach(e=>e())}let T,E=0,D,O=!1,k=0,A=!1;async function j(){clearTimeout(D);let[e,r]=await(T??=new Promise((e,r)=>(async()=>{if(O){if(await u(k),!E)return T=void 0,r({code:1e3,reason:`All Subscriptions Gone`});k++}C.emit(`connecting`,O);let i=new S(typeof t==`function`?await t():t,`graphql-transport-ws`),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===S.OPEN&&(i.send(g({type:m.Ping})),C.emit(`ping`,!1,void 0))},o))}w(e=>{T=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof v&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>C.emit(`error`,e),i.onclose=e=>C.emit(`closed`,e),i.onopen=async()=>{try{C.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==S.OPEN)return;i.send(g(e?{type:m.ConnectionInit,payload:e}:{type:m.ConnectionInit},b)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(p.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){C.emit(`error`,e),i.close(p.InternalClientError,ee(e instanceof Error?e.message:String(e),`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=te(t,ie);if(C.emit(`message`,n),n.type===`ping`||n.type===`pong`){C.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(g(n.payload?{type:m.Pong,payload:n.payload}:{type:m.Pong},b)),C.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==m.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,C.emit(`connected`,i,n.payload,O),O=!1,k=0;let r=new Promise((e,t)=>w(t));r.catch(()=>{}),e([i,r])}catch(e){i.onmessage=null,C.emit(`error`,e),i.close(p.BadResponse,ee(e instanceof Error?e.message:String(e),`Bad response`))}}})()));e.readyState===S.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,new Promise((t,n)=>{let i=w(n);e.readyState!==S.OPEN&&r.catch(n),l.then(()=>{if(i(),!E){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?(clearTimeout(D),D=setTimeout(()=>{!E&&e.readyState===S.OPEN&&t()},a)):t()}t()})})]}function M(e){if(y(e)&&(ne(e.code)||[p.InternalServerError,p.InternalClientError,p.BadRequest,p.BadResponse,p.Unauthorized,p.SubprotocolNotAcceptable,p.SubscriberAlreadyExists,p.TooManyInitialisationRequests].includes(e.code)))throw e;if(A)return!1;if(y(e)&&e.code===1e3)return E>0;if(!l||k>=l||!d(e))throw e;return O=!0}r||(async()=>{for(E++;;)try{let[,,e]=await j();await e}catch(e){try{if(!M(e))return}catch(e){return i?.(e)}}})();function N(e,t){let n=_(e),r=!1,i=!1,a=()=>{E--,r=!0};return(async()=>{for(E++;;)try{let[o,s,c]=await j();if(r)return c.catch(()=>{}),s();let l=C.onMessage(n,e=>{switch(e.type){case m.Next:t.next(e.payload);return;case m.Error:i=!0,r=!0,t.error(e.payload),a();return;case m.Complete:r=!0,a();return}});o.send(g({id:n,type:m.Subscribe,payload:e},b)),a=()=>{!r&&o.readyState===S.OPEN&&o.send(g({id:n,type:m.Complete},b)),E--,r=!0,s()},await c.finally(l);return}catch(e){if(!M(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:C.on,subscribe:N,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=N(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=async function*(){for(;;){for(t.length||await new Promise(e=>n.resolve=e);t.length;)yield t.shift();if(n.error)throw n.error;if(n.done)return}}();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(A=!0,T){let[e]=await T;e.close(1e3,`Normal Closure`)}},terminate(){T&&C.emit(`closed`,new v)}}}var v=class extends Error{name=`TerminatedCloseEvent`;message=`4499: Terminated`;code=4499;reason=`Terminated`;wasClean=!1};function y(e){return d(e)&&`code`in e&&`reason`in e}function ne(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function re(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var b=s({createClient:()=>_}),ie=new Uint32Array([1116352408,1899447441,3049323471,3921009573,961987163,1508970993,2453635748,2870763221,3624381080,310598401,607225278,1426881987,1925078388,2162078206,2614888103,3248222580,3835390401,4022224774,264347078,604807628,770255983,1249150122,1555081692,1996064986,2554220882,2821834349,2952996808,3210313671,3336571891,3584528711,113926993,338241895,666307205,773529912,1294757372,1396182291,1695183700,1986661051,2177026350,2456956037,2730485921,2820302411,3259730800,3345764771,3516065817,3600352804,4094571909,275423344,430227734,506948616,659060556,883997877,958139571,1322822218,1537002063,1747873779,1955562222,2024104815,2227730452,2361852424,2428436474,2756734187,3204031479,3329325298]);function x(e){let t=new TextEncoder().encode(e),n=t.length*8,r=new Uint8Array(Math.ceil((t.length+9)/64)*64);r.set(t),r[t.length]=128;let i=new DataView(r.buffer);i.setUint32(r.length-8,Math.floor(n/2**32)),i.setUint32(r.length-4,n>>>0);let a=new Uint32Array([1779033703,3144134277,1013904242,2773480762,1359893119,2600822924,528734635,1541459225]),o=new Uint32Array(64),s=(e,t)=>e>>>t|e<<32-t;for(let e=0;e<r.length;e+=64){for(let t=0;t<16;t++)o[t]=i.getUint32(e+t*4);for(let e=16;e<64;e++){let t=s(o[e-15],7)^s(o[e-15],18)^o[e-15]>>>3,n=s(o[e-2],17)^s(o[e-2],19)^o[e-2]>>>10;o[e]=o[e-16]+t+o[e-7]+n}let[t,n,r,c,l,u,d,f]=a;for(let e=0;e<64;e++){let i=f+(s(l,6)^s(l,11)^s(l,25))+(l&u^~l&d)+ie[e]+o[e],a=(s(t,2)^s(t,13)^s(t,22))+(t&n^t&r^n&r);f=d,d=u,u=l,l=c+i>>>0,c=r,r=n,n=t,t=i+a>>>0}a[0]+=t,a[1]+=n,a[2]+=r,a[3]+=c,a[4]+=l,a[5]+=u,a[6]+=d,a[7]+=f}return Array.from(a,e=>e.toString(16).padStart(8,`0`)).join(``)}var S=new Map;function C(e){let t=S.get(e);return t||S.set(e,t=x(e)),{persistedQuery:{version:1,sha256Hash:t}}}var w=s({CATALOGUE:()=>A,FRAGMENTS:()=>k,SPREADS:()=>O}),T=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
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
}`,E=`
fragment FlorenzaPending on PendingDecision {
  ... on FlorenzaDecision { round }
}`,D=`
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
}`,O={view:`...FlorenzaViewFields`,pending:`...FlorenzaPending`,actions:`...FlorenzaActions`},k={state:T+E,actions:D},A=`
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
}`,j=s({CATALOGUE:()=>P,FRAGMENTS:()=>se,SPREADS:()=>oe}),M=`
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
}`,N=`
fragment IlVecchioPending on PendingDecision {
  ... on IlVecchioTurnDecision { actionsLeft double }
  ... on IlVecchioChoiceDecision { data }
}`,ae=`
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
}`,oe={view:`...IlVecchioViewFields`,pending:`...IlVecchioPending`,actions:`...IlVecchioActions`},se={state:M+N,actions:ae},P=`
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
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,ae=s({CATALOGUE:()=>fe,FRAGMENTS:()=>de,SPREADS:()=>ue}),oe=`
fragment LorenzoRes on LorenzoResources { coins wood stone servants militaryPoints faithPoints victoryPoints }`,P=`occupants { seat member }`,se=`
========
}`,ce=s({CATALOGUE:()=>L,FRAGMENTS:()=>pe,SPREADS:()=>fe}),F=`
fragment LorenzoRes on LorenzoResources { coins wood stone servants militaryPoints faithPoints victoryPoints }`,I=`occupants { seat member }`,le=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
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
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
    towers { colour floors { floor space actionValue card { number } ${P} } }
    dice { black white orange }
    market { space ${P} } council { space ${P} }
    harvest { space ${P} } production { space ${P} }
========
    towers { colour floors { floor space actionValue card { number } ${I} } }
    dice { black white orange }
    market { space ${I} } council { space ${I} }
    harvest { space ${I} } production { space ${I} }
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
    excommunicationTiles { id } deckSizes { territory character building venture }
    bonusTilesOffered { id } vaticanDeciding
  }
  scores { seat total cardsAndActions faith territories characters ventures military resources excommunication }
  revealed { territory { number } character { number } building { number } venture { number } }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,ce=`
========
}`,ue=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
fragment LorenzoPending on PendingDecision {
  ... on LorenzoTurnDecision { placed }
  ... on LorenzoPrivilegeDecision { count chosen options }
  ... on LorenzoTakeDecision { cardType any value discount { ...LorenzoRes } source }
  ... on LorenzoBonusActionDecision { value source }
  ... on LorenzoExchangeDecision { cards { number } }
  ... on LorenzoVaticanDecision { period threshold tile { id } faithPoints }
  ... on LorenzoBonusTileDecision { tiles { id } }
  ... on LorenzoLeaderDraftDecision { handSize }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,le=`
========
}`,de=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
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
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,ue={view:`...LorenzoViewFields`,pending:`...LorenzoPending`,actions:`...LorenzoActions`},de={state:oe+se+ce,actions:le},fe=`
========
}`,fe={view:`...LorenzoViewFields`,pending:`...LorenzoPending`,actions:`...LorenzoActions`},pe={state:F+le+ue,actions:de},L=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
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
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}${oe}`,pe=s({CATALOGUE:()=>F,FRAGMENTS:()=>ve,SPREADS:()=>_e}),me=`
========
}${F}`,me=s({CATALOGUE:()=>R,FRAGMENTS:()=>ye,SPREADS:()=>ve}),he=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
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
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,he=`
========
}`,ge=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
fragment PatrizierPending on PendingDecision {
  ... on PatrizierPlayDecision { handSize supply }
  ... on PatrizierMoveDecision { card { id } cities { slug } }
  ... on PatrizierTakeDecision { card { id } cities { slug } reason }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,ge=`
========
}`,_e=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
fragment PatrizierActions on LegalAction {
  ... on PatrizierPlayAction { card { id } city { slug } towers floors }
  ... on PatrizierMoveAction { city { slug } fromTower toTower owner }
  ... on PatrizierTakeAction { card { id } city { slug } reason }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,_e={view:`...PatrizierViewFields`,pending:`...PatrizierPending`,actions:`...PatrizierActions`},ve={state:me+he,actions:ge},F=`
========
}`,ve={view:`...PatrizierViewFields`,pending:`...PatrizierPending`,actions:`...PatrizierActions`},ye={state:he+ge,actions:_e},R=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
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
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,I=[ae,pe,D,b],L={view:I.map(e=>e.SPREADS.view).join(` `),pending:I.map(e=>e.SPREADS.pending).join(` `),actions:I.map(e=>e.SPREADS.actions).join(` `)},R={state:I.map(e=>e.FRAGMENTS.state).join(``),actions:I.map(e=>e.FRAGMENTS.actions).join(``)},ye=`seats { seat name kind bot player { id } }`,z=`progress { turn total text }`,B=`
fragment SummaryFields on GameSummary {
  id game variant status players openSeats version seatsToAct winners createdAt updatedAt
  seats { seat name kind bot } ${z}
}`,V=`
fragment StateFields on Game {
  id game variant status version viewerSeat seatsToAct currentSeat
  ${ye} ${z}
  pending { __typename seat kind description ${L.pending} ... on GenericDecision { data } }
  result { ranking ranks winners scores { seat rank total parts { category points } } }
  view { __typename ${L.view} ... on GenericView { data } }
}${R.state}`,be=`
fragment GameFields on Game {
  ...StateFields
  legalActions { __typename key kind description ${L.actions} ... on GenericAction { fields } }
}${V}${R.actions}`,xe=`
fragment EventFields on GameEvent {
  step cursor version type seat description
  message { template args { name kind value text assetId } }
}`,H=`... on Error { code message }`,Se=`
query GameTypes {
  gameTypes { name title variants defaultVariant minPlayers maxPlayers botKinds provisional provisionalNote }
}`,Ce=`
========
}`,z=[ce,me,j,w],B={view:z.map(e=>e.SPREADS.view).join(` `),pending:z.map(e=>e.SPREADS.pending).join(` `),actions:z.map(e=>e.SPREADS.actions).join(` `)},be={state:z.map(e=>e.FRAGMENTS.state).join(``),actions:z.map(e=>e.FRAGMENTS.actions).join(``)},xe=`seats { seat name kind bot player { id } }`,Se=`progress { turn total text }`,Ce=`
fragment SummaryFields on GameSummary {
  id game variant status players openSeats version seatsToAct winners createdAt updatedAt
  seats { seat name kind bot } ${Se}
}`,V=`
fragment StateFields on Game {
  id game variant status version viewerSeat seatsToAct currentSeat
  ${xe} ${Se}
  pending { __typename seat kind description ${B.pending} ... on GenericDecision { data } }
  result { ranking ranks winners scores { seat rank total parts { category points } } }
  view { __typename ${B.view} ... on GenericView { data } }
}${be.state}`,we=`
fragment GameFields on Game {
  ...StateFields
  legalActions { __typename key kind description ${B.actions} ... on GenericAction { fields } }
}${V}${be.actions}`,Te=`
fragment EventFields on GameEvent {
  step cursor version type seat description
  message { template args { name kind value text assetId } }
}`,H=`... on Error { code message }`,Ee=`
query GameTypes {
  gameTypes { name title variants defaultVariant minPlayers maxPlayers botKinds provisional provisionalNote }
}`,De=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
query Games($after: String) {
  games(first: 20, after: $after) {
    edges { node { ...SummaryFields } }
    pageInfo { hasNextPage endCursor }
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}${B}`,we=`
subscription LobbyUpdated { lobbyUpdated { ...SummaryFields } }${B}`,Te=`__typename
    ... on GameCreated { game { id } seats { seat name kind token } started version }
    ${H}`,Ee=`
mutation CreateGame($input: CreateGameInput!) {
  createGame(input: $input) { ${Te} }
}`,De=`
mutation OpenGame($input: CreateGameInput!) {
  openGame(input: $input) { ${Te} }
}`,Oe=`
========
}${Ce}`,Oe=`
subscription LobbyUpdated { lobbyUpdated { ...SummaryFields } }${Ce}`,ke=`__typename
    ... on GameCreated { game { id } seats { seat name kind token } started version }
    ${H}`,Ae=`
mutation CreateGame($input: CreateGameInput!) {
  createGame(input: $input) { ${ke} }
}`,je=`
mutation OpenGame($input: CreateGameInput!) {
  openGame(input: $input) { ${ke} }
}`,Me=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
mutation JoinGame($input: JoinGameInput!) {
  joinGame(input: $input) {
    __typename
    ... on SeatJoined { game { id } seat token started version }
    ${H}
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,ke=`
========
}`,Ne=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
mutation SubmitAction($input: SubmitActionInput!) {
  submitAction(input: $input) {
    __typename
    ... on ActionAccepted { version finished }
    ... on RateLimited { retryAfter }
    ... on VersionConflict { expectedVersion actualVersion }
    ${H}
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,Ae=`
query LegalKeys($gameId: ID!) { game(id: $gameId) { version legalActions { key } } }`,je=`
subscription GameUpdated($gameId: ID!, $token: String) {
  gameUpdated(gameId: $gameId, token: $token) { ...GameFields }
}${be}`,Me=`
subscription GameEvents($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after) { ...EventFields }
}${xe}`,Ne=`
========
}`,Pe=`
query LegalKeys($gameId: ID!) { game(id: $gameId) { version legalActions { key } } }`,Fe=`
subscription GameUpdated($gameId: ID!, $token: String) {
  gameUpdated(gameId: $gameId, token: $token) { ...GameFields }
}${we}`,Ie=`
subscription GameEvents($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after) { ...EventFields }
}${Te}`,Le=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
query EventPage($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after, first: 100) {
    nodes { ...EventFields }
    pageInfo { hasNextPage endCursor }
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}${xe}`,Pe=`
========
}${Te}`,Re=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
query Replay($gameId: ID!, $token: String) {
  replay(gameId: $gameId, token: $token) {
    length finished
    moves { firstStep step version seat action description }
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,Fe=`
========
}`,ze=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
query ReplayStep($gameId: ID!, $token: String, $step: Int!) {
  replay(gameId: $gameId, token: $token) {
    length
    step(step: $step) { step game { ...StateFields } }
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}${V}`,Ie=`
========
}${V}`,Be=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
query ReplaySteps($gameId: ID!, $token: String, $start: Int!) {
  replay(gameId: $gameId, token: $token) {
    length
    steps(start: $start, first: 9) { step game { ...StateFields } }
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}${V}`,Le=`
========
}${V}`,Ve=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
subscription ReplayPlayback($gameId: ID!, $token: String, $speed: Float!, $fromStep: Int!) {
  replayPlayback(gameId: $gameId, token: $token, speed: $speed, fromStep: $fromStep) {
    step game { ...StateFields }
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}${V}`,U=`place games wins winRate meanScore`,W=`buckets { value count } count mean min p25 median p75 max`,Re=e=>`
query Analytics($game: GameName!, $filter: AnalyticsFilter) {
  analytics(game: $game, filter: $filter) {
    games meanActions meanEvents
    seats { ${U} }
    turnOrder { ${U} }
========
}${V}`,He=`place games wins winRate meanScore`,Ue=`
query Analytics($game: GameName!, $filter: AnalyticsFilter) {
  analytics(game: $game, filter: $filter) {
    games meanActions meanEvents
    seats { ${He} }
    turnOrder { ${He} }
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
    scoreBreakdown { category mean }
    byPlayers { players games meanActions seats { ${U} } turnOrder { ${U} } }
    days { day games }
    scoreDistribution { ${W} }
    winnerScoreDistribution { ${W} }
    lengthDistribution { ${W} }
    details { __typename ${e} }
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,ze=`
query Ratings($game: GameName!) {
  ratings(game: $game, first: 50) { nodes { player { id name kind } ordinal mu sigma games } }
}`,Be=`
query PlayerAnalytics($game: GameName!, $player: ID!, $filter: AnalyticsFilter) {
  playerAnalytics(game: $game, player: $player, filter: $filter) {
    player { id name kind }
    rating { ordinal mu sigma games }
    games wins winRate meanScore meanRank
    history { gameId variant players finishedAt seat rank score won rating { ordinal mu sigma ordinalBefore } }
  }
}`,Ve=`
========
}`,We=`
query Ratings($game: GameName!) {
  ratings(game: $game, first: 50) { nodes { player { id name kind } rating games } }
}`,Ge=`
query RatingHistory($game: GameName!, $player: ID!) {
  ratingHistory(game: $game, player: $player) { gameId before after rank players at }
}`,Ke=`
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
mutation RegisterPlayer($input: RegisterPlayerInput!) {
  registerPlayer(input: $input) {
    __typename
    ... on PlayerRegistered { player { id name } key }
    ${H}
  }
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
}`,He=`# Signoria's GraphQL API: run with the play button or Ctrl-Enter.
========
}`,qe=`# Signoria's GraphQL API: run with the play button or Ctrl-Enter.
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
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
<<<<<<<< HEAD:api/web/dist/assets/preload-helper-B_xjVQw-.js
`,G=`/graphql`,K=class extends Error{codes;constructor(e){super(e.map(e=>e.message).join(`; `)),this.codes=e.map(e=>e.extensions?.code??``)}};async function q(e,t={},n,r){let i={"Content-Type":`application/json`,Accept:`application/json`};n&&(i.Authorization=`Bearer ${n}`);let a=await fetch(G,{method:`POST`,headers:i,body:JSON.stringify({query:e,variables:t}),signal:r}),o;try{o=await a.json()}catch{throw new K([{message:`HTTP ${a.status} ${a.statusText}`}])}if(o.errors?.length)throw new K(o.errors);if(!a.ok||o.data===void 0)throw new K([{message:`HTTP ${a.status} ${a.statusText}`}]);return o.data}var Ue=()=>q(Ce).then(e=>e.games.edges.map(e=>e.node)),We=()=>q(Se).then(e=>e.gameTypes),Ge=(e,t,n,r)=>q(n.some(e=>e.open)?De:Ee,{input:{game:e,variant:t,players:n,seed:r}}).then(e=>e.createGame??e.openGame),Ke=(e,t,n,r)=>q(Oe,{input:{gameId:e,name:t,seat:n,playerKey:r}}).then(e=>e.joinGame),qe=e=>q(Ve,{input:{name:e}}).then(e=>e.registerPlayer),Je=(e,t,n,r)=>q(ke,{input:{gameId:e,action:t,expectedVersion:r,idempotencyKey:crypto.randomUUID()}},n).then(e=>e.submitAction),Ye=(e,t)=>q(Ae,{gameId:e},t).then(e=>({version:e.game.version,keys:new Set(e.game.legalActions.map(e=>e.key))})),Xe=(e,t)=>q(Pe,{gameId:e,token:t}).then(e=>e.replay),Ze=(e,t,n)=>q(Fe,{gameId:e,token:t,step:n}).then(e=>({length:e.replay.length,state:e.replay.step.game})),Qe=(e,t,n,r)=>q(Ie,{gameId:e,token:t,start:n},null,r).then(e=>e.replay.steps);async function $e(e,t){let n=[],r=null;for(;;){let i=await q(Ne,{gameId:e,token:t,after:r});if(n.push(...i.gameEvents.nodes),!i.gameEvents.pageInfo.hasNextPage)return n;r=i.gameEvents.pageInfo.endCursor}}var et=(e,t,n)=>q(Re(n),{game:e,filter:t}).then(e=>e.analytics),tt=e=>q(ze,{game:e}).then(e=>e.ratings.nodes),nt=(e,t,n)=>q(Be,{game:e,player:t,filter:n}).then(e=>e.playerAnalytics);function rt(e=G){let{protocol:t,host:n}=window.location;return`${t===`https:`?`wss`:`ws`}://${n}${e}`}var J=new Set,Y=new Set,it=`idle`;function X(e){it=e,J.forEach(t=>t(e))}var Z=null;function Q(){return Z||(Z=_({url:rt(),lazy:!0,lazyCloseTimeout:3e3,keepAlive:15e3,retryAttempts:1e3,shouldRetry:()=>!0,retryWait:e=>new Promise(t=>setTimeout(t,Math.min(500*2**e,8e3))),on:{connecting:e=>X(e?`reconnecting`:`connecting`),connected:(e,t,n)=>{X(`live`),n&&Y.forEach(e=>e())},closed:e=>X(e?.code===1e3?`idle`:`lost`)}}),Z)}function at(e){return J.add(e),e(it),()=>J.delete(e)}function ot(e){return Y.add(e),()=>Y.delete(e)}function $(e,t){return Q().subscribe(e,{next:e=>{e.errors?.length?t.error?.(e.errors.map(e=>e.message).join(`; `),e.errors.map(e=>String(e.extensions?.code??``))):e.data&&t.next(e.data)},error:e=>{let n=Array.isArray(e)?e:[e];t.error?.(n.map(e=>e instanceof Error?e.message:e?.message??String(e)).join(`; `),[])},complete:()=>t.complete?.()})}var st=e=>$({query:we},{...e,next:t=>e.next(t.lobbyUpdated)}),ct=(e,t,n)=>$({query:je,variables:{gameId:e,token:t}},{...n,next:e=>n.next(e.gameUpdated)}),lt=(e,t,n,r,i)=>$({query:Le,variables:{gameId:e,token:t,speed:n,fromStep:r}},{...i,next:e=>i.next(e.replayPlayback)});function ut(e,t,n,r){let i=n,a=-1;return $({query:Me,get variables(){return{gameId:e,token:t,after:i}}},{...r,next:e=>{e.gameEvents.step<=a||(a=e.gameEvents.step,i=e.gameEvents.cursor,r.next(e.gameEvents))}})}var dt=`modulepreload`,ft=function(e){return`/`+e},pt={},mt=function(e){return e.pathname.endsWith(`.css`)},ht=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},gt=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=ft(t,n);let r=s(t),i=mt(r);return ht(pt,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:dt,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};export{E as A,ct as C,F as D,Q as E,o as M,s as N,fe as O,l as P,ut as S,lt as T,at as _,Ge as a,q as b,We as c,nt as d,tt as f,Ke as g,Qe as h,G as i,y as j,N as k,Ue as l,Ze as m,He as n,$e as o,Xe as p,K as r,et as s,gt as t,Ye as u,ot as v,st as w,Je as x,qe as y};
========
`,U=`/graphql`,W=class extends Error{codes;constructor(e){super(e.map(e=>e.message).join(`; `)),this.codes=e.map(e=>e.extensions?.code??``)}};async function G(e,t={},n,r){let i={"Content-Type":`application/json`,Accept:`application/json`};return n&&(i.Authorization=`Bearer ${n}`),q(await fetch(U,{method:`POST`,headers:i,body:JSON.stringify({query:e,variables:t}),signal:r}))}async function K(e,t={},n){let r=C(e),i=new URLSearchParams({variables:JSON.stringify(t),extensions:JSON.stringify(r)}),a=await fetch(`${U}?${i}`,{headers:{Accept:`application/json`},signal:n});return(await a.clone().json().catch(()=>({}))).errors?.some(e=>e.extensions?.code===`PERSISTED_QUERY_NOT_FOUND`)?q(await fetch(U,{method:`POST`,headers:{"Content-Type":`application/json`,Accept:`application/json`},body:JSON.stringify({query:e,variables:t,extensions:r}),signal:n})):q(a)}async function q(e){let t;try{t=await e.json()}catch{throw new W([{message:`HTTP ${e.status} ${e.statusText}`}])}if(t.errors?.length)throw new W(t.errors);if(!e.ok||t.data===void 0)throw new W([{message:`HTTP ${e.status} ${e.statusText}`}]);return t.data}var Je=()=>G(De).then(e=>e.games.edges.map(e=>e.node)),Ye=()=>K(Ee).then(e=>e.gameTypes),J=(e,t,n,r)=>n?G(e,t,null,r):K(e,t,r),Xe=(e,t,n,r)=>G(n.some(e=>e.open)?je:Ae,{input:{game:e,variant:t,players:n,seed:r}}).then(e=>e.createGame??e.openGame),Ze=(e,t,n,r)=>G(Me,{input:{gameId:e,name:t,seat:n,playerKey:r}}).then(e=>e.joinGame),Qe=e=>G(Ke,{input:{name:e}}).then(e=>e.registerPlayer),$e=(e,t,n,r)=>G(Ne,{input:{gameId:e,action:t,expectedVersion:r,idempotencyKey:crypto.randomUUID()}},n).then(e=>e.submitAction),et=(e,t)=>G(Pe,{gameId:e},t).then(e=>({version:e.game.version,keys:new Set(e.game.legalActions.map(e=>e.key))})),tt=(e,t)=>J(Re,{gameId:e,token:t},t).then(e=>e.replay),nt=(e,t,n)=>J(ze,{gameId:e,token:t,step:n},t).then(e=>({length:e.replay.length,state:e.replay.step.game})),rt=(e,t,n,r)=>J(Be,{gameId:e,token:t,start:n},t,r).then(e=>e.replay.steps);async function it(e,t){let n=[],r=null;for(;;){let i=await J(Le,{gameId:e,token:t,after:r},t);if(n.push(...i.gameEvents.nodes),!i.gameEvents.pageInfo.hasNextPage)return n;r=i.gameEvents.pageInfo.endCursor}}var at=(e,t)=>G(Ue,{game:e,filter:t}).then(e=>e.analytics),ot=e=>G(We,{game:e}).then(e=>e.ratings.nodes),st=(e,t)=>G(Ge,{game:e,player:t}).then(e=>e.ratingHistory);function ct(e=U){let{protocol:t,host:n}=window.location;return`${t===`https:`?`wss`:`ws`}://${n}${e}`}var Y=new Set,X=new Set,lt=`idle`;function Z(e){lt=e,Y.forEach(t=>t(e))}var Q=null;function ut(){return Q||(Q=_({url:ct(),lazy:!0,lazyCloseTimeout:3e3,keepAlive:15e3,retryAttempts:1e3,shouldRetry:()=>!0,retryWait:e=>new Promise(t=>setTimeout(t,Math.min(500*2**e,8e3))),on:{connecting:e=>Z(e?`reconnecting`:`connecting`),connected:(e,t,n)=>{Z(`live`),n&&X.forEach(e=>e())},closed:e=>Z(e?.code===1e3?`idle`:`lost`)}}),Q)}function dt(e){return Y.add(e),e(lt),()=>Y.delete(e)}function ft(e){return X.add(e),()=>X.delete(e)}function $(e,t){return ut().subscribe(e,{next:e=>{e.errors?.length?t.error?.(e.errors.map(e=>e.message).join(`; `),e.errors.map(e=>String(e.extensions?.code??``))):e.data&&t.next(e.data)},error:e=>{let n=Array.isArray(e)?e:[e];t.error?.(n.map(e=>e instanceof Error?e.message:e?.message??String(e)).join(`; `),[])},complete:()=>t.complete?.()})}var pt=e=>$({query:Oe},{...e,next:t=>e.next(t.lobbyUpdated)}),mt=(e,t,n)=>$({query:Fe,variables:{gameId:e,token:t}},{...n,next:e=>n.next(e.gameUpdated)}),ht=(e,t,n,r,i)=>$({query:Ve,variables:{gameId:e,token:t,speed:n,fromStep:r}},{...i,next:e=>i.next(e.replayPlayback)});function gt(e,t,n,r){let i=n,a=-1;return $({query:Ie,get variables(){return{gameId:e,token:t,after:i}}},{...r,next:e=>{e.gameEvents.step<=a||(a=e.gameEvents.step,i=e.gameEvents.cursor,r.next(e.gameEvents))}})}var _t=`modulepreload`,vt=function(e){return`/`+e},yt={},bt=function(e){return e.pathname.endsWith(`.css`)},xt=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},St=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=vt(t,n);let r=s(t),i=bt(r);return xt(yt,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:_t,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};export{A,mt as C,R as D,ut as E,o as M,s as N,L as O,l as P,gt as S,ht as T,dt as _,Xe as a,Qe as b,Ye as c,st as d,ot as f,Ze as g,rt as h,U as i,b as j,P as k,Je as l,nt as m,qe as n,it as o,tt as p,W as r,at as s,St as t,et as u,ft as v,pt as w,$e as x,K as y};
>>>>>>>> frontdoor:api/web/dist/assets/preload-helper-D0qmtsPg.js
