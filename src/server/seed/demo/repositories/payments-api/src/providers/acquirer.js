const axios = require('axios');
const { retry } = require('../lib/retry');

const client = axios.create({
  baseURL: process.env.ACQUIRER_URL || 'https://acquirer.sandbox.example',
  timeout: 8000,
  headers: { 'content-type': 'application/json' },
});

async function authorize({ paymentId, amount, currency, card }) {
  const response = await retry(
    () =>
      client.post(
        '/v2/authorizations',
        { reference: paymentId, amount, currency, card_token: card.token },
        { headers: { 'idempotency-key': paymentId } },
      ),
    { retries: 3, onRetry: (error, attempt) => console.warn(`acquirer retry ${attempt}: ${error.message}`) },
  );
  return { status: response.data.status, authorizationCode: response.data.authorization_code };
}

async function refund({ paymentId, refundId, amount }) {
  const response = await retry(() =>
    client.post(`/v2/authorizations/${paymentId}/refunds`, { amount }, { headers: { 'idempotency-key': refundId } }),
  );
  return { status: response.data.status };
}

module.exports = { authorize, refund };
