// FAQ of the home page (docs/product.md#routes-list): answers are HTML, shown through the app's sanitiser. English here,
// the other languages in ./faq-translations.ts (faq_translations, migration 0011).
import { faq, faqTranslations } from '../schema';
import type { SeedContext } from './context';
import { FAQ_TRANSLATIONS } from './faq-translations';

export const FAQ: readonly [question: string, answer: string][] = [
  [
    'How do I create an account?',
    '<p>Tap <strong>Register</strong>, choose your country, enter your phone number and the SMS code we send you, pick a password and confirm you are at least 18.</p>',
  ],
  [
    'How do I deposit with MonCash or NatCash?',
    '<p>Open <strong>Deposit</strong>, choose MonCash or NatCash, enter the amount and confirm the payment in your mobile wallet. The money reaches your balance within minutes.</p>',
  ],
  [
    'Where can I withdraw cash?',
    '<p>Choose <strong>Withdraw → Cash</strong>, pick a club near you and bring your ID. Each club has its own withdrawal limit; the club list shows it.</p>',
  ],
  [
    'What is the bonus balance?',
    '<p>Bonuses from promotions and promo codes go to the bonus balance. Once you have wagered the required amount you can convert it to your real balance from the menu.</p>',
  ],
  [
    'What happens if a game fails during my bet?',
    '<p>Bets hit by a technical failure are settled at coefficient 1, and only money lost because of the failure is refunded.</p>',
  ],
  [
    'Which languages can I use?',
    '<p>Kreyòl, English, Français, Español, Deutsch, Русский, Türkçe and 中文. Change the language at the bottom of any page.</p>',
  ],
  [
    'How do I play responsibly?',
    '<p>Set yourself a budget and a time limit before you play, never chase losses, and take breaks. Contact support if you want your account paused.</p>',
  ],
];

export async function seedFaq({ db }: SeedContext): Promise<void> {
  const rows = await db
    .insert(faq)
    .values(FAQ.map(([question, answer], sort) => ({ question, answer, sort })))
    .returning({ id: faq.id, sort: faq.sort });
  const idAt = new Map(rows.map((row) => [row.sort, row.id]));
  await db
    .insert(faqTranslations)
    .values(
      Object.entries(FAQ_TRANSLATIONS).flatMap(([locale, entries]) =>
        entries.map(([question, answer], sort) => ({ faqId: idAt.get(sort) ?? 0, locale, question, answer })),
      ),
    );
}
