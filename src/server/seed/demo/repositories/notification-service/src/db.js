const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 5 });

async function recordDelivery({ notificationId, channel, status, error }) {
  await pool.query(
    'INSERT INTO deliveries (notification_id, channel, status, error, delivered_at) VALUES ($1, $2, $3, $4, now())',
    [notificationId, channel, status, error ?? null],
  );
}

module.exports = { pool, recordDelivery };
