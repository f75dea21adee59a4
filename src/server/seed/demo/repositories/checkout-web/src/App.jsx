import { Provider } from 'react-redux';
import { BrowserRouter, Route, Switch } from 'react-router-dom';
import { CheckoutPage } from './pages/checkout-page';
import { store } from './store';

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Switch>
          <Route path="/checkout/:cartId">
            <CheckoutPage />
          </Route>
        </Switch>
      </BrowserRouter>
    </Provider>
  );
}
