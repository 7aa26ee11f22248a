// docs/product.md#flows-app-start app start: the support chat widget is shown or hidden per site info support_chat
// (docs/product.md#entities-account). The widget is a floating "Support" button opening the server's support contacts
// (about.support, HTML).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { siteConfigQuery } from '../../api/site';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { SafeHtml } from '../../ui/safe-html';

const floating = css({
  position: 'fixed',
  right: { base: '3', lg: '6' },
  bottom: { base: 'calc(token(sizes.tabBarHeight) + 12px + env(safe-area-inset-bottom))', lg: '6' },
  zIndex: 25,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '11',
  px: '4',
  borderRadius: 'full',
  bg: 'accent',
  color: 'accentText',
  fontWeight: 'semibold',
  boxShadow: '0 8px 24px rgba(0,0,0,0.45)',
  cursor: 'pointer',
  _hover: { bg: 'gold.300' },
  '[data-game-landscape] &': { display: 'none' },
});

const contacts = css({
  lineHeight: '1.6',
  '& a': { color: 'link', textDecoration: 'underline' },
});

export function SupportChat() {
  const t = useT();
  const config = useQuery(siteConfigQuery());
  const [open, setOpen] = useState(false);
  if (!config.data?.support_chat) return null;
  return (
    <>
      <button
        type="button"
        className={floating}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="support-chat"
      >
        <Icon name="help" size={20} />
        {t('support.button')}
      </button>
      <Dialog open={open} title={t('support.title')} onClose={() => setOpen(false)} testId="support-dialog">
        <SafeHtml html={config.data.about.support} className={contacts} />
      </Dialog>
    </>
  );
}
