const { WebSocketServer } = require('ws');
const jwt = require('jsonwebtoken');

function createHub(server) {
  const wss = new WebSocketServer({ server, path: '/v1/stream' });
  const byCustomer = new Map();

  wss.on('connection', (socket, request) => {
    const token = new URL(request.url, 'http://localhost').searchParams.get('token');
    let customerId;
    try {
      customerId = jwt.verify(token, process.env.JWT_SECRET, { algorithms: ['HS256'] }).sub;
    } catch {
      socket.close(4401, 'unauthorized');
      return;
    }
    const sockets = byCustomer.get(customerId) ?? new Set();
    sockets.add(socket);
    byCustomer.set(customerId, sockets);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    push(customerId, message) {
      for (const socket of byCustomer.get(customerId) ?? []) socket.send(JSON.stringify(message));
    },
  };
}

module.exports = { createHub };
