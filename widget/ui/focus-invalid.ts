/** Moves the focus to the first input marked invalid, whose message is read with it. */
export function focusFirstInvalid(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
