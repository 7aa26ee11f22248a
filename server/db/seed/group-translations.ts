// Game groups in the 7 other interface languages (docs/product.md#constants-locales), per alias of
// ./games-catalogue.ts: [name, title, preview]. The names match the SEO titles of the group pages
// (./seo-translations.ts) and the app's section names (src/i18n/messages: sport, live).
import type { Locale } from '../../../contract/constants';

type Texts = readonly [name: string, title: string, preview: string];

export const GROUP_TRANSLATIONS: Record<string, Record<Exclude<Locale, 'en'>, Texts>> = {
  slots: {
    ru: ['Слоты', 'Слоты', '<p>Барабаны, полные красок острова.</p>'],
    ht: ['Machin a sous', 'Machin a sous', '<p>Wou ki plen koulè zile a.</p>'],
    de: ['Slots', 'Slots', '<p>Walzen voller Inselfarben.</p>'],
    fr: ['Machines à sous', 'Machines à sous', '<p>Des rouleaux aux couleurs de l’île.</p>'],
    es: ['Tragamonedas', 'Tragamonedas', '<p>Rodillos llenos del color de la isla.</p>'],
    tr: ['Slotlar', 'Slotlar', '<p>Ada renkleriyle dolu makaralar.</p>'],
    zh: ['老虎机', '老虎机', '<p>满是海岛色彩的转轴。</p>'],
  },
  'live-casino': {
    ru: ['Живое казино', 'Живое казино', '<p>Настоящие дилеры в прямом эфире.</p>'],
    ht: ['Kazino an dirèk', 'Kazino an dirèk', '<p>Vrè kwoupye, an dirèk.</p>'],
    de: ['Live-Casino', 'Live-Casino', '<p>Echte Dealer, live übertragen.</p>'],
    fr: ['Casino en direct', 'Casino en direct', '<p>De vrais croupiers, en direct.</p>'],
    es: ['Casino en vivo', 'Casino en vivo', '<p>Crupieres reales, en directo.</p>'],
    tr: ['Canlı casino', 'Canlı casino', '<p>Gerçek krupiyeler, canlı yayında.</p>'],
    zh: ['真人娱乐场', '真人娱乐场', '<p>真人荷官，实时直播。</p>'],
  },
  crash: {
    ru: ['Краш-игры', 'Краш-игры', '<p>Заберите выигрыш до краша.</p>'],
    ht: ['Jwèt crash', 'Jwèt crash', '<p>Pran genyen w anvan li kraze.</p>'],
    de: ['Crash-Spiele', 'Crash-Spiele', '<p>Steigen Sie vor dem Crash aus.</p>'],
    fr: ['Jeux crash', 'Jeux crash', '<p>Encaissez avant le crash.</p>'],
    es: ['Juegos crash', 'Juegos crash', '<p>Cobra antes del crash.</p>'],
    tr: ['Crash oyunları', 'Crash oyunları', '<p>Çökmeden önce kazancınızı alın.</p>'],
    zh: ['崩溃游戏', '崩溃游戏', '<p>在崩溃前兑现。</p>'],
  },
  table: {
    ru: ['Настольные игры', 'Настольные игры', '<p>Рулетка, карты и кости.</p>'],
    ht: ['Jwèt tab', 'Jwèt tab', '<p>Woulèt, kat ak zo.</p>'],
    de: ['Tischspiele', 'Tischspiele', '<p>Roulette, Karten und Würfel.</p>'],
    fr: ['Jeux de table', 'Jeux de table', '<p>Roulette, cartes et dés.</p>'],
    es: ['Juegos de mesa', 'Juegos de mesa', '<p>Ruleta, cartas y dados.</p>'],
    tr: ['Masa oyunları', 'Masa oyunları', '<p>Rulet, kartlar ve zarlar.</p>'],
    zh: ['桌面游戏', '桌面游戏', '<p>轮盘、纸牌和骰子。</p>'],
  },
  borlette: {
    ru: ['Борлетт', 'Борлетт и лотереи', '<p>Борлетт, марьяж и ежедневные тиражи.</p>'],
    ht: ['Bòlèt', 'Bòlèt ak lotri', '<p>Bòlèt, maryaj ak tiraj chak jou.</p>'],
    de: ['Borlette', 'Borlette und Lotterie', '<p>Borlette, Maryaj und tägliche Ziehungen.</p>'],
    fr: ['Borlette', 'Borlette et loterie', '<p>Borlette, mariage et tirages quotidiens.</p>'],
    es: ['Borlette', 'Borlette y lotería', '<p>Borlette, maryaj y sorteos diarios.</p>'],
    tr: ['Borlette', 'Borlette ve piyango', '<p>Borlette, maryaj ve günlük çekilişler.</p>'],
    zh: ['博莱特', '博莱特和彩票', '<p>博莱特、玛丽亚吉和每日开奖。</p>'],
  },
  'virtual-sport': {
    ru: ['Виртуальный спорт', 'Виртуальный спорт', '<p>Матч каждые несколько минут.</p>'],
    ht: ['Espò vityèl', 'Espò vityèl', '<p>Yon match chak kèk minit.</p>'],
    de: ['Virtueller Sport', 'Virtueller Sport', '<p>Alle paar Minuten ein Spiel.</p>'],
    fr: ['Sport virtuel', 'Sport virtuel', '<p>Un match toutes les quelques minutes.</p>'],
    es: ['Deporte virtual', 'Deporte virtual', '<p>Un partido cada pocos minutos.</p>'],
    tr: ['Sanal spor', 'Sanal spor', '<p>Birkaç dakikada bir maç.</p>'],
    zh: ['虚拟体育', '虚拟体育', '<p>每隔几分钟一场比赛。</p>'],
  },
  sport: {
    ru: ['Спорт', 'Ставки на спорт', '<p>Футбол, баскетбол и многое другое.</p>'],
    ht: ['Espò', 'Paryaj espò', '<p>Foutbòl, baskètbòl ak plis ankò.</p>'],
    de: ['Sport', 'Sportwetten', '<p>Fußball, Basketball und mehr.</p>'],
    fr: ['Sports', 'Paris sportifs', '<p>Football, basketball et bien plus.</p>'],
    es: ['Deportes', 'Apuestas deportivas', '<p>Fútbol, baloncesto y más.</p>'],
    tr: ['Spor', 'Spor bahisleri', '<p>Futbol, basketbol ve daha fazlası.</p>'],
    zh: ['体育', '体育投注', '<p>足球、篮球等。</p>'],
  },
  arcade: {
    ru: ['Аркады', 'Аркады и моментальные игры', '<p>Быстрые раунды, мгновенный результат.</p>'],
    ht: ['Akad', 'Akad ak jwèt enstantane', '<p>Pati rapid, rezilta touswit.</p>'],
    de: ['Arcade', 'Arcade und Sofortspiele', '<p>Schnelle Runden, sofortige Ergebnisse.</p>'],
    fr: ['Arcade', 'Arcade et jeux instantanés', '<p>Des parties rapides, des résultats immédiats.</p>'],
    es: ['Arcade', 'Arcade y juegos instantáneos', '<p>Rondas rápidas, resultados al instante.</p>'],
    tr: ['Arcade', 'Arcade ve anlık oyunlar', '<p>Hızlı turlar, anında sonuçlar.</p>'],
    zh: ['街机', '街机与即开游戏', '<p>快速回合，即时结果。</p>'],
  },
};
