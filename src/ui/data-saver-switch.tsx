// Low-data mode switch (docs/architecture.md#performance): the player's choice, which wins over the browser's
// data-saver setting; when the browser's setting is why the mode is on, the row says so. Shown in the phone menu and
// the desktop footer; its texts are in the route part of the catalogue (menu.*), which both load.
import { useId } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/use-t';
import { useChooseDataSaver, useDataSaver } from './data-saver';

const track = css({
  position: 'relative',
  flexShrink: 0,
  w: '11',
  h: '6',
  borderRadius: 'full',
  bg: 'night.600',
  borderWidth: '1px',
  borderColor: 'border',
  transition: 'background-color 0.15s',
  '[aria-checked=true] > &': { bg: 'accent', borderColor: 'accent' },
});

const knob = css({
  position: 'absolute',
  top: '50%',
  left: '0.5',
  w: '5',
  h: '5',
  borderRadius: 'full',
  bg: 'white',
  transform: 'translateY(-50%)',
  transition: 'transform 0.15s',
  _motionReduce: { transition: 'none' },
  // On: to the right end, i.e. the track's width less the knob, its two insets and the track's two borders.
  '[aria-checked=true] &': {
    transform: 'translate(calc(token(sizes.11) - token(sizes.5) - token(spacing.1) - 2px), -50%)',
  },
});

export function DataSaverSwitch({
  className,
  rowClassName,
  testId = 'data-saver',
}: {
  /** The box around the switch row. */
  className?: string;
  /** The switch row itself (the whole row is the button). */
  rowClassName?: string;
  testId?: string;
}) {
  const t = useT();
  const { on, reason } = useDataSaver();
  const choose = useChooseDataSaver();
  const id = useId();
  const ids = { label: `${id}-label`, hint: `${id}-hint`, browser: `${id}-browser` };
  return (
    <div className={className} data-testid={testId} data-state={on ? 'on' : 'off'} data-reason={reason}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={ids.label}
        aria-describedby={reason === 'browser' ? `${ids.hint} ${ids.browser}` : ids.hint}
        onClick={() => choose(!on)}
        className={rowClassName}
      >
        <span className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <span id={ids.label}>{t('menu.dataSaver')}</span>
          <span id={ids.hint} className={css({ fontSize: 'sm', color: 'textMuted' })}>
            {t('menu.dataSaverHint')}
          </span>
          {reason === 'browser' && (
            <span id={ids.browser} data-testid={`${testId}-browser`} className={css({ fontSize: 'sm' })}>
              {t('menu.dataSaverBrowser')}
            </span>
          )}
        </span>
        <span aria-hidden="true" className={track}>
          <span className={knob} />
        </span>
      </button>
    </div>
  );
}
