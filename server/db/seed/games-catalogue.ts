// The demo game catalogue (docs/product.md#entities-games games and groups): every game_type (0 remote, 1 single,
// 2 multiple group), demo and non-demo games, games that refuse portrait, and the aliases the app
// treats specially (betting -> /sport, tvbet frame script, americanroulette / goldenrace / x_borlette
// tall iframes, docs/product.md#routes-game-view game play view).
export interface GroupSeed {
  alias: string;
  name: string;
  variant: 'card' | 'arbitrary' | 'square';
  image: 'cover' | 'contain';
  title: string;
  preview: string;
}

export interface GameSeed {
  alias: string;
  name: string;
  type: 0 | 1 | 2;
  demo?: boolean;
  portrait?: boolean;
  modal?: boolean;
  popular?: number;
  /** Aliases of the games a multiple-group game (type 2) opens, with optional short titles. */
  children?: readonly (string | [alias: string, alternateTitle: string])[];
  info?: Record<string, unknown>;
  /** HTML instead of the blurb of ./game-translations.ts; its other languages: DESCRIPTION_TRANSLATIONS there. */
  description?: string;
}

export const GROUPS: readonly GroupSeed[] = [
  {
    alias: 'slots',
    name: 'Slots',
    variant: 'card',
    image: 'cover',
    title: 'Slots',
    preview: '<p>Reels full of island colour.</p>',
  },
  {
    alias: 'live-casino',
    name: 'Live casino',
    variant: 'arbitrary',
    image: 'cover',
    title: 'Live casino',
    preview: '<p>Real dealers, streamed live.</p>',
  },
  {
    alias: 'crash',
    name: 'Crash games',
    variant: 'square',
    image: 'contain',
    title: 'Crash games',
    preview: '<p>Cash out before the crash.</p>',
  },
  {
    alias: 'table',
    name: 'Table games',
    variant: 'card',
    image: 'contain',
    title: 'Table games',
    preview: '<p>Roulette, cards and dice.</p>',
  },
  {
    alias: 'borlette',
    name: 'Borlette',
    variant: 'arbitrary',
    image: 'contain',
    title: 'Borlette and lottery',
    preview: '<p>Bòlèt, maryaj and daily draws.</p>',
  },
  {
    alias: 'virtual-sport',
    name: 'Virtual sport',
    variant: 'square',
    image: 'cover',
    title: 'Virtual sport',
    preview: '<p>A match every few minutes.</p>',
  },
  {
    alias: 'sport',
    name: 'Sport',
    variant: 'card',
    image: 'cover',
    title: 'Sport betting',
    preview: '<p>Football, basketball and more.</p>',
  },
  {
    alias: 'arcade',
    name: 'Arcade',
    variant: 'square',
    image: 'cover',
    title: 'Arcade and instant games',
    preview: '<p>Quick rounds, instant results.</p>',
  },
];

export const GAMES: Record<string, readonly GameSeed[]> = {
  slots: [
    { alias: 'kreyol-fruits', name: 'Kreyòl Fruits', type: 1, demo: true, popular: 1 },
    { alias: 'golden-mango', name: 'Golden Mango', type: 1, demo: true, popular: 5 },
    { alias: 'citadelle-treasure', name: 'Citadelle Treasure', type: 1 },
    { alias: 'carnival-reels', name: 'Carnival Reels', type: 1, demo: true },
    { alias: 'lucky-lambi', name: 'Lucky Lambi', type: 1 },
    { alias: 'tortuga-pirates', name: 'Tortuga Pirates', type: 0, modal: true },
    { alias: 'rara-rhythm', name: 'Rara Rhythm', type: 1 },
    { alias: 'sugar-cane-spins', name: 'Sugar Cane Spins', type: 1, demo: true },
    { alias: 'bassin-bleu', name: 'Bassin Bleu', type: 1 },
    { alias: 'kompa-beats', name: 'Kompa Beats', type: 0, modal: true, popular: 9 },
    { alias: 'coffee-bonanza', name: 'Coffee Bonanza', type: 1 },
    { alias: 'mon-lo', name: 'Mòn Lò', type: 1, demo: true },
    { alias: 'island-jackpot', name: 'Island Jackpot', type: 1 },
    {
      alias: 'slot-collection',
      name: 'Slot Collection',
      type: 2,
      modal: true,
      children: ['golden-mango', 'carnival-reels', 'lucky-lambi', 'rara-rhythm'],
    },
  ],
  'live-casino': [
    { alias: 'americanroulette', name: 'American Roulette', type: 1, portrait: false, popular: 4 },
    {
      alias: 'tvbet',
      name: 'TVBet',
      type: 1,
      // serverUrl is added per request: the origin serving /dev/tvbet/frame.js.
      info: { clientId: 'demo-client' },
      description: '<p>Live lottery and card games streamed around the clock.</p>',
    },
    { alias: 'live-blackjack', name: 'Live Blackjack', type: 0, modal: true, portrait: false },
    { alias: 'live-baccarat', name: 'Live Baccarat', type: 0, modal: true },
    { alias: 'dream-wheel', name: 'Dream Wheel', type: 0 },
    { alias: 'sic-bo-live', name: 'Sic Bo Live', type: 0 },
    { alias: 'andar-bahar-live', name: 'Andar Bahar Live', type: 0, portrait: false },
    {
      alias: 'live-tables',
      name: 'Live Tables',
      type: 2,
      children: [
        ['live-blackjack', 'Blackjack'],
        ['live-baccarat', 'Baccarat'],
        ['sic-bo-live', 'Sic Bo'],
      ],
    },
  ],
  crash: [
    { alias: 'flamingo-flight', name: 'Flamingo Flight', type: 1, demo: true, popular: 2 },
    { alias: 'rocket-kreyol', name: 'Rocket Kreyòl', type: 1, demo: true, popular: 7 },
    { alias: 'jet-caribbean', name: 'Jet Caribbean', type: 1 },
    { alias: 'balloon-pop', name: 'Balloon Pop', type: 1, demo: true },
    { alias: 'mines', name: 'Mines', type: 1, demo: true },
    { alias: 'plinko', name: 'Plinko', type: 1, demo: true, popular: 10 },
    { alias: 'dice-rush', name: 'Dice Rush', type: 1 },
    { alias: 'hi-lo', name: 'Hi-Lo', type: 1 },
  ],
  table: [
    { alias: 'european-roulette', name: 'European Roulette', type: 1, demo: true, portrait: false },
    { alias: 'blackjack-classic', name: 'Blackjack Classic', type: 1, demo: true },
    { alias: 'baccarat-pro', name: 'Baccarat Pro', type: 1 },
    { alias: 'texas-holdem', name: "Texas Hold'em", type: 0, modal: true, portrait: false },
    { alias: 'caribbean-stud', name: 'Caribbean Stud Poker', type: 1 },
    { alias: 'three-card-poker', name: 'Three Card Poker', type: 1 },
    { alias: 'red-dog', name: 'Red Dog', type: 1, demo: true },
    { alias: 'craps', name: 'Craps', type: 1 },
    { alias: 'pai-gow', name: 'Pai Gow', type: 1 },
  ],
  borlette: [
    { alias: 'x_borlette', name: 'Borlette X', type: 1, popular: 3 },
    { alias: 'lotto_borlette', name: 'Lotto Borlette', type: 1 },
    { alias: 'new-york-draw', name: 'New York Draw', type: 1 },
    { alias: 'florida-draw', name: 'Florida Draw', type: 1 },
    { alias: 'georgia-draw', name: 'Georgia Draw', type: 1 },
    { alias: 'tennessee-draw', name: 'Tennessee Draw', type: 1 },
    { alias: 'maryaj', name: 'Maryaj', type: 1, demo: true },
    { alias: 'keno-80', name: 'Keno 80', type: 1, demo: true },
    {
      alias: 'lottery-hub',
      name: 'Lottery Hub',
      type: 2,
      modal: true,
      children: [
        ['new-york-draw', 'NY'],
        ['florida-draw', 'FL'],
        ['georgia-draw', 'GA'],
        ['tennessee-draw', 'TN'],
      ],
    },
  ],
  'virtual-sport': [
    { alias: 'goldenrace', name: 'Golden Race', type: 1, portrait: false, popular: 6 },
    { alias: 'virtual-football', name: 'Virtual Football League', type: 1, demo: true },
    { alias: 'virtual-horses', name: 'Virtual Horse Racing', type: 1 },
    { alias: 'virtual-greyhounds', name: 'Virtual Greyhounds', type: 1 },
    { alias: 'virtual-tennis', name: 'Virtual Tennis', type: 1 },
    { alias: 'virtual-basketball', name: 'Virtual Basketball', type: 0 },
    { alias: 'penalty-shootout', name: 'Penalty Shootout', type: 1, demo: true },
    {
      alias: 'virtual-hub',
      name: 'Virtual Sports',
      type: 2,
      children: ['virtual-football', 'virtual-horses', 'virtual-greyhounds', 'virtual-tennis'],
    },
  ],
  sport: [
    { alias: 'betting', name: 'Sport Betting', type: 0, popular: 8 },
    { alias: 'live-betting', name: 'Live Betting', type: 0 },
    { alias: 'esports', name: 'eSports', type: 0 },
    { alias: 'fantasy-league', name: 'Fantasy League', type: 0, modal: true },
  ],
  // Guests can open all of these: a demo remote game and a demo multiple group (browser tests).
  arcade: [
    { alias: 'domino-kreyol', name: 'Domino Kreyòl', type: 1, demo: true },
    { alias: 'fish-party', name: 'Fish Party', type: 0, demo: true },
    { alias: 'coconut-shy', name: 'Coconut Shy', type: 1 },
    { alias: 'scratch-lakay', name: 'Scratch Lakay', type: 1, demo: true, portrait: false },
    { alias: 'lucky-wheel', name: 'Lucky Wheel', type: 0, modal: true },
    {
      alias: 'arcade-hub',
      name: 'Arcade Corner',
      type: 2,
      demo: true,
      children: [['domino-kreyol', 'Domino'], 'fish-party', 'coconut-shy', 'lucky-wheel'],
    },
  ],
};

/**
 * Jackpot labels are keys, not words: the app names each tier in its own catalogues (games.jackpotSilver, …), so the
 * reply is the same in every language.
 */
export const JACKPOTS: readonly [label: string, value: number][] = [
  ['jackpot.silver', 12_345.67],
  ['jackpot.gold', 154_880.2],
  // docs/product.md#constants-display: 6 digits at most; the server lets these grow slowly up to 999 999.
  ['jackpot.maximum', 875_000],
];
