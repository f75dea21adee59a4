const express = require('express');
const morgan = require('morgan');
const { requireScope } = require('./auth');
const payments = require('./routes/payments');
const refunds = require('./routes/refunds');

function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));
  app.use(morgan(process.env.NODE_ENV === 'production' ? 'combined' : 'dev'));

  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
  app.use('/v1/payments', requireScope('payments:write'), payments);
  app.use('/v1/payments/:paymentId/refunds', requireScope('payments:refund'), refunds);

  app.use((error, _req, res, _next) => {
    const status = error.status || 500;
    if (status >= 500) console.error(error);
    res.status(status).json({ error: status >= 500 ? 'internal error' : error.message });
  });
  return app;
}

module.exports = { createApp };
