// spec §2 route table. Screens built by later issues render the "coming soon" page inside the layout.
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { css } from 'styled-system/css';
import { ComingSoonPage } from './features/placeholder/coming-soon-page';
import { NotFoundPage } from './features/errors/not-found-page';
import type { MessageId } from './i18n/use-t';
import { Spinner } from './ui/spinner';

const LoginPage = lazy(() => import('./features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const PersonalPage = lazy(() => import('./features/personal/personal-page').then((m) => ({ default: m.PersonalPage })));
const TelegramPage = lazy(() => import('./features/auth/telegram-page').then((m) => ({ default: m.TelegramPage })));
const googlePages = () => import('./features/auth/google-pages');
const GoogleStartPage = lazy(() => googlePages().then((m) => ({ default: m.GoogleStartPage })));
const GoogleReturnPage = lazy(() => googlePages().then((m) => ({ default: m.GoogleReturnPage })));
const WalletPage = lazy(() => import('./features/auth/wallet-page').then((m) => ({ default: m.WalletPage })));
const HomePage = lazy(() => import('./features/games/home-page').then((m) => ({ default: m.HomePage })));
const GroupPage = lazy(() => import('./features/games/group-page').then((m) => ({ default: m.GroupPage })));
const GamePage = lazy(() => import('./features/games/game-page').then((m) => ({ default: m.GamePage })));
const GameRedirect = lazy(() => import('./features/games/game-redirect').then((m) => ({ default: m.GameRedirect })));
const MenuPage = lazy(() => import('./features/menu/menu-page').then((m) => ({ default: m.MenuPage })));
const SportPage = lazy(() => import('./features/sport/sport-page').then((m) => ({ default: m.SportPage })));
const BonusesPage = lazy(() => import('./features/bonus/bonuses-page').then((m) => ({ default: m.BonusesPage })));
const TopPage = lazy(() => import('./features/top/top-page').then((m) => ({ default: m.TopPage })));
const BetsPage = lazy(() => import('./features/history/bets-page').then((m) => ({ default: m.BetsPage })));
const PaymentsPage = lazy(() => import('./features/history/payments-page').then((m) => ({ default: m.PaymentsPage })));
const cashierPages = () => import('./features/cashier/cashier-pages');
const DepositPage = lazy(() => cashierPages().then((m) => ({ default: m.DepositPage })));
const WithdrawPage = lazy(() => cashierPages().then((m) => ({ default: m.WithdrawPage })));
const PaymentSystemPage = lazy(() => cashierPages().then((m) => ({ default: m.PaymentSystemPage })));
const widgetPages = () => import('./features/widgets/widget-pages');
const BlogWidgetPage = lazy(() => widgetPages().then((m) => ({ default: m.BlogWidgetPage })));
const PopularGamesWidgetPage = lazy(() => widgetPages().then((m) => ({ default: m.PopularGamesWidgetPage })));

/** Placeholder routes: [path pattern, page title]. Order matters where patterns overlap. */
export const placeholderRoutes: Array<[string, MessageId]> = [
  ['/blog/:articleId', 'page.article'],
  ['/blog', 'page.blog'],
  ['/menu/sport-terms', 'page.sportTerms'],
  ['/clubs', 'page.clubs'],
  ['/clubs-list', 'page.clubsList'],
  ['/about', 'page.about'],
  ['/promo/:offerId', 'page.promoOffer'],
  ['/promo', 'page.promo'],
  ['/admin', 'page.admin'],
  ['/uikit', 'page.uikit'],
];

function PageFallback() {
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', py: '16' })}>
      <Spinner label="…" />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/index.html">
          <Redirect to="/" replace />
        </Route>
        <Route path="/" component={HomePage} />
        <Route path="/games/remote/:gameAlias">
          <GameRedirect kind="remote" />
        </Route>
        <Route path="/games/single/:gameAlias">
          <GameRedirect kind="single" />
        </Route>
        <Route path="/games/group/:groupAlias/:gameAlias">
          <GameRedirect kind="groupGame" />
        </Route>
        <Route path="/games/group/:groupAlias">
          <GameRedirect kind="group" />
        </Route>
        <Route path="/games/:groupAlias/:gameId" component={GamePage} />
        <Route path="/games/:groupAlias" component={GroupPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/menu" component={MenuPage} />
        <Route path="/register" component={RegisterPage} />
        <Route path="/registration" component={RegisterPage} />
        <Route path="/personal" component={PersonalPage} />
        <Route path="/loginTG" component={TelegramPage} />
        <Route path="/login/google" component={GoogleStartPage} />
        <Route path="/register/google" component={GoogleStartPage} />
        <Route path="/auth/google" component={GoogleReturnPage} />
        <Route path="/login/web3" component={WalletPage} />
        <Route path="/register/web3" component={WalletPage} />
        <Route path="/auth/web3" component={WalletPage} />
        <Route path="/widget/blogs-last-articles" component={BlogWidgetPage} />
        <Route path="/widget/games-popular-games" component={PopularGamesWidgetPage} />
        <Route path="/sport" component={SportPage} />
        <Route path="/top" component={TopPage} />
        <Route path="/deposit/:systemId?" component={DepositPage} />
        <Route path="/withdraw/:systemId?" component={WithdrawPage} />
        <Route path="/payment_systems/:id" component={PaymentSystemPage} />
        <Route path="/bets" component={BetsPage} />
        <Route path="/payments" component={PaymentsPage} />
        <Route path="/bonuses" component={BonusesPage} />
        {placeholderRoutes.map(([path, title]) => (
          <Route key={path} path={path}>
            <ComingSoonPage title={title} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
