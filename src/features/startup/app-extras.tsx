// What the app adds over every page once it has started (docs/product.md#flows): the start cookies and landing
// engagement timer, the service worker of the offline shell (docs/architecture.md#performance), the startup notice and
// the support chat widget. Loaded right after the first render (startup-mount.tsx), so none of it weighs on
// the initial JavaScript (docs/architecture.md#performance budget).
import { startApp } from '../../app/app-start';
import { registerServiceWorker } from '../../app/service-worker';
import { StartupPopup } from './startup-popup';
import { SupportChat } from './support-chat';

startApp();
registerServiceWorker();

export default function AppExtras() {
  return (
    <>
      <StartupPopup />
      <SupportChat />
    </>
  );
}
