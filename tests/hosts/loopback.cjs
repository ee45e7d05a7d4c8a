// Preloaded into the hosts' local servers (NODE_OPTIONS=--require): every TCP server a Node
// process opens listens on 127.0.0.1, whatever address it asks for. netlify-cli 26 listens on all
// interfaces and has no option to change that; tests must never expose a port beyond this
// machine. The tests also check every listening socket of the server's processes (lib.mjs).
'use strict';
const net = require('node:net');

const LOOPBACK = '127.0.0.1';
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function (...args) {
  const first = args[0];
  if (first !== null && typeof first === 'object' && !Array.isArray(first)) {
    // listen(options[, callback]); a Unix socket path or an inherited handle stays as it is.
    if (first.path === undefined && first.fd === undefined && first.handle === undefined && !(first instanceof net.Server)) {
      args[0] = { ...first, host: LOOPBACK, ipv6Only: false };
    }
  } else if (typeof first === 'string' && !/^\d+$/.test(first)) {
    // listen(path): a Unix socket.
  } else if (first === undefined || first === null || typeof first === 'function') {
    // listen() or listen(callback): any free port.
    args.splice(0, first === undefined || first === null ? 1 : 0, 0, LOOPBACK);
  } else {
    // listen(port[, host][, backlog][, callback])
    if (typeof args[1] === 'string') args[1] = LOOPBACK;
    else args.splice(1, 0, LOOPBACK);
  }
  return listen.apply(this, args);
};
