// Publishable key of the Stripe test account (safe in the browser); production builds replace it.
export const STRIPE_PUBLISHABLE_KEY = process.env.STRIPE_PUBLISHABLE_KEY || 'pk_test_TYooMQauvdEDq54NiTphI7jx';

export const SUPPORTED_CURRENCIES = ['EUR', 'USD', 'GBP'];
