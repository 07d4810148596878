/**
 * The account menu's code: only a signed-in member has the menu, so it is fetched when the header first
 * shows it, or ahead, as the app starts, by a browser holding a user (boot).
 */
export function loadAccountMenu() {
  return import('./AccountMenu').then((module) => ({ default: module.AccountMenu }));
}
