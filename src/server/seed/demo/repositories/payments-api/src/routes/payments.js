const express = require('express');
const { v4: uuid } = require('uuid');
const _ = require('lodash');
const moment = require('moment');
const { withTransaction, pool } = require('../db');
const { toMinor } = require('../lib/money');
const acquirer = require('../providers/acquirer');

const router = express.Router();

router.post('/', async (req, res, next) => {
  try {
    const { amount, currency, card } = req.body;
    if (!amount || !currency || !card?.token) return res.status(400).json({ error: 'amount, currency, card required' });
    const id = uuid();
    const minor = toMinor(amount, currency);
    const result = await acquirer.authorize({ paymentId: id, amount: minor, currency, card });
    const payment = await withTransaction(async (db) => {
      const { rows } = await db.query(
        'INSERT INTO payments (id, merchant_id, amount_minor, currency, status, authorization_code) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
        [id, req.user.merchantId, minor, currency, result.status, result.authorizationCode],
      );
      return rows[0];
    });
    return res.status(201).json(_.pick(payment, ['id', 'amount_minor', 'currency', 'status', 'created_at']));
  } catch (error) {
    return next(error);
  }
});

router.get('/', async (req, res, next) => {
  try {
    const since = moment().subtract(Number(req.query.days || 30), 'days');
    const { rows } = await pool.query(
      'SELECT id, amount_minor, currency, status, created_at FROM payments WHERE merchant_id = $1 AND created_at >= $2 ORDER BY created_at DESC LIMIT 100',
      [req.user.merchantId, since.toDate()],
    );
    return res.json({ payments: rows });
  } catch (error) {
    return next(error);
  }
});

router.get('/:id', async (req, res, next) => {
  try {
    const { rows } = await pool.query('SELECT * FROM payments WHERE id = $1 AND merchant_id = $2', [
      req.params.id,
      req.user.merchantId,
    ]);
    if (rows.length === 0) return res.status(404).json({ error: 'not found' });
    return res.json(rows[0]);
  } catch (error) {
    return next(error);
  }
});

module.exports = router;
