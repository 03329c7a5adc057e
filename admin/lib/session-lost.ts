/**
 * What to do on any 401: the router goes to sign-in. Kept apart from ./api.ts so
 * the app shell can set it without bringing the whole API client into the entry chunk.
 */
let onSessionLost: () => void = () => {};

export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

export function sessionLost(): void {
  onSessionLost();
}
