// Blog texts in the 7 other interface languages (docs/product.md#constants-locales), per article slug: [title, preview,
// text]. English lives in ./blog.ts; a translated body is the title, the text and the promotions link.
import type { Locale } from '../../../contract/constants';

export type TranslatedLocale = Exclude<Locale, 'en'>;
type Texts = readonly [title: string, preview: string, text: string];

export const CATEGORY_NAMES: Record<'News' | 'Guides' | 'Promotions', Record<TranslatedLocale, string>> = {
  News: {
    ru: 'Новости',
    ht: 'Nouvèl',
    de: 'Neuigkeiten',
    fr: 'Actualités',
    es: 'Noticias',
    tr: 'Haberler',
    zh: '新闻',
  },
  Guides: { ru: 'Советы', ht: 'Gid', de: 'Ratgeber', fr: 'Guides', es: 'Guías', tr: 'Rehberler', zh: '指南' },
  Promotions: {
    ru: 'Акции',
    ht: 'Pwomosyon',
    de: 'Aktionen',
    fr: 'Promotions',
    es: 'Promociones',
    tr: 'Kampanyalar',
    zh: '优惠活动',
  },
};

export const SEE_PROMOTIONS: Record<TranslatedLocale, string> = {
  ru: 'Все акции',
  ht: 'Wè tout pwomosyon yo',
  de: 'Alle Aktionen ansehen',
  fr: 'Voir toutes les promotions',
  es: 'Ver todas las promociones',
  tr: 'Tüm kampanyaları gör',
  zh: '查看所有优惠活动',
};

export const ARTICLE_TEXTS: Record<string, Record<TranslatedLocale, Texts>> = {
  'welcome-to-bel-chans': {
    ru: [
      'Добро пожаловать в новый Bèl Chans',
      'Быстрый сайт, новое лобби игр и баланс всегда на виду.',
      'Мы переделали сайт, чтобы он быстро открывался на любом телефоне, даже при медленном соединении.',
    ],
    ht: [
      'Byenvini nan nouvo Bèl Chans lan',
      'Yon sit ki pi rapid, yon nouvo lobi jwèt ak balans ou toujou devan je ou.',
      'Nou refè sit la pou li louvri vit sou nenpòt telefòn, menm lè koneksyon an lan.',
    ],
    de: [
      'Willkommen beim neuen Bèl Chans',
      'Eine schnellere Seite, eine neue Spiellobby und Ihr Guthaben immer im Blick.',
      'Wir haben die Seite neu gebaut, damit sie auf jedem Handy schnell lädt, auch bei langsamer Verbindung.',
    ],
    fr: [
      'Bienvenue sur le nouveau Bèl Chans',
      'Un site plus rapide, un nouveau lobby de jeux et votre solde toujours visible.',
      'Nous avons reconstruit le site pour qu’il se charge vite sur tous les téléphones, même avec une connexion lente.',
    ],
    es: [
      'Bienvenido al nuevo Bèl Chans',
      'Un sitio más rápido, un nuevo lobby de juegos y tu saldo siempre a la vista.',
      'Rehicimos el sitio para que cargue rápido en cualquier teléfono, incluso con una conexión lenta.',
    ],
    tr: [
      'Yeni Bèl Chans’a hoş geldiniz',
      'Daha hızlı bir site, yeni bir oyun lobisi ve bakiyeniz her zaman göz önünde.',
      'Siteyi, yavaş bağlantıda bile her telefonda hızlı açılacak şekilde yeniden yaptık.',
    ],
    zh: [
      '欢迎来到全新的 Bèl Chans',
      '更快的网站、全新的游戏大厅，余额随时可见。',
      '我们重建了网站，即使网络很慢，也能在任何手机上快速打开。',
    ],
  },
  'how-to-deposit-with-moncash': {
    ru: [
      'Как пополнить счёт через MonCash',
      'Три шага от кошелька MonCash до игрового баланса.',
      'Откройте «Пополнить», выберите MonCash, введите сумму и подтвердите на странице MonCash.',
    ],
    ht: [
      'Kijan pou depoze ak MonCash',
      'Twa etap soti nan bous MonCash ou rive nan balans jwèt ou.',
      'Louvri Depo, chwazi MonCash, antre montan an epi konfime nan paj MonCash la.',
    ],
    de: [
      'So zahlen Sie mit MonCash ein',
      'In drei Schritten von Ihrer MonCash-Wallet zu Ihrem Spielguthaben.',
      'Öffnen Sie „Einzahlen“, wählen Sie MonCash, geben Sie den Betrag ein und bestätigen Sie auf der MonCash-Seite.',
    ],
    fr: [
      'Comment déposer avec MonCash',
      'Trois étapes de votre portefeuille MonCash à votre solde de jeu.',
      'Ouvrez Dépôt, choisissez MonCash, saisissez le montant et confirmez sur la page MonCash.',
    ],
    es: [
      'Cómo depositar con MonCash',
      'Tres pasos de tu billetera MonCash a tu saldo de juego.',
      'Abre Depositar, elige MonCash, introduce el importe y confirma en la página de MonCash.',
    ],
    tr: [
      'MonCash ile nasıl para yatırılır',
      'MonCash cüzdanınızdan oyun bakiyenize üç adım.',
      'Para Yatır’ı açın, MonCash’i seçin, tutarı girin ve MonCash sayfasında onaylayın.',
    ],
    zh: [
      '如何使用 MonCash 存款',
      '从 MonCash 钱包到游戏余额，只需三步。',
      '打开“存款”，选择 MonCash，输入金额，然后在 MonCash 页面确认。',
    ],
  },
  'borlette-basics': {
    ru: [
      'Основы борлетты: bòlèt, maryaj и лото',
      'Впервые играете в борлетту? Разберитесь в ставках за пять минут.',
      'Bòlèt — это двузначное число, maryaj — пара чисел, лото 3, 4 и 5 платят больше.',
    ],
    ht: [
      'Baz bòlèt: bòlèt, maryaj ak lotto',
      'Ou nouvo nan bòlèt? Aprann paryaj yo nan senk minit.',
      'Yon bòlèt se yon nimewo de chif; yon maryaj mete de nimewo ansanm; lotto 3, 4 ak 5 peye plis.',
    ],
    de: [
      'Borlette-Grundlagen: Bòlèt, Maryaj und Lotto',
      'Neu bei Borlette? Lernen Sie die Wetten in fünf Minuten.',
      'Ein Bòlèt ist eine zweistellige Zahl, ein Maryaj verbindet zwei Zahlen, Lotto 3, 4 und 5 zahlen mehr.',
    ],
    fr: [
      'Les bases de la borlette : bòlèt, maryaj et loto',
      'Nouveau à la borlette ? Apprenez les paris en cinq minutes.',
      'Un bòlèt est un nombre à deux chiffres ; un maryaj associe deux nombres ; les lotos 3, 4 et 5 rapportent plus.',
    ],
    es: [
      'Lo básico de la borlette: bòlèt, maryaj y lotto',
      '¿Nuevo en la borlette? Aprende las apuestas en cinco minutos.',
      'Un bòlèt es un número de dos cifras; un maryaj une dos números; los lotto 3, 4 y 5 pagan más.',
    ],
    tr: [
      'Borlette’nin temelleri: bòlèt, maryaj ve loto',
      'Borlette’de yeni misiniz? Bahisleri beş dakikada öğrenin.',
      'Bòlèt iki basamaklı bir sayıdır; maryaj iki sayıyı eşleştirir; loto 3, 4 ve 5 daha çok öder.',
    ],
    zh: [
      'Borlette 入门：bòlèt、maryaj 和乐透',
      'Borlette 新手？五分钟学会投注。',
      'bòlèt 是一个两位数；maryaj 是两个数字的组合；3、4、5 位乐透赔率更高。',
    ],
  },
  'weekend-cashback-is-back': {
    ru: [
      'Кешбэк выходного дня вернулся',
      'Возвращаем 10% проигрыша за выходные каждый понедельник.',
      'С вечера пятницы до ночи воскресенья каждая проигранная ставка идёт в ваш кешбэк.',
    ],
    ht: [
      'Cashback wikenn lan tounen',
      'Resevwa 10% nan sa ou pèdi pandan wikenn nan chak lendi.',
      'Depi vandredi swa rive dimanch swa, chak paryaj ou pèdi konte pou cashback ou.',
    ],
    de: [
      'Das Wochenend-Cashback ist zurück',
      'Jeden Montag 10 % Ihrer Wochenendverluste zurück.',
      'Von Freitagabend bis Sonntagnacht zählt jede verlorene Wette für Ihr Cashback.',
    ],
    fr: [
      'Le cashback du week-end est de retour',
      'Récupérez 10 % de vos pertes du week-end chaque lundi.',
      'Du vendredi soir au dimanche soir, chaque pari perdant compte pour votre cashback.',
    ],
    es: [
      'Vuelve el cashback de fin de semana',
      'Recupera el 10 % de tus pérdidas del fin de semana cada lunes.',
      'Desde el viernes por la noche hasta el domingo, cada apuesta perdida cuenta para tu cashback.',
    ],
    tr: [
      'Hafta sonu nakit iadesi geri döndü',
      'Hafta sonu kayıplarınızın %10’unu her pazartesi geri alın.',
      'Cuma akşamından pazar gecesine kadar kaybeden her bahis nakit iadenize sayılır.',
    ],
    zh: ['周末返现回来了', '每周一返还您周末亏损的 10%。', '从周五晚上到周日晚上，每一笔未中的投注都计入返现。'],
  },
  'new-clubs-in-cap-haitien': {
    ru: [
      'Два новых клуба в Кап-Аитьене',
      'Пополняйте счёт и снимайте наличные на севере — теперь дольше.',
      'Наши партнёры в Кап-Аитьене работают с 8:00 до 22:00 без выходных.',
    ],
    ht: [
      'De nouvo klib nan Okap',
      'Depoze ak retire kach nan Nò a, kounye a ak plis lè louvri.',
      'Patnè nou yo nan Okap louvri depi 8:00 rive 22:00, sèt jou sou sèt.',
    ],
    de: [
      'Zwei neue Clubs in Cap-Haïtien',
      'Bargeld ein- und auszahlen im Norden, jetzt mit längeren Öffnungszeiten.',
      'Unsere Partner in Cap-Haïtien haben jetzt täglich von 8:00 bis 22:00 Uhr geöffnet.',
    ],
    fr: [
      'Deux nouveaux clubs au Cap-Haïtien',
      'Déposez et retirez en espèces dans le Nord, avec des horaires élargis.',
      'Nos partenaires du Cap-Haïtien ouvrent désormais de 8 h à 22 h, sept jours sur sept.',
    ],
    es: [
      'Dos clubes nuevos en Cabo Haitiano',
      'Deposita y retira efectivo en el norte, ahora con horario ampliado.',
      'Nuestros socios en Cabo Haitiano abren de 8:00 a 22:00, los siete días de la semana.',
    ],
    tr: [
      'Cap-Haïtien’de iki yeni kulüp',
      'Kuzeyde nakit yatırın ve çekin, artık daha uzun çalışma saatleriyle.',
      'Cap-Haïtien’deki ortaklarımız artık haftanın yedi günü 8:00–22:00 arası açık.',
    ],
    zh: [
      '海地角新增两家俱乐部',
      '在北部存取现金，营业时间更长。',
      '我们在海地角的合作伙伴现在每天 8:00 至 22:00 营业，全周无休。',
    ],
  },
  'crash-games-explained': {
    ru: [
      'Что такое краш-игры',
      'Множитель растёт, пока не обрушится: успейте забрать выигрыш.',
      'Сделайте ставку и следите за множителем. Заберите выигрыш до краха — и получите ставку, умноженную на множитель.',
    ],
    ht: [
      'Jwèt crash yo eksplike',
      'Miltiplikatè a monte jiskaske li kraze: retire lajan ou atan.',
      'Fè yon paryaj epi gade miltiplikatè a monte. Retire anvan li kraze pou genyen paryaj ou fwa miltiplikatè a.',
    ],
    de: [
      'Crash-Spiele erklärt',
      'Der Multiplikator steigt, bis er abstürzt: rechtzeitig auszahlen.',
      'Setzen Sie und sehen Sie dem Multiplikator beim Steigen zu. Zahlen Sie vor dem Absturz aus, um Einsatz mal Multiplikator zu gewinnen.',
    ],
    fr: [
      'Les jeux crash expliqués',
      'Le multiplicateur grimpe jusqu’au crash : encaissez à temps.',
      'Misez et regardez le multiplicateur monter. Encaissez avant le crash pour gagner votre mise multipliée.',
    ],
    es: [
      'Los juegos crash explicados',
      'El multiplicador sube hasta que se estrella: retira a tiempo.',
      'Apuesta y mira cómo crece el multiplicador. Retira antes de que se estrelle para ganar tu apuesta por el multiplicador.',
    ],
    tr: [
      'Crash oyunları nasıl oynanır',
      'Çarpan çökene kadar yükselir: zamanında çekin.',
      'Bahis yapın ve çarpanın yükselişini izleyin. Çökmeden önce çekerseniz bahsiniz çarpanla çarpılır.',
    ],
    zh: [
      '崩溃游戏详解',
      '倍数不断攀升直到崩溃：及时兑现。',
      '下注后看着倍数上升。在崩溃前兑现，即可赢得投注额乘以倍数。',
    ],
  },
  'responsible-gaming': {
    ru: [
      'Ответственная игра',
      'Простые привычки, чтобы игра оставалась удовольствием.',
      'Определите бюджет до начала игры и остановитесь, когда он исчерпан. Никогда не играйте в долг.',
    ],
    ht: [
      'Jwe ak responsablite',
      'Bon abitid senp pou jwèt la rete yon plezi.',
      'Deside yon bidjè anvan ou jwe epi kanpe lè ou rive ladan l. Pa janm prete lajan pou jwe.',
    ],
    de: [
      'Verantwortungsvoll spielen',
      'Einfache Gewohnheiten, damit das Spiel Spaß macht.',
      'Legen Sie vor dem Spiel ein Budget fest und hören Sie auf, wenn es erreicht ist. Leihen Sie sich nie Geld zum Spielen.',
    ],
    fr: [
      'Jouer de façon responsable',
      'Des habitudes simples pour que le jeu reste un plaisir.',
      'Fixez un budget avant de jouer et arrêtez-vous quand il est atteint. N’empruntez jamais pour jouer.',
    ],
    es: [
      'Jugar con responsabilidad',
      'Hábitos sencillos para que el juego siga siendo divertido.',
      'Fija un presupuesto antes de jugar y detente al alcanzarlo. Nunca pidas prestado para jugar.',
    ],
    tr: [
      'Sorumlu oyun',
      'Oyunu eğlenceli tutan basit alışkanlıklar.',
      'Oynamadan önce bir bütçe belirleyin ve ona ulaşınca durun. Oynamak için asla borç almayın.',
    ],
    zh: ['理性游戏', '让游戏保持乐趣的简单习惯。', '游戏前先定好预算，达到后就停止。切勿借钱游戏。'],
  },
  'crypto-deposits-arrive': {
    ru: [
      'Пополнение криптовалютой: USDT, BTC, ETH и другие',
      'Десять сетей и актуальный курс в HTG.',
      'У каждой сети свой адрес для пополнения; курс обновляется каждые десять секунд.',
    ],
    ht: [
      'Depoze ak kripto: USDT, BTC, ETH ak plis ankò',
      'Dis rezo disponib, ak to an dirèk an HTG.',
      'Chak rezo gen pwòp adrès depo pa l; to a rafrechi chak dis segonn.',
    ],
    de: [
      'Einzahlen mit Krypto: USDT, BTC, ETH und mehr',
      'Zehn Netzwerke mit Live-Kursen in HTG.',
      'Jedes Netzwerk hat eine eigene Einzahlungsadresse; der Kurs wird alle zehn Sekunden aktualisiert.',
    ],
    fr: [
      'Déposez en crypto : USDT, BTC, ETH et plus',
      'Dix réseaux pris en charge, avec des taux en direct en HTG.',
      'Chaque réseau a sa propre adresse de dépôt ; le taux se met à jour toutes les dix secondes.',
    ],
    es: [
      'Deposita con cripto: USDT, BTC, ETH y más',
      'Diez redes disponibles, con tasas en vivo en HTG.',
      'Cada red tiene su propia dirección de depósito; la tasa se actualiza cada diez segundos.',
    ],
    tr: [
      'Kripto ile yatırın: USDT, BTC, ETH ve daha fazlası',
      'HTG cinsinden canlı kurlarla on ağ desteği.',
      'Her ağın kendi yatırma adresi vardır; kur her on saniyede yenilenir.',
    ],
    zh: [
      '加密货币存款：USDT、BTC、ETH 等',
      '支持十个网络，实时 HTG 汇率。',
      '每个网络都有自己的存款地址；汇率每十秒刷新一次。',
    ],
  },
  'world-cup-qualifiers-odds': {
    ru: [
      'Отборочные: повышенные коэффициенты на матчи Гаити',
      'Поддержите «Гренадеров» с повышенными коэффициентами весь месяц.',
      'На каждый матч сборной Гаити в этом месяце — повышенный коэффициент на итоговый результат.',
    ],
    ht: [
      'Eliminatwa: kòt ogmante sou match Ayiti yo',
      'Sipòte Grenadye yo ak kòt ogmante pandan tout mwa a.',
      'Chak match ekip nasyonal Ayiti mwa sa a gen kòt ogmante sou rezilta final la.',
    ],
    de: [
      'Qualifikation: erhöhte Quoten auf Haiti-Spiele',
      'Unterstützen Sie die Grenadiers den ganzen Monat mit erhöhten Quoten.',
      'Jedes Spiel der haitianischen Nationalmannschaft in diesem Monat hat erhöhte Quoten auf das Endergebnis.',
    ],
    fr: [
      'Éliminatoires : cotes boostées sur les matchs d’Haïti',
      'Soutenez les Grenadiers avec des cotes boostées tout le mois.',
      'Chaque match de la sélection haïtienne ce mois-ci bénéficie de cotes boostées sur le résultat final.',
    ],
    es: [
      'Eliminatorias: cuotas mejoradas en los partidos de Haití',
      'Apoya a los Grenadiers con cuotas mejoradas todo el mes.',
      'Cada partido de la selección de Haití este mes tiene cuotas mejoradas en el resultado final.',
    ],
    tr: [
      'Elemeler: Haiti maçlarında artırılmış oranlar',
      'Grenadiers’ı ay boyunca artırılmış oranlarla destekleyin.',
      'Bu ay Haiti milli takımının her maçında maç sonucuna artırılmış oran var.',
    ],
    zh: [
      '预选赛：海地比赛赔率提升',
      '整月以提升的赔率支持“掷弹兵”。',
      '本月海地国家队的每场比赛，最终结果赔率均有提升。',
    ],
  },
  'welcome-bonus-how-it-works': {
    ru: [
      'Приветственный бонус шаг за шагом',
      'До 100% к первому депозиту — и как его разблокировать.',
      'Введите промокод WELCOME100 после первого депозита, затем отыграйте бонус в играх казино.',
    ],
    ht: [
      'Bonis byenvini ou, etap pa etap',
      'Jiska 100% sou premye depo ou, ak kijan pou debloke l.',
      'Antre kòd pwomo WELCOME100 apre premye depo ou, epi jwe bonis la nan jwèt kazino pou debloke l.',
    ],
    de: [
      'Ihr Willkommensbonus Schritt für Schritt',
      'Bis zu 100 % auf Ihre erste Einzahlung – und wie Sie ihn freischalten.',
      'Geben Sie nach der ersten Einzahlung den Aktionscode WELCOME100 ein und setzen Sie den Bonus in Casinospielen um.',
    ],
    fr: [
      'Votre bonus de bienvenue, étape par étape',
      'Jusqu’à 100 % sur votre premier dépôt, et comment le débloquer.',
      'Saisissez le code promo WELCOME100 après votre premier dépôt, puis misez le bonus aux jeux de casino pour le débloquer.',
    ],
    es: [
      'Tu bono de bienvenida, paso a paso',
      'Hasta el 100 % en tu primer depósito, y cómo desbloquearlo.',
      'Introduce el código promocional WELCOME100 tras tu primer depósito y apuesta el bono en juegos de casino para desbloquearlo.',
    ],
    tr: [
      'Hoş geldin bonusunuz, adım adım',
      'İlk yatırımınıza %100’e varan bonus ve nasıl açılacağı.',
      'İlk yatırımınızdan sonra WELCOME100 promosyon kodunu girin, ardından bonusu casino oyunlarında çevirin.',
    ],
    zh: [
      '欢迎奖金，一步一步来',
      '首次存款最高 100% 奖金，以及解锁方法。',
      '首次存款后输入促销码 WELCOME100，然后在娱乐场游戏中完成投注要求即可解锁。',
    ],
  },
};
