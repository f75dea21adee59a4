const jwt = require('jsonwebtoken');

const ISSUER = 'https://sso.corp.example/realms/payments';

function requireScope(scope) {
  return (req, res, next) => {
    const header = req.get('authorization') || '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : null;
    if (!token) return res.status(401).json({ error: 'missing bearer token' });
    try {
      const claims = jwt.verify(token, process.env.JWT_PUBLIC_KEY, { algorithms: ['RS256'], issuer: ISSUER });
      const scopes = String(claims.scope || '').split(' ');
      if (!scopes.includes(scope)) return res.status(403).json({ error: `scope ${scope} required` });
      req.user = { id: claims.sub, merchantId: claims.merchant_id };
      return next();
    } catch {
      return res.status(401).json({ error: 'invalid token' });
    }
  };
}

module.exports = { requireScope };
