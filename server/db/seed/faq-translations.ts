// The FAQ in the 7 other interface languages (docs/product.md#constants-locales), in the order of ./faq.ts:
// [question, answer]. Buttons and menus are named as the app names them in that language (src/i18n/messages).
import type { Locale } from '../../../contract/constants';

type Entry = readonly [question: string, answer: string];

export const FAQ_TRANSLATIONS: Record<Exclude<Locale, 'en'>, readonly Entry[]> = {
  ht: [
    [
      'Kijan pou m kreye yon kont?',
      '<p>Peze <strong>Enskri</strong>, chwazi peyi w, antre nimewo telefòn ou ak kòd SMS nou voye ba ou a, chwazi yon modpas epi konfime ou gen omwen 18 an.</p>',
    ],
    [
      'Kijan pou m fè yon depo ak MonCash oswa NatCash?',
      '<p>Louvri <strong>Depo</strong>, chwazi MonCash oswa NatCash, antre montan an epi konfime peman an nan pòtfèy mobil ou. Lajan an rive sou balans ou nan kèk minit.</p>',
    ],
    [
      'Ki kote m ka fè yon retrè kach?',
      '<p>Chwazi <strong>Retire → Kach nan yon klib</strong>, pran yon klib ki toupre w epi pote pyès idantite ou. Chak klib gen pwòp limit retrè pa l; lis klib yo montre l.</p>',
    ],
    [
      'Kisa balans bonis la ye?',
      '<p>Bonis ki soti nan pwomosyon ak kòd pwomo ale sou balans bonis la. Lè ou fin mize montan yo mande a, ou ka konvèti l an balans reyèl nan meni an.</p>',
    ],
    [
      'Sa k pase si yon jwèt tonbe an pàn pandan paryaj mwen?',
      '<p>Paryaj yon pàn teknik touche regle ak koefisyan 1, epi se sèlman lajan ou pèdi akoz pàn nan yo ranbouse.</p>',
    ],
    [
      'Ki lang mwen ka itilize?',
      '<p>Kreyòl, English, Français, Español, Deutsch, Русский, Türkçe ak 中文. Chanje lang lan anba nenpòt paj.</p>',
    ],
    [
      'Kijan pou m jwe ak responsablite?',
      '<p>Fikse yon bidjè ak yon limit tan anvan ou jwe, pa janm kouri dèyè sa ou pèdi, epi pran poz. Kontakte sipò a si ou vle yo mete kont ou an poz.</p>',
    ],
  ],
  fr: [
    [
      'Comment créer un compte ?',
      '<p>Appuyez sur <strong>S’inscrire</strong>, choisissez votre pays, saisissez votre numéro de téléphone et le code SMS que nous vous envoyons, choisissez un mot de passe et confirmez que vous avez au moins 18 ans.</p>',
    ],
    [
      'Comment faire un dépôt avec MonCash ou NatCash ?',
      '<p>Ouvrez <strong>Dépôt</strong>, choisissez MonCash ou NatCash, saisissez le montant et confirmez le paiement dans votre portefeuille mobile. L’argent arrive sur votre solde en quelques minutes.</p>',
    ],
    [
      'Où faire un retrait en espèces ?',
      '<p>Choisissez <strong>Retrait → Espèces dans un club</strong>, prenez un club près de chez vous et apportez votre pièce d’identité. Chaque club a sa propre limite de retrait ; la liste des clubs l’indique.</p>',
    ],
    [
      'Qu’est-ce que le solde bonus ?',
      '<p>Les bonus des promotions et des codes promo vont sur le solde bonus. Une fois le montant requis misé, vous pouvez le convertir en solde réel depuis le menu.</p>',
    ],
    [
      'Que se passe-t-il si un jeu tombe en panne pendant mon pari ?',
      '<p>Les paris touchés par une panne technique sont réglés à la cote 1, et seul l’argent perdu à cause de la panne est remboursé.</p>',
    ],
    [
      'Quelles langues puis-je utiliser ?',
      '<p>Kreyòl, English, Français, Español, Deutsch, Русский, Türkçe et 中文. Changez de langue en bas de n’importe quelle page.</p>',
    ],
    [
      'Comment jouer de façon responsable ?',
      '<p>Fixez-vous un budget et une limite de temps avant de jouer, ne courez jamais après vos pertes et faites des pauses. Contactez l’assistance si vous souhaitez suspendre votre compte.</p>',
    ],
  ],
  de: [
    [
      'Wie erstelle ich ein Konto?',
      '<p>Tippen Sie auf <strong>Registrieren</strong>, wählen Sie Ihr Land, geben Sie Ihre Telefonnummer und den SMS-Code ein, den wir Ihnen senden, wählen Sie ein Passwort und bestätigen Sie, dass Sie mindestens 18 Jahre alt sind.</p>',
    ],
    [
      'Wie funktioniert die Einzahlung mit MonCash oder NatCash?',
      '<p>Öffnen Sie <strong>Einzahlung</strong>, wählen Sie MonCash oder NatCash, geben Sie den Betrag ein und bestätigen Sie die Zahlung in Ihrer mobilen Wallet. Das Geld ist in wenigen Minuten auf Ihrem Guthaben.</p>',
    ],
    [
      'Wo bekomme ich eine Barauszahlung?',
      '<p>Wählen Sie <strong>Auszahlung → Bargeld im Club</strong>, suchen Sie einen Club in Ihrer Nähe aus und bringen Sie Ihren Ausweis mit. Jeder Club hat sein eigenes Auszahlungslimit; die Club-Liste zeigt es an.</p>',
    ],
    [
      'Was ist das Bonusguthaben?',
      '<p>Boni aus Aktionen und Aktionscodes landen auf dem Bonusguthaben. Sobald Sie den geforderten Betrag eingesetzt haben, können Sie es im Menü in Echtgeld umwandeln.</p>',
    ],
    [
      'Was passiert, wenn ein Spiel während meiner Wette ausfällt?',
      '<p>Wetten, die von einer technischen Störung betroffen sind, werden mit der Quote 1 abgerechnet, und nur das durch die Störung verlorene Geld wird erstattet.</p>',
    ],
    [
      'Welche Sprachen kann ich nutzen?',
      '<p>Kreyòl, English, Français, Español, Deutsch, Русский, Türkçe und 中文. Die Sprache ändern Sie unten auf jeder Seite.</p>',
    ],
    [
      'Wie spiele ich verantwortungsvoll?',
      '<p>Legen Sie vor dem Spielen ein Budget und ein Zeitlimit fest, jagen Sie Verlusten nie hinterher und machen Sie Pausen. Wenden Sie sich an den Kundenservice, wenn Sie Ihr Konto pausieren möchten.</p>',
    ],
  ],
  es: [
    [
      '¿Cómo creo una cuenta?',
      '<p>Toca <strong>Registrarse</strong>, elige tu país, escribe tu número de teléfono y el código SMS que te enviamos, elige una contraseña y confirma que tienes al menos 18 años.</p>',
    ],
    [
      '¿Cómo hago un depósito con MonCash o NatCash?',
      '<p>Abre <strong>Depósito</strong>, elige MonCash o NatCash, escribe el importe y confirma el pago en tu billetera móvil. El dinero llega a tu saldo en pocos minutos.</p>',
    ],
    [
      '¿Dónde puedo retirar efectivo?',
      '<p>Elige <strong>Retirar → Efectivo en un club</strong>, escoge un club cerca de ti y trae tu documento de identidad. Cada club tiene su propio límite de retiro; la lista de clubes lo muestra.</p>',
    ],
    [
      '¿Qué es el saldo de bono?',
      '<p>Los bonos que ganas en promociones o con un código promocional van al saldo de bono. Cuando hayas apostado el importe requerido, puedes convertirlo a tu saldo real desde el menú.</p>',
    ],
    [
      '¿Qué pasa si un juego falla durante mi apuesta?',
      '<p>Las apuestas afectadas por un fallo técnico se liquidan con cuota 1, y solo se reembolsa el dinero perdido por el fallo.</p>',
    ],
    [
      '¿Qué idiomas puedo usar?',
      '<p>Kreyòl, English, Français, Español, Deutsch, Русский, Türkçe y 中文. Cambia el idioma al pie de cualquier página.</p>',
    ],
    [
      '¿Cómo juego de forma responsable?',
      '<p>Ponte un presupuesto y un límite de tiempo antes de jugar, nunca intentes recuperar lo perdido y haz pausas. Contacta con soporte si quieres pausar tu cuenta.</p>',
    ],
  ],
  ru: [
    [
      'Как создать аккаунт?',
      '<p>Нажмите <strong>Регистрация</strong>, выберите страну, введите номер телефона и код из SMS, которое мы пришлём, придумайте пароль и подтвердите, что вам исполнилось 18 лет.</p>',
    ],
    [
      'Как пополнить счёт через MonCash или NatCash?',
      '<p>Откройте <strong>Пополнить</strong>, выберите MonCash или NatCash, введите сумму и подтвердите платёж в мобильном кошельке. Деньги поступят на баланс в течение нескольких минут.</p>',
    ],
    [
      'Где вывести наличные?',
      '<p>Выберите <strong>Вывод средств → Наличные в клубе</strong>, выберите клуб рядом с вами и возьмите документ, удостоверяющий личность. У каждого клуба свой лимит на вывод; он указан в списке клубов.</p>',
    ],
    [
      'Что такое бонусный баланс?',
      '<p>Бонусы из акций и по промокодам зачисляются на бонусный баланс. Когда вы отыграете нужную сумму, его можно перевести на реальный баланс в меню.</p>',
    ],
    [
      'Что будет, если игра сломается во время ставки?',
      '<p>Ставки, затронутые техническим сбоем, рассчитываются с коэффициентом 1, а возвращаются только деньги, потерянные из-за сбоя.</p>',
    ],
    [
      'Какие языки доступны?',
      '<p>Kreyòl, English, Français, Español, Deutsch, Русский, Türkçe и 中文. Язык можно сменить внизу любой страницы.</p>',
    ],
    [
      'Как играть ответственно?',
      '<p>Перед игрой установите себе бюджет и лимит времени, никогда не пытайтесь отыграться и делайте перерывы. Напишите в поддержку, если хотите приостановить аккаунт.</p>',
    ],
  ],
  tr: [
    [
      'Nasıl hesap oluştururum?',
      '<p><strong>Kayıt ol</strong> düğmesine dokunun, ülkenizi seçin, telefon numaranızı ve size gönderdiğimiz SMS kodunu girin, bir şifre belirleyin ve en az 18 yaşında olduğunuzu onaylayın.</p>',
    ],
    [
      'MonCash veya NatCash ile nasıl para yatırırım?',
      '<p><strong>Para yatır</strong> bölümünü açın, MonCash veya NatCash’i seçin, tutarı girin ve ödemeyi mobil cüzdanınızda onaylayın. Para birkaç dakika içinde bakiyenize geçer.</p>',
    ],
    [
      'Nakit parayı nereden çekebilirim?',
      '<p><strong>Para çek → Kulüpte nakit</strong> seçeneğini seçin, size yakın bir kulüp belirleyin ve kimliğinizi yanınıza alın. Her kulübün kendi para çekme limiti vardır; kulüp listesinde görebilirsiniz.</p>',
    ],
    [
      'Bonus bakiye nedir?',
      '<p>Kampanyalardan ve promosyon kodlarından gelen bonuslar bonus bakiyeye eklenir. Gereken tutarda bahis yaptıktan sonra bunu menüden gerçek bakiyenize dönüştürebilirsiniz.</p>',
    ],
    [
      'Bahis sırasında bir oyun arızalanırsa ne olur?',
      '<p>Teknik bir arızadan etkilenen bahisler 1 oranıyla sonuçlandırılır ve yalnızca arıza yüzünden kaybedilen para iade edilir.</p>',
    ],
    [
      'Hangi dilleri kullanabilirim?',
      '<p>Kreyòl, English, Français, Español, Deutsch, Русский, Türkçe ve 中文. Dili herhangi bir sayfanın altından değiştirebilirsiniz.</p>',
    ],
    [
      'Nasıl sorumlu oynarım?',
      '<p>Oynamadan önce kendinize bir bütçe ve süre limiti belirleyin, kayıplarınızın peşinden asla koşmayın ve mola verin. Hesabınızın duraklatılmasını istiyorsanız destek ekibiyle iletişime geçin.</p>',
    ],
  ],
  zh: [
    [
      '如何创建账户？',
      '<p>点击<strong>注册</strong>，选择你的国家，输入手机号码和我们发给你的短信验证码，设置密码并确认你已年满 18 岁。</p>',
    ],
    [
      '如何通过 MonCash 或 NatCash 存款？',
      '<p>打开<strong>存款</strong>，选择 MonCash 或 NatCash，输入金额并在手机钱包中确认付款。资金几分钟内就会进入你的余额。</p>',
    ],
    [
      '在哪里可以现金提款？',
      '<p>选择<strong>提款 → 俱乐部现金</strong>，挑选一家离你近的俱乐部并携带身份证件。每家俱乐部都有自己的提款限额，俱乐部列表中可以查看。</p>',
    ],
    [
      '什么是奖金余额？',
      '<p>来自优惠活动和优惠码的奖金会进入奖金余额。完成所需的投注金额后，你可以在菜单中将其兑换为真实余额。</p>',
    ],
    ['如果游戏在我投注时出现故障怎么办？', '<p>受技术故障影响的投注按赔率 1 结算，只有因故障损失的资金会被退还。</p>'],
    [
      '可以使用哪些语言？',
      '<p>Kreyòl、English、Français、Español、Deutsch、Русский、Türkçe 和中文。在任意页面底部即可切换语言。</p>',
    ],
    [
      '如何理性游戏？',
      '<p>游戏前为自己设定预算和时间限额，切勿试图追回损失，并适时暂停休息。如需暂停账户，请联系客服。</p>',
    ],
  ],
};
