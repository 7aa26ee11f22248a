// docs/product.md#routes route table: every screen is a lazily loaded page inside the layout.
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { css } from 'styled-system/css';
import { startAppActors } from './app/actors';
import { INSPECT_BUILD, inspectMode } from './app/inspect';
import { useServices } from './app/services';
import { lazyWithTexts } from './app/catalogues';
import { Spinner } from './ui/spinner';

/**
 * A lazily loaded page whose texts are in the route part of the catalogue (src/i18n/catalogue-parts.ts):
 * its code and that part load together, so it never renders a missing text.
 */
const routePage = lazyWithTexts;

// Only unknown paths show it: off the first load of every other page.
const NotFoundPage = lazy(() => import('./features/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const loginPage = () => import('./features/auth/login-page');
const LoginPage = routePage(() => loginPage().then((m) => m.LoginPage));
// The sign-in form of the game tiles' login modal (docs/product.md#flows-login-modal): the lobby pages get it from here,
// loaded with its texts when a guest first needs it (docs/architecture.md#dependencies).
const SignInForm = routePage(() => loginPage().then((m) => m.SignInForm));
const RegisterPage = routePage(() => import('./features/auth/register-page').then((m) => m.RegisterPage));
const PersonalPage = routePage(() => import('./features/personal/personal-page').then((m) => m.PersonalPage));
const StatementPage = routePage(() => import('./features/protection/statement-page').then((m) => m.StatementPage));
const TelegramPage = routePage(() => import('./features/auth/telegram-page').then((m) => m.TelegramPage));
const googlePages = () => import('./features/auth/google-pages');
const GoogleStartPage = routePage(() => googlePages().then((m) => m.GoogleStartPage));
const GoogleReturnPage = routePage(() => googlePages().then((m) => m.GoogleReturnPage));
const WalletPage = routePage(() => import('./features/auth/wallet-page').then((m) => m.WalletPage));
const homePage = () => import('./features/games/home-page');
const HomePage = lazy(() => homePage().then((m) => ({ default: m.HomePage })));
const groupPage = () => import('./features/games/group-page');
const GroupPage = lazy(() => groupPage().then((m) => ({ default: m.GroupPage })));
const gamePage = () => import('./features/games/game-page');
const GamePage = lazy(() => gamePage().then((m) => ({ default: m.GamePage })));
const GameRedirect = lazy(() => import('./features/games/game-redirect').then((m) => ({ default: m.GameRedirect })));
const menuPage = () => import('./features/menu/menu-page');
const MenuPage = routePage(() => menuPage().then((m) => m.MenuPage));
const SportTermsPage = routePage(() => import('./features/menu/sport-terms-page').then((m) => m.SportTermsPage));
const AdminPage = routePage(() => import('./features/menu/admin-page').then((m) => m.AdminPage));
const SportPage = routePage(() => import('./features/sport/sport-page').then((m) => m.SportPage));
const BonusesPage = routePage(() => import('./features/bonus/bonuses-page').then((m) => m.BonusesPage));
const TopPage = routePage(() => import('./features/top/top-page').then((m) => m.TopPage));
const BetsPage = routePage(() => import('./features/history/bets-page').then((m) => m.BetsPage));
const paymentsPage = () => import('./features/history/payments-page');
const PaymentsPage = routePage(() => paymentsPage().then((m) => m.PaymentsPage));
const cashierPages = () => import('./features/cashier/cashier-pages');
const DepositPage = routePage(() => cashierPages().then((m) => m.DepositPage));
const WithdrawPage = routePage(() => cashierPages().then((m) => m.WithdrawPage));
const PaymentSystemPage = routePage(() => cashierPages().then((m) => m.PaymentSystemPage));
const clubsPage = () => import('./features/clubs/clubs-page');
const ClubsPage = routePage(() => clubsPage().then((m) => m.ClubsPage));
const ClubsListPage = routePage(() => import('./features/clubs/clubs-list-page').then((m) => m.ClubsListPage));
const UikitPage = routePage(() => import('./features/uikit/uikit-page').then((m) => m.UikitPage));
const blogPage = () => import('./features/blog/blog-page');
const BlogPage = lazy(() => blogPage().then((m) => ({ default: m.BlogPage })));
const ArticlePage = lazy(() => import('./features/blog/article-page').then((m) => ({ default: m.ArticlePage })));
const CategoryPage = lazy(() => import('./features/blog/category-page').then((m) => ({ default: m.CategoryPage })));
const ResponsibleGamblingPage = routePage(() =>
  import('./features/protection/responsible-gambling-page').then((m) => m.ResponsibleGamblingPage),
);
// The limits step right after registration (docs/product.md#flows-signup-limits): a player's own page.
const SignupLimitsPage = routePage(() =>
  import('./features/protection/signup-limits-step').then((m) => m.SignupLimitsPage),
);
const AboutPage = routePage(() => import('./features/about/about-page').then((m) => m.AboutPage));
const promoPage = () => import('./features/promo/promo-page');
const PromoPage = routePage(() => promoPage().then((m) => m.PromoPage));
const OfferPage = routePage(() => import('./features/promo/offer-page').then((m) => m.OfferPage));
// QA (docs/architecture.md#qa-coverage): the machine visualizer, only while inspection is on (src/app/inspect.ts);
// linked from nowhere. Not even in the bundle of a build without inspection (docs/architecture.md#security).
const InspectPage = INSPECT_BUILD
  ? lazy(() => import('./dev/inspect/inspect-page').then((m) => ({ default: m.InspectPage })))
  : null;
const widgetPages = () => import('./features/widgets/widget-pages');
const BlogWidgetPage = lazy(() => widgetPages().then((m) => ({ default: m.BlogWidgetPage })));
const PopularGamesWidgetPage = lazy(() => widgetPages().then((m) => ({ default: m.PopularGamesWidgetPage })));

/**
 * Performance (docs/architecture.md#performance): the code of the page a visit lands on starts loading with the entry
 * (src/app/warm-up.ts), beside the catalogue and the session check, instead of after the first render has asked for it.
 * The most visited landing routes only; any other route loads its code when it renders, as before.
 */
const landingRoutes: Array<[RegExp, () => Promise<unknown>]> = [
  [/^\/$/, homePage],
  [/^\/games\/(?!remote\/|single\/|group\/)[^/]+$/, groupPage],
  [/^\/games\/(?!remote\/|single\/|group\/)[^/]+\/[^/]+$/, gamePage],
  [/^\/(deposit|withdraw)(\/[^/]+)?$/, cashierPages],
  [/^\/payments$/, paymentsPage],
  [/^\/promo$/, promoPage],
  [/^\/blog$/, blogPage],
  [/^\/clubs$/, clubsPage],
  [/^\/login$/, loginPage],
  [/^\/menu$/, menuPage],
];

/** Starts loading the code of the page at `path` when it is a landing route; a failed load is retried by its render. */
export function preloadRoute(path: string): Promise<unknown> {
  const load = landingRoutes.find(([pattern]) => pattern.test(path))?.[1];
  return load ? load().catch(() => undefined) : Promise.resolve();
}

/** Pages that wait for the route part of the catalogue (routePage above); the others use the shell part only. */
export const usesRouteCatalogue = (path: string): boolean => !/^\/($|games\/|blog(\/|$)|widget\/|inspect$)/.test(path);

/**
 * The routes the server renders (docs/architecture.md "Server rendering"): the public pages, and any unknown path
 * (its 404 page). The others are a player's own pages, sign-in callbacks and tools, which the browser renders
 * from the plain shell: they show nothing before the session is known.
 */
const BROWSER_ONLY =
  /^\/(menu|admin|personal(\/statement)?|welcome\/limits|loginTG|login\/(google|web3)|register\/(google|web3)|auth\/.*|widget\/.*|sport|deposit(\/.*)?|withdraw(\/.*)?|payment_systems\/.*|bets|payments|bonuses|uikit|inspect|index\.html|games\/(remote|single|group)\/.*)\/?$/;

export const isServerRendered = (path: string): boolean => !BROWSER_ONLY.test(path);

function PageFallback() {
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', py: '16' })}>
      <Spinner label="…" />
    </div>
  );
}

/**
 * Marks the document once the page's own part is live: after hydration of the server's HTML (the route's lazy code
 * included) or after the browser's first render. Browser tests wait for it before they click (e2e/fixtures.ts).
 */
function PageLive() {
  const services = useServices();
  useEffect(() => {
    // The tab's actors start here, once the page itself is hydrated: a session answer re-rendering the shell
    // while the page was still the server's HTML would make React drop that HTML and render it again.
    startAppActors(services);
    document.documentElement.dataset.live = '';
  }, [services]);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <PageLive />
      <Switch>
        <Route path="/index.html">
          <Redirect to="/" replace />
        </Route>
        <Route path="/">
          <HomePage signIn={SignInForm} />
        </Route>
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
        <Route path="/games/:groupAlias">
          <GroupPage signIn={SignInForm} />
        </Route>
        <Route path="/login" component={LoginPage} />
        <Route path="/menu/sport-terms" component={SportTermsPage} />
        <Route path="/menu" component={MenuPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/register" component={RegisterPage} />
        <Route path="/registration" component={RegisterPage} />
        <Route path="/personal" component={PersonalPage} />
        <Route path="/welcome/limits" component={SignupLimitsPage} />
        <Route path="/personal/statement" component={StatementPage} />
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
        <Route path="/promo" component={PromoPage} />
        <Route path="/promo/:offerId" component={OfferPage} />
        <Route path="/blog" component={BlogPage} />
        <Route path="/blog/:articleId" component={ArticlePage} />
        <Route path="/blog/category/:categoryId" component={CategoryPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/responsible-gambling" component={ResponsibleGamblingPage} />
        <Route path="/clubs" component={ClubsPage} />
        <Route path="/clubs-list" component={ClubsListPage} />
        <Route path="/uikit" component={UikitPage} />
        <Route path="/inspect" component={inspectMode === null || !InspectPage ? NotFoundPage : InspectPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
