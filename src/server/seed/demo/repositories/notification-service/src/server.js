const http = require('node:http');
const { createApp } = require('./app');
const { createHub } = require('./ws-hub');

const server = http.createServer();
const hub = createHub(server);
server.on('request', createApp(hub));
server.listen(Number(process.env.PORT || 3100), () => console.log('notification-service up'));
