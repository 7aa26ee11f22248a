// Site-wide documents (docs/product.md#entities-content site info, download info) and SEO rows per app path, with their
// texts in the 8 interface languages (site_setting_translations, seo_page_translations).
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../contract/constants';
import type { DownloadInfo, SiteInfo } from '../../../contract/schemas/site';
import { mediaUrl } from '../../media/images';
import { BRAND } from '../../site/seo';
import { seoPages, seoPageTranslations, siteSettings, siteSettingTranslations } from '../schema';
import { SEO_TRANSLATIONS } from './seo-translations';
import type { SeedContext } from './context';

/** The About page's support block in one language: [hours, "Phone", "Email"]; numbers and addresses stay as they are. */
type SupportWords = readonly [hours: string, phone: string, email: string];

const SUPPORT_WORDS: Record<Locale, SupportWords> = {
  en: ['Support every day from 8:00 to 22:00', 'Phone', 'Email'],
  ht: ['Sipò chak jou, depi 8:00 rive 22:00', 'Telefòn', 'Imèl'],
  fr: ['Assistance tous les jours de 8 h à 22 h', 'Téléphone', 'E-mail'],
  de: ['Kundenservice täglich von 8:00 bis 22:00 Uhr', 'Telefon', 'E-Mail'],
  es: ['Soporte todos los días de 8:00 a 22:00', 'Teléfono', 'Correo electrónico'],
  ru: ['Поддержка ежедневно с 8:00 до 22:00', 'Телефон', 'Эл. почта'],
  tr: ['Destek her gün 8:00–22:00 arası', 'Telefon', 'E-posta'],
  zh: ['客服每天 8:00 至 22:00 在线', '电话', '电子邮箱'],
};

const supportHtml = ([hours, phone, email]: SupportWords) =>
  `<p>${hours}<br>${phone}: <a href="tel:+50928100000">+509 2810 0000</a><br>WhatsApp: <a href="https://wa.me/50937100000">+509 3710 0000</a><br>${email}: <a href="mailto:support@belchans.example">support@belchans.example</a></p>`;

/**
 * site_info's texts in the other languages (site_setting_translations, migration 0011), laid over it when served. The
 * address is a postal address: it stays as it is in every language.
 */
export const SITE_INFO_TRANSLATIONS = Object.fromEntries(
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
    locale,
    { about: { support: supportHtml(SUPPORT_WORDS[locale]) } },
  ]),
);

export const SITE_INFO: SiteInfo = {
  about: {
    address: '<p><strong>Bèl Chans S.A.</strong><br>38 Route de Delmas, Delmas 33<br>Port-au-Prince, Haïti</p>',
    support: supportHtml(SUPPORT_WORDS.en),
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
  await db
    .insert(siteSettingTranslations)
    .values(Object.entries(SITE_INFO_TRANSLATIONS).map(([locale, texts]) => ({ key: 'site_info', locale, texts })));
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
