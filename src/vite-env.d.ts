/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_OLD_DESIGN_URL?: string;
  readonly VITE_TELEGRAM_BOT?: string;
}

declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
