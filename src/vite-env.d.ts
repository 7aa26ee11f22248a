/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  /** The header's and the menu's old-design link (src/app/app-shell.ts): unset, the operator's old site; 'none': none. */
  readonly VITE_OLD_DESIGN_URL?: string;
  readonly VITE_TELEGRAM_BOT?: string;
  /** A MapLibre style URL for the club map; unset, the offline style of src/features/clubs/map-style.ts. */
  readonly VITE_MAP_STYLE_URL?: string;
  /** '1': a production build that keeps the machine visualizer and ?inspect (src/app/inspect.ts); npm test's build. */
  readonly VITE_INSPECT?: string;
}

declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
