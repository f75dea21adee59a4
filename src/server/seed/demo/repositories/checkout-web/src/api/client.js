import axios from 'axios';

export const client = axios.create({ baseURL: '/api', timeout: 10000, withCredentials: true });

export async function fetchCart(cartId) {
  const { data } = await client.get(`/carts/${cartId}`);
  return data;
}

export async function placeOrder(cartId, paymentMethodId) {
  const { data } = await client.post('/orders', { cart_id: cartId, payment_method_id: paymentMethodId });
  return data;
}
