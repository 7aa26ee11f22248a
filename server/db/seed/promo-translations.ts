// Promotions in the 7 other interface languages (docs/architecture.md#content-translations, migration 0015): offers
// by id, actions by slug and events by their English title (events have serial ids), as ./promo.ts seeds them in
// English. ./promo.ts inserts them as promo_offer_translations, promo_action_translations and
// promo_event_translations rows; the server serves them in the caller's language (server/promo/shapes.ts).
import type { Locale } from '../../../contract/constants';

export interface OfferText {
  title: string;
  preview: string;
  body: string;
}
export interface ActionText {
  title: string;
  text: string;
  /** Null where the English action has no prefix. */
  prefix: string | null;
}
export type OtherLocale = Exclude<Locale, 'en'>;
type Translated<T> = Record<OtherLocale, T>;

export const OFFER_TRANSLATIONS: Record<string, Translated<OfferText>> = {
  'welcome-bonus': {
    ru: {
      title: 'Приветственный бонус 100%',
      preview: '<p>Удвойте <strong>первый депозит</strong> до 5 000 HTG.</p>',
      body: '<p>Сделайте первый депозит и введите код <strong>WELCOME100</strong> на странице акций.</p><ul><li>Бонус до 5 000 HTG</li><li>Отыграйте бонус 10 раз в играх казино</li></ul>',
    },
    ht: {
      title: 'Bonis byenveni 100%',
      preview: '<p>Double <strong>premye depo</strong> ou jiska 5 000 HTG.</p>',
      body: '<p>Fè premye depo ou, epi antre kòd <strong>WELCOME100</strong> sou paj pwomosyon an.</p><ul><li>Bonis jiska 5 000 HTG</li><li>Jwe bonis la 10 fwa nan jwèt kazino pou debloke l</li></ul>',
    },
    de: {
      title: 'Willkommensbonus 100%',
      preview: '<p>Verdoppeln Sie Ihre <strong>erste Einzahlung</strong> bis 5 000 HTG.</p>',
      body: '<p>Zahlen Sie zum ersten Mal ein und geben Sie auf der Aktionsseite den Code <strong>WELCOME100</strong> ein.</p><ul><li>Bonus bis 5 000 HTG</li><li>Setzen Sie den Bonus 10-mal in Casinospielen um</li></ul>',
    },
    fr: {
      title: 'Bonus de bienvenue 100%',
      preview: '<p>Doublez votre <strong>premier dépôt</strong> jusqu’à 5 000 HTG.</p>',
      body: '<p>Faites votre premier dépôt, puis saisissez le code <strong>WELCOME100</strong> sur la page des promotions.</p><ul><li>Bonus jusqu’à 5 000 HTG</li><li>Misez le bonus 10 fois aux jeux de casino pour le débloquer</li></ul>',
    },
    es: {
      title: 'Bono de bienvenida 100%',
      preview: '<p>Duplica tu <strong>primer depósito</strong> hasta 5 000 HTG.</p>',
      body: '<p>Haz tu primer depósito e introduce el código <strong>WELCOME100</strong> en la página de promociones.</p><ul><li>Bono de hasta 5 000 HTG</li><li>Apuesta el bono 10 veces en juegos de casino para liberarlo</li></ul>',
    },
    tr: {
      title: 'Hoş geldin bonusu %100',
      preview: '<p><strong>İlk yatırımınızı</strong> 5 000 HTG’ye kadar ikiye katlayın.</p>',
      body: '<p>İlk yatırımınızı yapın, ardından promosyon sayfasında <strong>WELCOME100</strong> kodunu girin.</p><ul><li>5 000 HTG’ye kadar bonus</li><li>Bonusu açmak için casino oyunlarında 10 kez çevirin</li></ul>',
    },
    zh: {
      title: '100% 欢迎奖金',
      preview: '<p><strong>首次存款</strong>翻倍，最高 5 000 HTG。</p>',
      body: '<p>完成首次存款后，在优惠页面输入代码 <strong>WELCOME100</strong>。</p><ul><li>奖金最高 5 000 HTG</li><li>在赌场游戏中投注奖金 10 倍即可解锁</li></ul>',
    },
  },
  'weekend-cashback': {
    ru: {
      title: 'Кешбэк выходного дня 10%',
      preview: '<p>10% проигрыша за выходные возвращается каждый понедельник.</p>',
      body: '<p>Учитывается каждая проигранная ставка с пятницы 18:00 до воскресенья 23:59. Кешбэк зачисляется на бонусный баланс.</p>',
    },
    ht: {
      title: 'Kachbak wikenn 10%',
      preview: '<p>10% sa ou pèdi nan wikenn nan tounen chak lendi.</p>',
      body: '<p>Chak pari ou pèdi soti vandredi 18:00 rive dimanch 23:59 konte. Kachbak la ale sou balans bonis ou.</p>',
    },
    de: {
      title: 'Wochenend-Cashback 10%',
      preview: '<p>Jeden Montag 10% Ihrer Wochenendverluste zurück.</p>',
      body: '<p>Jede verlorene Wette von Freitag 18:00 bis Sonntag 23:59 zählt. Das Cashback wird dem Bonusguthaben gutgeschrieben.</p>',
    },
    fr: {
      title: 'Cashback du week-end 10%',
      preview: '<p>10% de vos pertes du week-end remboursés chaque lundi.</p>',
      body: '<p>Chaque pari perdu du vendredi 18h00 au dimanche 23h59 compte. Le cashback est versé sur le solde bonus.</p>',
    },
    es: {
      title: 'Reembolso de fin de semana 10%',
      preview: '<p>Recupera el 10% de tus pérdidas del fin de semana cada lunes.</p>',
      body: '<p>Cuenta cada apuesta perdida desde el viernes a las 18:00 hasta el domingo a las 23:59. El reembolso va al saldo de bono.</p>',
    },
    tr: {
      title: 'Hafta sonu nakit iadesi %10',
      preview: '<p>Hafta sonu kayıplarınızın %10’u her pazartesi geri.</p>',
      body: '<p>Cuma 18:00’den pazar 23:59’a kadar kaybedilen her bahis sayılır. İade bonus bakiyesine ödenir.</p>',
    },
    zh: {
      title: '周末返现 10%',
      preview: '<p>每周一返还周末亏损的 10%。</p>',
      body: '<p>周五 18:00 至周日 23:59 的每笔未中投注均计入。返现发放至奖金余额。</p>',
    },
  },
  'borlette-boost': {
    ru: {
      title: 'Бустер борлетт',
      preview: '<p>По средам марьяж платит <em>больше</em>.</p>',
      body: '<p>Все ставки марьяж, сделанные в среду, при выигрыше платят на 10% больше.</p>',
    },
    ht: {
      title: 'Bourad bòlèt',
      preview: '<p>Maryaj peye <em>plis</em> chak mèkredi.</p>',
      body: '<p>Tout pari maryaj ou fè yon mèkredi peye 10% plis lè ou genyen.</p>',
    },
    de: {
      title: 'Borlette-Boost',
      preview: '<p>Maryaj zahlt mittwochs <em>mehr</em>.</p>',
      body: '<p>Alle am Mittwoch platzierten Maryaj-Wetten zahlen bei einem Gewinn 10% mehr.</p>',
    },
    fr: {
      title: 'Boost borlette',
      preview: '<p>Le maryaj paie <em>plus</em> le mercredi.</p>',
      body: '<p>Tous les paris maryaj placés le mercredi rapportent 10% de plus en cas de gain.</p>',
    },
    es: {
      title: 'Impulso borlette',
      preview: '<p>El maryaj paga <em>más</em> los miércoles.</p>',
      body: '<p>Todas las apuestas maryaj hechas el miércoles pagan un 10% más si ganan.</p>',
    },
    tr: {
      title: 'Borlette güçlendirme',
      preview: '<p>Maryaj çarşambaları <em>daha fazla</em> öder.</p>',
      body: '<p>Çarşamba yapılan tüm maryaj bahisleri kazandığında %10 daha fazla öder.</p>',
    },
    zh: {
      title: 'Borlette 加成',
      preview: '<p>每周三 maryaj 赔付<em>更多</em>。</p>',
      body: '<p>周三下注的所有 maryaj 投注中奖时多赔付 10%。</p>',
    },
  },
  'refer-a-friend': {
    ru: {
      title: 'Приведи друга',
      preview: '<p>Бонус 500 HTG вам и вашему другу.</p>',
      body: '<p>Друг регистрируется с вашим номером телефона в качестве промокода и вносит не менее 1 000 HTG: вы оба получаете бонус 500 HTG.</p>',
    },
    ht: {
      title: 'Mennen yon zanmi',
      preview: '<p>500 HTG bonis pou ou ak zanmi ou.</p>',
      body: '<p>Zanmi ou enskri ak nimewo telefòn ou kòm kòd pwomo epi depoze omwen 1 000 HTG: nou chak resevwa 500 HTG bonis.</p>',
    },
    de: {
      title: 'Freunde werben',
      preview: '<p>500 HTG Bonus für Sie und Ihren Freund.</p>',
      body: '<p>Ihr Freund registriert sich mit Ihrer Telefonnummer als Aktionscode und zahlt mindestens 1 000 HTG ein: Sie beide erhalten 500 HTG Bonus.</p>',
    },
    fr: {
      title: 'Parrainez un ami',
      preview: '<p>500 HTG de bonus pour vous et votre ami.</p>',
      body: '<p>Votre ami s’inscrit avec votre numéro de téléphone comme code promo et dépose au moins 1 000 HTG : vous recevez tous les deux 500 HTG de bonus.</p>',
    },
    es: {
      title: 'Trae a un amigo',
      preview: '<p>500 HTG de bono para ti y tu amigo.</p>',
      body: '<p>Tu amigo se registra con tu número de teléfono como código promocional y deposita al menos 1 000 HTG: ambos recibís 500 HTG de bono.</p>',
    },
    tr: {
      title: 'Arkadaşını getir',
      preview: '<p>Size ve arkadaşınıza 500 HTG bonus.</p>',
      body: '<p>Arkadaşınız telefon numaranızı promosyon kodu olarak girerek kaydolur ve en az 1 000 HTG yatırır: ikiniz de 500 HTG bonus alırsınız.</p>',
    },
    zh: {
      title: '邀请好友',
      preview: '<p>您和好友各得 500 HTG 奖金。</p>',
      body: '<p>好友以您的手机号作为优惠码注册并存款至少 1 000 HTG：你们双方各获得 500 HTG 奖金。</p>',
    },
  },
  'crash-tournament': {
    ru: {
      title: 'Турнир краш-игр',
      preview: '<p>Самый высокий множитель недели выигрывает 25 000 HTG.</p>',
      body: '<p>Играйте в любую краш-игру: десять самых высоких множителей недели делят 25 000 HTG.</p>',
    },
    ht: {
      title: 'Tounwa crash',
      preview: '<p>Pi gwo miltiplikatè semèn nan genyen 25 000 HTG.</p>',
      body: '<p>Jwe nenpòt jwèt crash; dis pi gwo miltiplikatè semèn nan separe 25 000 HTG.</p>',
    },
    de: {
      title: 'Crash-Turnier',
      preview: '<p>Der höchste Multiplikator der Woche gewinnt 25 000 HTG.</p>',
      body: '<p>Spielen Sie ein beliebiges Crash-Spiel; die zehn höchsten Auszahlungsmultiplikatoren der Woche teilen sich 25 000 HTG.</p>',
    },
    fr: {
      title: 'Tournoi crash',
      preview: '<p>Le plus haut multiplicateur de la semaine gagne 25 000 HTG.</p>',
      body: '<p>Jouez à n’importe quel jeu crash ; les dix plus hauts multiplicateurs de la semaine se partagent 25 000 HTG.</p>',
    },
    es: {
      title: 'Torneo crash',
      preview: '<p>El multiplicador más alto de la semana gana 25 000 HTG.</p>',
      body: '<p>Juega a cualquier juego crash; los diez multiplicadores más altos de la semana se reparten 25 000 HTG.</p>',
    },
    tr: {
      title: 'Crash turnuvası',
      preview: '<p>Haftanın en yüksek çarpanı 25 000 HTG kazanır.</p>',
      body: '<p>Herhangi bir crash oyunu oynayın; haftanın en yüksek on çarpanı 25 000 HTG’yi paylaşır.</p>',
    },
    zh: {
      title: '崩溃游戏锦标赛',
      preview: '<p>本周最高倍数赢得 25 000 HTG。</p>',
      body: '<p>玩任意崩溃游戏；本周兑现倍数最高的十位玩家瓜分 25 000 HTG。</p>',
    },
  },
};

export const ACTION_TRANSLATIONS: Record<string, Translated<ActionText>> = {
  welcome: {
    ru: { title: 'Приветственный бонус', text: '100% на первый депозит', prefix: 'До' },
    ht: { title: 'Bonis byenveni', text: '100% sou premye depo ou', prefix: 'Jiska' },
    de: { title: 'Willkommensbonus', text: '100% auf Ihre erste Einzahlung', prefix: 'Bis zu' },
    fr: { title: 'Bonus de bienvenue', text: '100% sur votre premier dépôt', prefix: 'Jusqu’à' },
    es: { title: 'Bono de bienvenida', text: '100% en tu primer depósito', prefix: 'Hasta' },
    tr: { title: 'Hoş geldin bonusu', text: 'İlk yatırımınıza %100', prefix: 'En fazla' },
    zh: { title: '欢迎奖金', text: '首次存款 100%', prefix: '最高' },
  },
  cashback: {
    ru: { title: 'Кешбэк', text: '10% назад каждые выходные', prefix: null },
    ht: { title: 'Kachbak', text: '10% tounen chak wikenn', prefix: null },
    de: { title: 'Cashback', text: 'Jedes Wochenende 10% zurück', prefix: null },
    fr: { title: 'Cashback', text: '10% remboursés chaque week-end', prefix: null },
    es: { title: 'Reembolso', text: '10% de vuelta cada fin de semana', prefix: null },
    tr: { title: 'Nakit iadesi', text: 'Her hafta sonu %10 geri', prefix: null },
    zh: { title: '返现', text: '每个周末返还 10%', prefix: null },
  },
  borlette: {
    ru: { title: 'Бустер борлетт', text: 'Марьяж по средам +10%', prefix: 'Каждую неделю' },
    ht: { title: 'Bourad bòlèt', text: 'Maryaj mèkredi +10%', prefix: 'Chak semèn' },
    de: { title: 'Borlette-Boost', text: 'Maryaj am Mittwoch +10%', prefix: 'Jede Woche' },
    fr: { title: 'Boost borlette', text: 'Maryaj du mercredi +10%', prefix: 'Chaque semaine' },
    es: { title: 'Impulso borlette', text: 'Maryaj de los miércoles +10%', prefix: 'Cada semana' },
    tr: { title: 'Borlette güçlendirme', text: 'Çarşamba maryaj +%10', prefix: 'Her hafta' },
    zh: { title: 'Borlette 加成', text: '周三 maryaj +10%', prefix: '每周' },
  },
  tournament: {
    ru: { title: 'Турнир краш-игр', text: 'Призовой фонд 25 000 HTG', prefix: null },
    ht: { title: 'Tounwa crash', text: '25 000 HTG pri an jeneral', prefix: null },
    de: { title: 'Crash-Turnier', text: '25 000 HTG Preispool', prefix: null },
    fr: { title: 'Tournoi crash', text: '25 000 HTG de cagnotte', prefix: null },
    es: { title: 'Torneo crash', text: 'Bote de 25 000 HTG', prefix: null },
    tr: { title: 'Crash turnuvası', text: '25 000 HTG ödül havuzu', prefix: null },
    zh: { title: '崩溃游戏锦标赛', text: '奖池 25 000 HTG', prefix: null },
  },
};

/** Keyed by the seeded English title (events have serial ids). */
export const EVENT_TRANSLATIONS: Record<string, Translated<string>> = {
  'Borlette marathon': {
    ru: 'Марафон борлетт',
    ht: 'Maraton bòlèt',
    de: 'Borlette-Marathon',
    fr: 'Marathon borlette',
    es: 'Maratón borlette',
    tr: 'Borlette maratonu',
    zh: 'Borlette 马拉松',
  },
  'Crash challenge': {
    ru: 'Краш-челлендж',
    ht: 'Defi crash',
    de: 'Crash-Challenge',
    fr: 'Défi crash',
    es: 'Desafío crash',
    tr: 'Crash meydan okuması',
    zh: '崩溃挑战',
  },
};
