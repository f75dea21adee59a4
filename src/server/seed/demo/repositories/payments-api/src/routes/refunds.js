const express = require('express');
const { v4: uuid } = require('uuid');
const { withTransaction } = require('../db');
const acquirer = require('../providers/acquirer');

const router = express.Router({ mergeParams: true });

router.post('/', async (req, res, next) => {
  try {
    const refundId = uuid();
    const refund = await withTransaction(async (db) => {
      const { rows } = await db.query('SELECT * FROM payments WHERE id = $1 AND merchant_id = $2 FOR UPDATE', [
        req.params.paymentId,
        req.user.merchantId,
      ]);
      const payment = rows[0];
      if (!payment) return null;
      const amount = req.body.amount_minor ?? payment.amount_minor;
      if (amount > payment.amount_minor - payment.refunded_minor) {
        throw Object.assign(new Error('refund exceeds the captured amount'), { status: 422 });
      }
      await acquirer.refund({ paymentId: payment.id, refundId, amount });
      await db.query('UPDATE payments SET refunded_minor = refunded_minor + $1 WHERE id = $2', [amount, payment.id]);
      return { id: refundId, payment_id: payment.id, amount_minor: amount };
    });
    if (!refund) return res.status(404).json({ error: 'payment not found' });
    return res.status(201).json(refund);
  } catch (error) {
    return next(error);
  }
});

module.exports = router;
