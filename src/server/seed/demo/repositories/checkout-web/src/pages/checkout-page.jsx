import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useHistory, useParams } from 'react-router-dom';
import { fetchCart, placeOrder } from '../api/client';
import { cartLoaded, orderPlaced, quantityChanged, selectTotal } from '../features/cart';
import { deliveryWindow, formatPrice } from '../lib/format';

export function CheckoutPage() {
  const { cartId } = useParams();
  const history = useHistory();
  const dispatch = useDispatch();
  const cart = useSelector((state) => state.cart);
  const total = useSelector(selectTotal);
  const [error, setError] = useState(null);

  useEffect(() => {
    fetchCart(cartId).then((data) => dispatch(cartLoaded(data)), setError);
  }, [cartId, dispatch]);

  async function submit(event) {
    event.preventDefault();
    try {
      const order = await placeOrder(cartId, event.target.elements.paymentMethod.value);
      dispatch(orderPlaced(order.id));
      history.push(`/orders/${order.id}`);
    } catch (e) {
      setError(e);
    }
  }

  if (cart.status !== 'ready') return <p>Loading your basket…</p>;
  return (
    <form onSubmit={submit}>
      <h1>Checkout</h1>
      {error && <p role="alert">{error.message}</p>}
      <ul>
        {cart.lines.map((line) => (
          <li key={line.sku}>
            {line.name}
            <input
              type="number"
              min="0"
              aria-label={`Quantity of ${line.name}`}
              value={line.quantity}
              onChange={(e) => dispatch(quantityChanged(line.sku, Number(e.target.value)))}
            />
            {formatPrice(line.unit_price_minor * line.quantity, cart.currency)}
          </li>
        ))}
      </ul>
      <p>Delivery: {deliveryWindow(Date.now(), 2)}</p>
      <p>Total: {formatPrice(total, cart.currency)}</p>
      <input type="hidden" name="paymentMethod" value={cart.payment_method_id ?? ''} />
      <button type="submit">Pay now</button>
    </form>
  );
}
