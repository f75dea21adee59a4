import { combineReducers, createStore } from 'redux';
import { cartReducer } from './features/cart';

export const store = createStore(combineReducers({ cart: cartReducer }));
