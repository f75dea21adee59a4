/** Moves focus to the first invalid field of a form, so keyboard and screen reader users land on the problem. */
export function focusFirstError(form) {
  const field = form.querySelector('[aria-invalid="true"]');
  if (field) field.focus();
  return field;
}
