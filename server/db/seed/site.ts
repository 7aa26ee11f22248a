// Site-wide documents (docs/product.md#entities-content site info, download info) and SEO rows per app path.
import type { DownloadInfo, SiteInfo } from '../../../contract/schemas/site';
import { mediaUrl } from '../../media/images';
import { BRAND } from '../../site/seo';
import { seoPages, seoPageTranslations, siteSettings } from '../schema';
import { SEO_TRANSLATIONS } from './seo-translations';
import type { SeedContext } from './context';

export const SITE_INFO: SiteInfo = {
  about: {
    address: '<p><strong>Bèl Chans S.A.</strong><br>38 Route de Delmas, Delmas 33<br>Port-au-Prince, Haïti</p>',
    support:
      '<p>Support every day from 8:00 to 22:00<br>Phone: <a href="tel:+50928100000">+509 2810 0000</a><br>WhatsApp: <a href="https://wa.me/50937100000">+509 3710 0000</a><br>Email: <a href="mailto:support@belchans.example">support@belchans.example</a></p>',
  },
  banner: {
    main: [
      { url: mediaUrl('banners', 'welcome-bonus', 1250, 500), link: '/promo/welcome-bonus' },
      { url: mediaUrl('banners', 'borlette-boost', 1250, 500), link: '/promo/borlette-boost' },
      { url: mediaUrl('banners', 'crash-tournament', 1250, 500), link: '/promo/crash-tournament' },
      { url: mediaUrl('banners', 'sport-live', 1250, 500), link: '/sport?page=live' },
    ],
    second: [
      { url: mediaUrl('banners', 'weekend-cashback', 1250, 500), link: '/promo/weekend-cashback' },
      { url: mediaUrl('banners', 'clubs-near-you', 1250, 500), link: '/clubs' },
    ],
  },
  clubs: [
    'Port-au-Prince',
    'Pétion-Ville',
    'Carrefour',
    'Cap-Haïtien',
    'Les Cayes',
    'Gonaïves',
    'Jacmel',
    'Saint-Marc',
    'Hinche',
  ],
  links: {
    bonus: '/promo',
    clubs: '/clubs',
    license: 'https://belchans.example/license',
    rules: 'https://belchans.example/rules',
    youtube: 'https://www.youtube.com/@belchans',
  },
  social: [
    { name: 'Facebook', icon: 'facebook', url: 'https://facebook.com/belchans' },
    { name: 'Instagram', icon: 'instagram', url: 'https://instagram.com/belchans' },
    { name: 'Telegram', icon: 'telegram', url: 'https://t.me/belchans' },
    { name: 'WhatsApp', icon: 'whatsapp', url: 'https://wa.me/50937100000' },
    // YouTube comes from links.youtube: the app adds it to these (docs/product.md#routes-footer).
  ],
  external_authorization_button: ['google', 'metamask', 'telegram'],
  support_chat: false,
};

export const DOWNLOAD_INFO: DownloadInfo = {
  download_link: 'https://belchans.example/app/belchans.apk',
  banner: { image: { url: mediaUrl('app', 'download-app', 800, 320) } },
};

const PRIVATE = 'noindex, nofollow';
const SEO: readonly [path: string, title: string, description: string, robots?: string][] = [
  [
    '/',
    'Casino, borlette and sport betting in Haiti',
    'Slots, live casino, crash games, borlette and sport betting. Deposit with MonCash, withdraw at a club.',
  ],
  [
    '/sport',
    'Sport betting, live and pre-match',
    'Bet on football, basketball, tennis and more, live or before the match.',
  ],
  ['/blog', 'Blog: news and guides', 'News, guides and promotions from Bèl Chans.'],
  ['/promo', 'Bonuses and special offers', 'Welcome bonus, weekend cashback, tournaments and promo codes.'],
  ['/clubs', 'Club map', 'Find a club near you to deposit and withdraw cash.'],
  ['/clubs-list', 'Club list', 'Addresses and withdrawal limits of all our clubs.'],
  ['/top', 'Top wins', 'The biggest wins of the week.'],
  ['/about', 'About us', 'Address and support contacts.'],
  ['/menu/sport-terms', 'Sport terms', 'Sport betting rules: general rules, rules per sport, account and support.'],
  ['/games/slots', 'Slots', 'Play slots online in Haiti.'],
  ['/games/live-casino', 'Live casino', 'Roulette, blackjack and baccarat with live dealers.'],
  ['/games/crash', 'Crash games', 'Cash out before the crash.'],
  ['/games/borlette', 'Borlette', 'Bòlèt, maryaj and lotto on the New York, Florida, Georgia and Tennessee draws.'],
  ['/login', 'Log in', 'Log in with your phone number.', PRIVATE],
  ['/register', 'Register', 'Create your account in a minute.'],
  ['/personal', 'Personal data', 'Your personal data.', PRIVATE],
  ['/bets', 'Bets history', 'Your bets history.', PRIVATE],
  ['/payments', 'Payments history', 'Your payments history.', PRIVATE],
  ['/deposit', 'Deposit', 'Add money to your balance.', PRIVATE],
  ['/withdraw', 'Withdraw', 'Withdraw your winnings.', PRIVATE],
  ['/bonuses', 'Bonuses', 'Your bonuses.', PRIVATE],
  ['/menu', 'Menu', 'Menu.', PRIVATE],
];

export async function seedSite({ db }: SeedContext): Promise<void> {
  await db.insert(siteSettings).values([
    { key: 'site_info', value: SITE_INFO },
    { key: 'download_info', value: DOWNLOAD_INFO },
  ]);
  await db.insert(seoPages).values(
    SEO.map(([path, title, description, robots]) => ({
      path,
      title: `${title} | ${BRAND}`,
      description,
      image: mediaUrl('banners', 'share', 1200, 630),
      robots: robots ?? 'index, follow',
    })),
  );
  await db.insert(seoPageTranslations).values(
    Object.entries(SEO_TRANSLATIONS).flatMap(([path, byLocale]) =>
      Object.entries(byLocale).map(([locale, [title, description]]) => ({
        path,
        locale,
        title: `${title} | ${BRAND}`,
        description,
      })),
    ),
  );
}
