const initialState = { id: null, lines: [], currency: 'EUR', status: 'idle' };

export const cartLoaded = (cart) => ({ type: 'cart/loaded', cart });
export const quantityChanged = (sku, quantity) => ({ type: 'cart/quantityChanged', sku, quantity });
export const orderPlaced = (orderId) => ({ type: 'cart/orderPlaced', orderId });

export function cartReducer(state = initialState, action) {
  switch (action.type) {
    case 'cart/loaded':
      return { ...state, ...action.cart, status: 'ready' };
    case 'cart/quantityChanged':
      return {
        ...state,
        lines: state.lines
          .map((line) => (line.sku === action.sku ? { ...line, quantity: action.quantity } : line))
          .filter((line) => line.quantity > 0),
      };
    case 'cart/orderPlaced':
      return { ...initialState, status: 'ordered', orderId: action.orderId };
    default:
      return state;
  }
}

export const selectTotal = (state) =>
  state.cart.lines.reduce((total, line) => total + line.unit_price_minor * line.quantity, 0);
