// The payment systems' words in the 8 interface languages (docs/product.md#constants-locales): method names, form and
// widget texts. English builds payment_systems (./payment-systems.ts, ./payment-forms.ts); each other language builds
// the same systems and keeps their names and text parts as payment_system_translations rows (migration 0011). The
// words are the app's own (src/i18n/messages): deposit, withdrawal, balance, limit, club, PIN. Brands (MonCash,
// NatCash) and amounts in HTG stay as they are.
import type { Locale } from '../../../contract/constants';

export interface PaymentWords {
  names: { cashAtClub: string; crypto: string; bankCard: string; bankTransfer: string };
  natcash: {
    title: string;
    header: string;
    footer: string;
    confirm: string;
    intro: string;
    merchant: string;
    amount: string;
    reference: string;
    referenceHint: string;
    paidOn: string;
    paidAt: string;
    pin: string;
    wallet: string;
    personalWallet: string;
    merchantWallet: string;
    guide: string;
  };
  cashDeposit: { confirm: string };
  cashWithdrawal: { limit: string; info: string; warning: string; danger: string; confirm: string };
  cryptoWithdrawal: { confirm: string };
  moncashWithdrawal: { title: string; footer: string; intro: string; phone: string };
}

export const EN: PaymentWords = {
  names: { cashAtClub: 'Cash at a club', crypto: 'Crypto', bankCard: 'Bank card', bankTransfer: 'Bank transfer' },
  natcash: {
    title: 'Deposit with NatCash',
    header: '<p>Minimum 50 HTG, maximum 50 000 HTG per payment.</p>',
    footer: '<p>Questions? Write to support from the About page.</p>',
    confirm: 'Send this deposit request?',
    intro:
      '<p>Send the amount from your <strong>NatCash</strong> wallet to the merchant number below, then enter the transaction reference.</p>',
    merchant: 'Merchant number',
    amount: 'Amount, HTG',
    reference: 'Transaction reference',
    referenceHint: 'As in the NatCash SMS',
    paidOn: 'Payment date',
    paidAt: 'Payment time',
    pin: 'NatCash PIN (demo, not stored)',
    wallet: 'Wallet',
    personalWallet: 'Personal wallet',
    merchantWallet: 'Merchant wallet',
    guide: 'How to pay with NatCash',
  },
  cashDeposit: { confirm: 'Create a cash deposit request? Pay it at the club with the PIN you get.' },
  cashWithdrawal: {
    limit: 'The amount is above the limit of this withdrawal method',
    info: 'Bring the ID you registered with; the club pays out on presentation of your PIN.',
    warning: 'A withdrawal not collected within 7 days is cancelled and refunded.',
    danger: 'Never share your PIN with anyone, including club staff on the phone.',
    confirm: 'Confirm the cash withdrawal?',
  },
  cryptoWithdrawal: { confirm: 'Send the crypto withdrawal?' },
  moncashWithdrawal: {
    title: 'Withdraw to MonCash',
    footer: '<p>A 1% MonCash fee applies.</p>',
    intro: '<p>Withdrawals to MonCash arrive within 15 minutes on working days.</p>',
    phone: 'MonCash phone number',
  },
};

const HT: PaymentWords = {
  names: { cashAtClub: 'Kach nan yon klib', crypto: 'Kripto', bankCard: 'Kat bankè', bankTransfer: 'Transfè labank' },
  natcash: {
    title: 'Fè yon depo ak NatCash',
    header: '<p>Minimòm 50 HTG, maksimòm 50 000 HTG pou chak peman.</p>',
    footer: '<p>Ou gen kesyon? Ekri sipò a nan paj Konsènan nou.</p>',
    confirm: 'Voye demann depo sa a?',
    intro:
      '<p>Voye montan an soti nan pòtfèy <strong>NatCash</strong> ou a sou nimewo machann ki anba a, epi antre referans tranzaksyon an.</p>',
    merchant: 'Nimewo machann',
    amount: 'Montan, HTG',
    reference: 'Referans tranzaksyon',
    referenceHint: 'Jan li ekri nan SMS NatCash la',
    paidOn: 'Dat peman',
    paidAt: 'Lè peman',
    pin: 'PIN NatCash (demo, nou pa kenbe l)',
    wallet: 'Pòtfèy',
    personalWallet: 'Pòtfèy pèsonèl',
    merchantWallet: 'Pòtfèy machann',
    guide: 'Kijan pou peye ak NatCash',
  },
  cashDeposit: { confirm: 'Kreye yon demann depo kach? Peye l nan klib la ak PIN ou resevwa a.' },
  cashWithdrawal: {
    limit: 'Montan an depase limit metòd retrè sa a',
    info: 'Pote pyès idantite ou te itilize pou enskri a; klib la peye w lè ou montre PIN ou.',
    warning: 'Yon retrè ou pa vin chèche nan 7 jou anile, epi lajan an retounen sou balans ou.',
    danger: 'Pa janm bay pèsonn PIN ou, menm moun klib la ki rele w nan telefòn.',
    confirm: 'Konfime retrè kach la?',
  },
  cryptoWithdrawal: { confirm: 'Voye retrè kripto a?' },
  moncashWithdrawal: {
    title: 'Retire sou MonCash',
    footer: '<p>Gen yon frè MonCash 1%.</p>',
    intro: '<p>Retrè sou MonCash rive nan 15 minit nan jou travay yo.</p>',
    phone: 'Nimewo telefòn MonCash',
  },
};

const FR: PaymentWords = {
  names: {
    cashAtClub: 'Espèces dans un club',
    crypto: 'Crypto',
    bankCard: 'Carte bancaire',
    bankTransfer: 'Virement bancaire',
  },
  natcash: {
    title: 'Dépôt avec NatCash',
    header: '<p>Minimum 50 HTG, maximum 50 000 HTG par paiement.</p>',
    footer: '<p>Des questions ? Écrivez à l’assistance depuis la page À propos de nous.</p>',
    confirm: 'Envoyer cette demande de dépôt ?',
    intro:
      '<p>Envoyez le montant depuis votre portefeuille <strong>NatCash</strong> au numéro marchand ci-dessous, puis saisissez la référence de la transaction.</p>',
    merchant: 'Numéro marchand',
    amount: 'Montant, HTG',
    reference: 'Référence de la transaction',
    referenceHint: 'Comme dans le SMS NatCash',
    paidOn: 'Date du paiement',
    paidAt: 'Heure du paiement',
    pin: 'Code PIN NatCash (démo, non conservé)',
    wallet: 'Portefeuille',
    personalWallet: 'Portefeuille personnel',
    merchantWallet: 'Portefeuille marchand',
    guide: 'Comment payer avec NatCash',
  },
  cashDeposit: { confirm: 'Créer une demande de dépôt en espèces ? Payez-la au club avec le code PIN reçu.' },
  cashWithdrawal: {
    limit: 'Le montant dépasse la limite de ce moyen de retrait',
    info: 'Apportez la pièce d’identité utilisée à l’inscription ; le club paie sur présentation de votre code PIN.',
    warning: 'Un retrait non récupéré sous 7 jours est annulé et remboursé.',
    danger: 'Ne communiquez jamais votre code PIN à personne, pas même au personnel du club au téléphone.',
    confirm: 'Confirmer le retrait en espèces ?',
  },
  cryptoWithdrawal: { confirm: 'Envoyer le retrait crypto ?' },
  moncashWithdrawal: {
    title: 'Retrait vers MonCash',
    footer: '<p>Des frais MonCash de 1 % s’appliquent.</p>',
    intro: '<p>Les retraits vers MonCash arrivent en 15 minutes les jours ouvrables.</p>',
    phone: 'Numéro de téléphone MonCash',
  },
};

const DE: PaymentWords = {
  names: {
    cashAtClub: 'Bargeld im Club',
    crypto: 'Krypto',
    bankCard: 'Bankkarte',
    bankTransfer: 'Banküberweisung',
  },
  natcash: {
    title: 'Einzahlung mit NatCash',
    header: '<p>Mindestens 50 HTG, höchstens 50 000 HTG pro Zahlung.</p>',
    footer: '<p>Fragen? Schreiben Sie dem Kundenservice über die Seite „Über uns“.</p>',
    confirm: 'Diese Einzahlungsanfrage senden?',
    intro:
      '<p>Senden Sie den Betrag aus Ihrer <strong>NatCash</strong>-Wallet an die Händlernummer unten und geben Sie dann die Transaktionsreferenz ein.</p>',
    merchant: 'Händlernummer',
    amount: 'Betrag, HTG',
    reference: 'Transaktionsreferenz',
    referenceHint: 'Wie in der NatCash-SMS',
    paidOn: 'Zahlungsdatum',
    paidAt: 'Zahlungszeit',
    pin: 'NatCash-PIN (Demo, wird nicht gespeichert)',
    wallet: 'Wallet',
    personalWallet: 'Persönliche Wallet',
    merchantWallet: 'Händler-Wallet',
    guide: 'So zahlen Sie mit NatCash',
  },
  cashDeposit: { confirm: 'Bareinzahlung anlegen? Zahlen Sie sie im Club mit der PIN ein, die Sie erhalten.' },
  cashWithdrawal: {
    limit: 'Der Betrag übersteigt das Limit dieser Auszahlungsmethode',
    info: 'Bringen Sie den Ausweis mit, mit dem Sie sich registriert haben; der Club zahlt gegen Vorlage Ihrer PIN aus.',
    warning: 'Eine Auszahlung, die nicht innerhalb von 7 Tagen abgeholt wird, wird storniert und erstattet.',
    danger: 'Geben Sie Ihre PIN niemals weiter, auch nicht an Clubpersonal am Telefon.',
    confirm: 'Barauszahlung bestätigen?',
  },
  cryptoWithdrawal: { confirm: 'Krypto-Auszahlung senden?' },
  moncashWithdrawal: {
    title: 'Auszahlung auf MonCash',
    footer: '<p>Es fällt eine MonCash-Gebühr von 1 % an.</p>',
    intro: '<p>Auszahlungen auf MonCash kommen an Werktagen innerhalb von 15 Minuten an.</p>',
    phone: 'MonCash-Telefonnummer',
  },
};

const ES: PaymentWords = {
  names: {
    cashAtClub: 'Efectivo en un club',
    crypto: 'Cripto',
    bankCard: 'Tarjeta bancaria',
    bankTransfer: 'Transferencia bancaria',
  },
  natcash: {
    title: 'Depósito con NatCash',
    header: '<p>Mínimo 50 HTG, máximo 50 000 HTG por pago.</p>',
    footer: '<p>¿Tienes preguntas? Escribe a soporte desde la página Sobre nosotros.</p>',
    confirm: '¿Enviar esta solicitud de depósito?',
    intro:
      '<p>Envía el importe desde tu billetera <strong>NatCash</strong> al número de comercio de abajo y luego escribe la referencia de la transacción.</p>',
    merchant: 'Número de comercio',
    amount: 'Importe, HTG',
    reference: 'Referencia de la transacción',
    referenceHint: 'Como aparece en el SMS de NatCash',
    paidOn: 'Fecha del pago',
    paidAt: 'Hora del pago',
    pin: 'PIN de NatCash (demo, no se guarda)',
    wallet: 'Billetera',
    personalWallet: 'Billetera personal',
    merchantWallet: 'Billetera de comercio',
    guide: 'Cómo pagar con NatCash',
  },
  cashDeposit: { confirm: '¿Crear una solicitud de depósito en efectivo? Págala en el club con el PIN que recibas.' },
  cashWithdrawal: {
    limit: 'El importe supera el límite de este método de retiro',
    info: 'Trae el documento de identidad con el que te registraste; el club paga al presentar tu PIN.',
    warning: 'Un retiro que no se recoge en 7 días se cancela y se reembolsa.',
    danger: 'Nunca compartas tu PIN con nadie, ni siquiera con el personal del club por teléfono.',
    confirm: '¿Confirmar el retiro en efectivo?',
  },
  cryptoWithdrawal: { confirm: '¿Enviar el retiro en cripto?' },
  moncashWithdrawal: {
    title: 'Retiro a MonCash',
    footer: '<p>Se aplica una comisión de MonCash del 1 %.</p>',
    intro: '<p>Los retiros a MonCash llegan en 15 minutos en días hábiles.</p>',
    phone: 'Número de teléfono de MonCash',
  },
};

const RU: PaymentWords = {
  names: {
    cashAtClub: 'Наличные в клубе',
    crypto: 'Криптовалюта',
    bankCard: 'Банковская карта',
    bankTransfer: 'Банковский перевод',
  },
  natcash: {
    title: 'Пополнение через NatCash',
    header: '<p>Минимум 50 HTG, максимум 50 000 HTG за один платёж.</p>',
    footer: '<p>Есть вопросы? Напишите в поддержку со страницы «О нас».</p>',
    confirm: 'Отправить заявку на пополнение?',
    intro:
      '<p>Переведите сумму из кошелька <strong>NatCash</strong> на номер продавца ниже, затем введите номер транзакции.</p>',
    merchant: 'Номер продавца',
    amount: 'Сумма, HTG',
    reference: 'Номер транзакции',
    referenceHint: 'Как в SMS от NatCash',
    paidOn: 'Дата платежа',
    paidAt: 'Время платежа',
    pin: 'PIN NatCash (демо, не сохраняется)',
    wallet: 'Кошелёк',
    personalWallet: 'Личный кошелёк',
    merchantWallet: 'Кошелёк продавца',
    guide: 'Как оплатить через NatCash',
  },
  cashDeposit: { confirm: 'Создать заявку на пополнение наличными? Оплатите её в клубе с полученным PIN.' },
  cashWithdrawal: {
    limit: 'Сумма превышает лимит этого способа вывода',
    info: 'Возьмите документ, с которым вы регистрировались; клуб выплатит деньги по вашему PIN.',
    warning: 'Вывод, не полученный в течение 7 дней, отменяется, а деньги возвращаются на баланс.',
    danger: 'Никому не сообщайте свой PIN, даже сотрудникам клуба по телефону.',
    confirm: 'Подтвердить вывод наличными?',
  },
  cryptoWithdrawal: { confirm: 'Отправить заявку на вывод криптовалюты?' },
  moncashWithdrawal: {
    title: 'Вывод на MonCash',
    footer: '<p>Комиссия MonCash — 1%.</p>',
    intro: '<p>Вывод на MonCash приходит в течение 15 минут в рабочие дни.</p>',
    phone: 'Номер телефона MonCash',
  },
};

const TR: PaymentWords = {
  names: { cashAtClub: 'Kulüpte nakit', crypto: 'Kripto', bankCard: 'Banka kartı', bankTransfer: 'Banka havalesi' },
  natcash: {
    title: 'NatCash ile para yatırma',
    header: '<p>Ödeme başına en az 50 HTG, en çok 50 000 HTG.</p>',
    footer: '<p>Sorunuz mu var? Hakkımızda sayfasından destek ekibine yazın.</p>',
    confirm: 'Bu para yatırma talebi gönderilsin mi?',
    intro:
      '<p>Tutarı <strong>NatCash</strong> cüzdanınızdan aşağıdaki üye işyeri numarasına gönderin, ardından işlem referansını girin.</p>',
    merchant: 'Üye işyeri numarası',
    amount: 'Tutar, HTG',
    reference: 'İşlem referansı',
    referenceHint: 'NatCash SMS’indeki gibi',
    paidOn: 'Ödeme tarihi',
    paidAt: 'Ödeme saati',
    pin: 'NatCash PIN’i (demo, saklanmaz)',
    wallet: 'Cüzdan',
    personalWallet: 'Kişisel cüzdan',
    merchantWallet: 'İşyeri cüzdanı',
    guide: 'NatCash ile nasıl ödenir',
  },
  cashDeposit: { confirm: 'Nakit para yatırma talebi oluşturulsun mu? Aldığınız PIN ile kulüpte ödeyin.' },
  cashWithdrawal: {
    limit: 'Tutar bu para çekme yönteminin limitini aşıyor',
    info: 'Kayıt olurken kullandığınız kimliği getirin; kulüp, PIN’inizi gösterdiğinizde ödeme yapar.',
    warning: '7 gün içinde alınmayan para çekme işlemi iptal edilir ve tutar iade edilir.',
    danger: 'PIN’inizi asla kimseyle paylaşmayın, telefondaki kulüp personeliyle bile.',
    confirm: 'Nakit para çekme onaylansın mı?',
  },
  cryptoWithdrawal: { confirm: 'Kripto para çekme talebi gönderilsin mi?' },
  moncashWithdrawal: {
    title: 'MonCash’e para çekme',
    footer: '<p>%1 MonCash ücreti uygulanır.</p>',
    intro: '<p>MonCash’e para çekme işlemleri iş günlerinde 15 dakika içinde ulaşır.</p>',
    phone: 'MonCash telefon numarası',
  },
};

const ZH: PaymentWords = {
  names: { cashAtClub: '俱乐部现金', crypto: '加密货币', bankCard: '银行卡', bankTransfer: '银行转账' },
  natcash: {
    title: '使用 NatCash 存款',
    header: '<p>每笔最低 50 HTG，最高 50 000 HTG。</p>',
    footer: '<p>有疑问？请在“关于我们”页面联系客服。</p>',
    confirm: '发送这笔存款申请？',
    intro: '<p>从你的 <strong>NatCash</strong> 钱包把金额转到下方的商户号码，然后输入交易参考号。</p>',
    merchant: '商户号码',
    amount: '金额，HTG',
    reference: '交易参考号',
    referenceHint: '见 NatCash 短信',
    paidOn: '付款日期',
    paidAt: '付款时间',
    pin: 'NatCash PIN（演示，不会保存）',
    wallet: '钱包',
    personalWallet: '个人钱包',
    merchantWallet: '商户钱包',
    guide: '如何使用 NatCash 付款',
  },
  cashDeposit: { confirm: '创建现金存款申请？请凭收到的 PIN 在俱乐部付款。' },
  cashWithdrawal: {
    limit: '金额超过此提款方式的限额',
    info: '请携带注册时使用的身份证件；出示 PIN 后俱乐部即付款。',
    warning: '7 天内未领取的提款将被取消并退款。',
    danger: '切勿向任何人透露你的 PIN，包括电话中的俱乐部工作人员。',
    confirm: '确认现金提款？',
  },
  cryptoWithdrawal: { confirm: '发送加密货币提款？' },
  moncashWithdrawal: {
    title: '提款到 MonCash',
    footer: '<p>MonCash 收取 1% 手续费。</p>',
    intro: '<p>工作日内，提款到 MonCash 会在 15 分钟内到账。</p>',
    phone: 'MonCash 手机号码',
  },
};

/** The words of every language but English, which is payment_systems itself. */
export const PAYMENT_WORDS: Record<Exclude<Locale, 'en'>, PaymentWords> = {
  ru: RU,
  ht: HT,
  de: DE,
  fr: FR,
  es: ES,
  tr: TR,
  zh: ZH,
};
