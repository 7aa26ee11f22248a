// Blog categories and articles (docs/product.md#entities-content article). Bodies are HTML with headings, lists and
// links so the app's sanitiser and typography are exercised.
import { articles, articleTranslations, blogCategories, blogCategoryTranslations } from '../schema';
import { ARTICLE_TEXTS, CATEGORY_NAMES, SEE_PROMOTIONS, type TranslatedLocale } from './blog-translations';
import { type SeedContext, daysAgo } from './context';

interface ArticleSeed {
  slug: string;
  category: 'News' | 'Guides' | 'Promotions';
  title: string;
  preview: string;
  paragraphs: string[];
  list?: string[];
  daysAgo: number;
}

const ARTICLES: readonly ArticleSeed[] = [
  {
    slug: 'welcome-to-bel-chans',
    category: 'News',
    title: 'Welcome to the new Bèl Chans',
    preview: 'A faster site, a new game lobby and your balance always in sight.',
    paragraphs: [
      'We rebuilt the site from the ground up so it loads quickly on any phone, even on a slow connection.',
      'Your balance, your bonuses and your bets history are now one tap away from every page.',
    ],
    list: ['New game lobby with search', 'Club map with withdrawal limits', 'Kreyòl everywhere'],
    daysAgo: 2,
  },
  {
    slug: 'how-to-deposit-with-moncash',
    category: 'Guides',
    title: 'How to deposit with MonCash',
    preview: 'Three steps from your MonCash wallet to your game balance.',
    paragraphs: [
      'Open Deposit and choose MonCash. Enter the amount you want to add; quick amounts start at 1 500 HTG.',
      'Confirm in the MonCash page that opens. As soon as MonCash confirms, the money is on your balance.',
      // A long guide (over 700 characters of text): the app opens it collapsed (docs/product.md#constants-display).
      'No MonCash account yet? Dial *202# on your Digicel phone, or open the MonCash app, and follow the steps: an account takes a few minutes and needs your national ID card.',
      'Keep your MonCash PIN to yourself: our support team never asks for it, by phone, by WhatsApp or by email.',
      'If the money has not arrived after ten minutes, open Payments in the menu: a deposit still waiting for MonCash shows there as pending. Write to support with the transaction ID if it stays pending for more than an hour.',
    ],
    list: ['Minimum deposit: 50 HTG', 'No fee from our side', 'Available day and night'],
    daysAgo: 6,
  },
  {
    slug: 'borlette-basics',
    category: 'Guides',
    title: 'Borlette basics: bòlèt, maryaj and lotto',
    preview: 'New to borlette? Learn the bets in five minutes.',
    paragraphs: [
      'Borlette draws follow the New York, Florida, Georgia and Tennessee lotteries twice a day.',
      'A bòlèt is a two-digit number; a maryaj pairs two numbers; lotto 3, 4 and 5 pay more for longer numbers.',
    ],
    daysAgo: 9,
  },
  {
    slug: 'weekend-cashback-is-back',
    category: 'Promotions',
    title: 'Weekend cashback is back',
    preview: 'Get 10% of your weekend losses back every Monday.',
    paragraphs: [
      'From Friday evening to Sunday night, every losing bet counts towards your cashback.',
      'The cashback lands on your bonus balance on Monday morning.',
    ],
    daysAgo: 12,
  },
  {
    slug: 'new-clubs-in-cap-haitien',
    category: 'News',
    title: 'Two new clubs in Cap-Haïtien',
    preview: 'Deposit and withdraw cash in the north, now with longer opening hours.',
    paragraphs: [
      'Our partners in Cap-Haïtien now open from 8:00 to 22:00, seven days a week.',
      'Check the club map for addresses and withdrawal limits.',
    ],
    daysAgo: 18,
  },
  {
    slug: 'crash-games-explained',
    category: 'Guides',
    title: 'Crash games explained',
    preview: 'The multiplier climbs until it crashes: cash out in time.',
    paragraphs: [
      'In a crash game you place a bet and watch a multiplier grow. Cash out before it crashes to win your bet times the multiplier.',
      'Try Flamingo Flight and Rocket Kreyòl in demo mode first: no account needed.',
    ],
    daysAgo: 25,
  },
  {
    slug: 'responsible-gaming',
    category: 'Guides',
    title: 'Playing responsibly',
    preview: 'Simple habits that keep the game fun.',
    paragraphs: [
      'Decide on a budget before you play and stop when you reach it.',
      'Never borrow to play, and take a break when the game stops being fun.',
    ],
    list: ['Set a budget', 'Set a time limit', 'Talk to us if you need a pause'],
    daysAgo: 33,
  },
  {
    slug: 'crypto-deposits-arrive',
    category: 'News',
    title: 'Deposit with crypto: USDT, BTC, ETH and more',
    preview: 'Ten networks supported, with live rates in HTG.',
    paragraphs: [
      'You can now deposit with TRX (USDT), ETH, BTC, BCH, DASH, DOGE, LTC, XRP, SOL and TON.',
      'Each network has its own deposit address; the rate refreshes every ten seconds.',
    ],
    daysAgo: 41,
  },
  {
    slug: 'world-cup-qualifiers-odds',
    category: 'Promotions',
    title: 'Qualifiers: boosted odds on Haiti matches',
    preview: 'Support the Grenadiers with boosted odds all month.',
    paragraphs: [
      'Every Haiti national team match this month comes with boosted odds on the final result.',
      'Find them in the Sport section under Football.',
    ],
    daysAgo: 52,
  },
  {
    slug: 'welcome-bonus-how-it-works',
    category: 'Promotions',
    title: 'Your welcome bonus, step by step',
    preview: 'Up to 100% on your first deposit, and how to unlock it.',
    paragraphs: [
      'Enter the promo code WELCOME100 after your first deposit to receive your welcome bonus.',
      'Wager the bonus amount in casino games to unlock it; the bonus panel shows your progress.',
    ],
    daysAgo: 64,
  },
];

const bodyOf = (a: ArticleSeed) =>
  [
    `<h2>${a.title}</h2>`,
    ...a.paragraphs.map((p) => `<p>${p}</p>`),
    a.list ? `<ul>${a.list.map((item) => `<li>${item}</li>`).join('')}</ul>` : '',
    '<p><a href="/promo">See all promotions</a></p>',
  ].join('');

const translatedBody = (title: string, text: string, locale: TranslatedLocale) =>
  `<h2>${title}</h2><p>${text}</p><p><a href="/promo">${SEE_PROMOTIONS[locale]}</a></p>`;

export async function seedBlog({ db, now }: SeedContext): Promise<void> {
  const names = ['News', 'Guides', 'Promotions'] as const;
  const categories = await db
    .insert(blogCategories)
    .values(names.map((name, sort) => ({ name, sort })))
    .returning({ id: blogCategories.id, name: blogCategories.name });
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  await db.insert(blogCategoryTranslations).values(
    names.flatMap((name) =>
      Object.entries(CATEGORY_NAMES[name]).map(([locale, translated]) => ({
        categoryId: categoryId.get(name) ?? 0,
        locale,
        name: translated,
      })),
    ),
  );
  const inserted = await db
    .insert(articles)
    .values(
      ARTICLES.map((a) => ({
        categoryId: categoryId.get(a.category) ?? 0,
        slug: a.slug,
        title: a.title,
        previewBody: a.preview,
        body: bodyOf(a),
        seoDescription: a.preview,
        publishedAt: daysAgo(now, a.daysAgo, 9),
      })),
    )
    .returning({ id: articles.id, slug: articles.slug });
  await db.insert(articleTranslations).values(
    inserted.flatMap(({ id, slug }) =>
      Object.entries(ARTICLE_TEXTS[slug] ?? {}).map(([locale, [title, preview, text]]) => ({
        articleId: id,
        locale,
        title,
        previewBody: preview,
        body: translatedBody(title, text, locale as TranslatedLocale),
        seoDescription: preview,
      })),
    ),
  );
}
