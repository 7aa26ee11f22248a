// Every machine of src/machines, in one list: the QA coverage report, the machine visualizer and the
// generated Mermaid diagrams all read it. tests/model/machine-registry.test.ts fails when a
// *.machine.ts file is missing here, so a new machine cannot skip QA.
import type { AnyStateMachine } from 'xstate';
import { accountBreakMachine } from '../machines/account-break/account-break.machine';
import { accountMenuMachine } from '../machines/account-menu/account-menu.machine';
import { bonusConvertMachine } from '../machines/bonus-convert/bonus-convert.machine';
import { carouselMachine } from '../machines/carousel/carousel.machine';
import { cashDepositMachine } from '../machines/cash-deposit/cash-deposit.machine';
import { cashWithdrawalMachine } from '../machines/cash-withdrawal/cash-withdrawal.machine';
import { clipboardCopyMachine } from '../machines/clipboard-copy/clipboard-copy.machine';
import { clubMapMachine } from '../machines/club-map/club-map.machine';
import { cryptoDepositMachine } from '../machines/crypto-deposit/crypto-deposit.machine';
import { cryptoWithdrawalMachine } from '../machines/crypto-withdrawal/crypto-withdrawal.machine';
import { dateRangePickerMachine } from '../machines/date-range-picker/date-range-picker.machine';
import { depositLimitsMachine } from '../machines/deposit-limits/deposit-limits.machine';
import { gameLaunchMachine } from '../machines/game-launch/game-launch.machine';
import { gameSearchMachine } from '../machines/game-search/game-search.machine';
import { googleOAuthMachine } from '../machines/google-oauth/google-oauth.machine';
import { historyFilterMachine } from '../machines/history-filter/history-filter.machine';
import { limitPromptMachine } from '../machines/limit-prompt/limit-prompt.machine';
import { liveBalanceMachine } from '../machines/live-balance/live-balance.machine';
import { localeMachine } from '../machines/locale/locale.machine';
import { loginMachine } from '../machines/login/login.machine';
import { loginModalMachine } from '../machines/login-modal/login-modal.machine';
import { paymentFormMachine } from '../machines/payment-form/payment-form.machine';
import { paymentRollbackMachine } from '../machines/payment-rollback/payment-rollback.machine';
import { paymentSystemMachine } from '../machines/payment-system/payment-system.machine';
import { pickerMachine } from '../machines/picker/picker.machine';
import { promoCodeMachine } from '../machines/promo-code/promo-code.machine';
import { playTimeMachine } from '../machines/play-time/play-time.machine';
import { realityCheckMachine } from '../machines/reality-check/reality-check.machine';
import { registrationMachine } from '../machines/registration/registration.machine';
import { rotateMachine } from '../machines/rotate/rotate.machine';
import { sessionMachine } from '../machines/session/session.machine';
import { signupLimitsMachine } from '../machines/signup-limits/signup-limits.machine';
import { sportFrameMachine } from '../machines/sport-frame/sport-frame.machine';
import { smsCodeMachine } from '../machines/sms-code/sms-code.machine';
import { startupPopupMachine } from '../machines/startup-popup/startup-popup.machine';
import { statementMachine } from '../machines/statement/statement.machine';
import { telegramMachine } from '../machines/telegram/telegram.machine';
import { unlinkMachine } from '../machines/unlink/unlink.machine';
import { walletOAuthMachine } from '../machines/wallet-oauth/wallet-oauth.machine';

export interface RegisteredMachine {
  /** Folder under src/machines (also the file stem: <folder>/<folder>.machine.ts). */
  folder: string;
  /** What QA and developers call the flow. */
  title: string;
  machine: AnyStateMachine;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  { folder: 'account-break', title: 'Cool-off and self-exclusion', machine: accountBreakMachine },
  { folder: 'account-menu', title: 'Account menu of the desktop header', machine: accountMenuMachine },
  { folder: 'bonus-convert', title: 'Bonus conversion', machine: bonusConvertMachine },
  { folder: 'carousel', title: 'Carousel autoplay', machine: carouselMachine },
  { folder: 'cash-deposit', title: 'Cash deposit', machine: cashDepositMachine },
  { folder: 'cash-withdrawal', title: 'Cash withdrawal', machine: cashWithdrawalMachine },
  { folder: 'clipboard-copy', title: 'Copy to the clipboard', machine: clipboardCopyMachine },
  { folder: 'club-map', title: 'Club map (static, then MapLibre)', machine: clubMapMachine },
  { folder: 'crypto-deposit', title: 'Crypto deposit', machine: cryptoDepositMachine },
  { folder: 'crypto-withdrawal', title: 'Crypto withdrawal', machine: cryptoWithdrawalMachine },
  { folder: 'date-range-picker', title: 'Date range picker', machine: dateRangePickerMachine },
  { folder: 'deposit-limits', title: 'Deposit limits', machine: depositLimitsMachine },
  { folder: 'game-launch', title: 'Game launch', machine: gameLaunchMachine },
  { folder: 'game-search', title: 'Game search', machine: gameSearchMachine },
  { folder: 'google-oauth', title: 'Google sign-in', machine: googleOAuthMachine },
  { folder: 'history-filter', title: 'History filters', machine: historyFilterMachine },
  { folder: 'limit-prompt', title: 'Deposit limit prompt before a first deposit', machine: limitPromptMachine },
  { folder: 'live-balance', title: 'Live balance stream', machine: liveBalanceMachine },
  { folder: 'locale', title: 'Locale', machine: localeMachine },
  { folder: 'login', title: 'Login', machine: loginMachine },
  { folder: 'login-modal', title: 'Login modal of the game tiles', machine: loginModalMachine },
  { folder: 'payment-form', title: 'Generic payment form', machine: paymentFormMachine },
  { folder: 'payment-rollback', title: 'Payment rollback', machine: paymentRollbackMachine },
  { folder: 'payment-system', title: 'Payment systems', machine: paymentSystemMachine },
  { folder: 'picker', title: 'Picker', machine: pickerMachine },
  { folder: 'play-time', title: 'Play-time limit', machine: playTimeMachine },
  { folder: 'promo-code', title: 'Promo code', machine: promoCodeMachine },
  { folder: 'reality-check', title: 'Reality check', machine: realityCheckMachine },
  { folder: 'registration', title: 'Registration', machine: registrationMachine },
  { folder: 'rotate', title: 'Rotate prompt', machine: rotateMachine },
  { folder: 'session', title: 'Session', machine: sessionMachine },
  { folder: 'signup-limits', title: 'Limits step after registration', machine: signupLimitsMachine },
  { folder: 'sms-code', title: 'SMS code', machine: smsCodeMachine },
  { folder: 'sport-frame', title: 'Sportsbook frame', machine: sportFrameMachine },
  { folder: 'startup-popup', title: 'Startup popup', machine: startupPopupMachine },
  { folder: 'statement', title: 'Account statement', machine: statementMachine },
  { folder: 'telegram', title: 'Telegram sign-in', machine: telegramMachine },
  { folder: 'unlink', title: 'Unlink a sign-in service', machine: unlinkMachine },
  { folder: 'wallet-oauth', title: 'Wallet sign-in', machine: walletOAuthMachine },
];

export const machineFile = (entry: RegisteredMachine) => `src/machines/${entry.folder}/${entry.folder}.machine.ts`;
