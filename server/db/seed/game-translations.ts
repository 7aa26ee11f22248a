// A game's own texts in the 8 interface languages (docs/architecture.md#content-translations, migration 0013): the
// game page's titled block and footnote and the HTML description. They are templates over the game's name, written
// once per language; the name is a brand and goes in as it is. English is what the games rows hold
// (./games.ts); the other languages become game_translations rows. The words are the app's own
// (src/i18n/README.md glossary): bets are paryaj / Wetten / 投注, a bet settled "at coefficient 1" reads as the app's
// startup notice says it.
import { LOCALES, type Locale } from '../../../contract/constants';

export interface GameTexts {
  /** content_title of a popular game. */
  title: (name: string) => string;
  /** content_text of a popular game. */
  text: (name: string) => string;
  /** footer of a remote game (game_type 0). */
  footer: string;
  /** description of a game without a description of its own. */
  blurb: (name: string) => string;
}

export const GAME_TEXTS: Record<Locale, GameTexts> = {
  en: {
    title: (name) => `Why players love ${name}`,
    text: (name) => `<p>${name} is one of the most played games this week.</p>`,
    footer: '<p>Opens in the provider window.</p>',
    blurb: (name) =>
      `<p><strong>${name}</strong> is part of the Bèl Chans demo catalogue.</p><p>Bets hit by a technical failure are settled at coefficient 1.</p>`,
  },
  ru: {
    title: (name) => `Почему игроки любят ${name}`,
    text: (name) => `<p>${name} — одна из самых популярных игр этой недели.</p>`,
    footer: '<p>Открывается в окне провайдера.</p>',
    blurb: (name) =>
      `<p><strong>${name}</strong> входит в демо-каталог Bèl Chans.</p><p>Ставки, затронутые техническим сбоем, рассчитываются с коэффициентом 1.</p>`,
  },
  ht: {
    title: (name) => `Poukisa jwè yo renmen ${name}`,
    text: (name) => `<p>${name} se youn nan jwèt moun plis jwe semèn sa a.</p>`,
    footer: '<p>Jwèt la ouvri nan fenèt founisè a.</p>',
    blurb: (name) =>
      `<p><strong>${name}</strong> fè pati katalòg demo Bèl Chans lan.</p><p>Lè yon pàn teknik afekte yon paryaj, yo regle paryaj la ak koefisyan 1.</p>`,
  },
  de: {
    title: (name) => `Warum Spieler ${name} lieben`,
    text: (name) => `<p>${name} gehört zu den meistgespielten Spielen dieser Woche.</p>`,
    footer: '<p>Öffnet sich im Fenster des Anbieters.</p>',
    blurb: (name) =>
      `<p><strong>${name}</strong> gehört zum Demo-Katalog von Bèl Chans.</p><p>Wetten, die von einer technischen Störung betroffen sind, werden mit einer Quote von 1 abgerechnet.</p>`,
  },
  fr: {
    title: (name) => `Pourquoi les joueurs adorent ${name}`,
    text: (name) => `<p>${name} fait partie des jeux les plus joués cette semaine.</p>`,
    footer: '<p>S’ouvre dans la fenêtre du fournisseur.</p>',
    blurb: (name) =>
      `<p><strong>${name}</strong> fait partie du catalogue de démonstration de Bèl Chans.</p><p>Les paris affectés par une panne technique sont réglés au coefficient 1.</p>`,
  },
  es: {
    title: (name) => `Por qué a los jugadores les encanta ${name}`,
    text: (name) => `<p>${name} es uno de los juegos más jugados de esta semana.</p>`,
    footer: '<p>Se abre en la ventana del proveedor.</p>',
    blurb: (name) =>
      `<p><strong>${name}</strong> forma parte del catálogo de demostración de Bèl Chans.</p><p>Las apuestas afectadas por un fallo técnico se liquidan con cuota 1.</p>`,
  },
  tr: {
    title: (name) => `Oyuncular ${name} oyununu neden seviyor`,
    text: (name) => `<p>${name}, bu haftanın en çok oynanan oyunlarından biri.</p>`,
    footer: '<p>Sağlayıcının penceresinde açılır.</p>',
    blurb: (name) =>
      `<p><strong>${name}</strong>, Bèl Chans demo kataloğunun bir parçasıdır.</p><p>Teknik bir arızadan etkilenen bahisler 1 oranıyla sonuçlandırılır.</p>`,
  },
  zh: {
    title: (name) => `玩家为什么喜爱 ${name}`,
    text: (name) => `<p>${name} 是本周玩家最多的游戏之一。</p>`,
    footer: '<p>在游戏提供商的窗口中打开。</p>',
    blurb: (name) =>
      `<p><strong>${name}</strong> 是 Bèl Chans 试玩目录中的一款游戏。</p><p>受技术故障影响的投注将按赔率 1 结算。</p>`,
  },
};

export type OtherLocale = Exclude<Locale, 'en'>;

/**
 * The descriptions of ./games-catalogue.ts games that have one of their own (instead of the blurb), by game alias: each
 * language's version of that English text.
 */
export const DESCRIPTION_TRANSLATIONS: Record<string, Record<OtherLocale, string>> = {
  tvbet: {
    ru: '<p>Лотереи и карточные игры в прямом эфире круглосуточно.</p>',
    ht: '<p>Lotri ak jwèt kat an dirèk, lajounen kou lannwit.</p>',
    de: '<p>Lotterie- und Kartenspiele, rund um die Uhr live übertragen.</p>',
    fr: '<p>Loteries et jeux de cartes en direct, 24 heures sur 24.</p>',
    es: '<p>Loterías y juegos de cartas en vivo, las 24 horas.</p>',
    tr: '<p>Günün her saati canlı yayınlanan piyango ve kart oyunları.</p>',
    zh: '<p>全天候直播的彩票和纸牌游戏。</p>',
  },
};

/**
 * Alternate titles of multiple-group entries that are words (the kind of game), by their English; abbreviations and
 * names (NY, FL) stay as they are and have no entry here.
 */
export const ENTRY_TITLE_TRANSLATIONS: Record<string, Record<OtherLocale, string>> = {
  Blackjack: {
    ru: 'Блэкджек',
    ht: 'Blackjack',
    de: 'Blackjack',
    fr: 'Blackjack',
    es: 'Blackjack',
    tr: 'Blackjack',
    zh: '21点',
  },
  Baccarat: {
    ru: 'Баккара',
    ht: 'Bakara',
    de: 'Baccara',
    fr: 'Baccara',
    es: 'Bacará',
    tr: 'Bakara',
    zh: '百家乐',
  },
  'Sic Bo': { ru: 'Сик-бо', ht: 'Sic Bo', de: 'Sic Bo', fr: 'Sic Bo', es: 'Sic Bo', tr: 'Sic Bo', zh: '骰宝' },
  Domino: { ru: 'Домино', ht: 'Domino', de: 'Domino', fr: 'Dominos', es: 'Dominó', tr: 'Domino', zh: '多米诺骨牌' },
};

export const OTHER_LOCALES = LOCALES.filter((locale): locale is OtherLocale => locale !== 'en');
