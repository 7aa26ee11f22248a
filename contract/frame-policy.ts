// What the app's third-party frames may do (docs/architecture.md#security): each iframe gets a sandbox with only
// the tokens the real thing needs, a permissions `allow` list with only the features it uses, and a referrer
// policy. The frames' addresses themselves pass the shared http(s) guard (contract/safe-url.ts) first.

export interface FramePolicy {
  sandbox: string;
  /** Permissions policy delegated to the frame; undefined: none beyond the defaults. */
  allow?: string;
  referrerPolicy: 'strict-origin-when-cross-origin' | 'no-referrer';
}

/**
 * Casino games (the game page's iframe; the TVBet stand-in frames the same way). Providers run scripts on
 * their own origin with their own storage and session (allow-scripts allow-same-origin), post bet and
 * login forms (allow-forms), and open rules, help and history in new tabs that must work as normal pages
 * (allow-popups allow-popups-to-escape-sandbox). No top navigation: a game never takes the app's window.
 * Fullscreen for the game's own button; autoplay because slots and live dealers start sound and video
 * without a further click. Providers license by the operator's origin, so they get the origin, not the path.
 */
export const GAME_FRAME: FramePolicy = {
  sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
  allow: 'fullscreen; autoplay',
  referrerPolicy: 'strict-origin-when-cross-origin',
};

/**
 * The embedded payment page (MonCash): its script posts the pay form to its own origin with its cookies
 * (allow-scripts allow-same-origin allow-forms) and hands the checkout address to the app by message, so
 * it needs no popups and no top navigation; it uses no device features. It learns only the app's origin.
 */
export const PAYMENT_FRAME: FramePolicy = {
  sandbox: 'allow-scripts allow-forms allow-same-origin',
  referrerPolicy: 'strict-origin-when-cross-origin',
};

/**
 * The sportsbook: scripts and storage on its own origin, bet slip forms, and match statistics or streams it
 * opens in new windows (allow-popups). It tells the app its page by message (the `parent` origin is in its
 * address), never navigates the app, and uses no device features.
 */
export const SPORT_FRAME: FramePolicy = {
  sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups',
  referrerPolicy: 'strict-origin-when-cross-origin',
};
