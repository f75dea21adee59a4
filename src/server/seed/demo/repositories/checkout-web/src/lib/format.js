import moment from 'moment';

export function formatPrice(minor, currency, locale = navigator.language) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

export function deliveryWindow(orderedAt, days) {
  const start = moment(orderedAt).add(days, 'days');
  const end = start.clone().add(2, 'days');
  return `${start.format('ddd D MMM')} – ${end.format('ddd D MMM')}`;
}
