import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { ControlIcon } from './control-icons';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  showLabel: string;
  hideLabel: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle; whether it shows is view state, not a flow. */
export function PasswordInput({ showLabel, hideLabel, inputRef, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={css({ position: 'relative' })}>
      <input
        ref={inputRef}
        {...input}
        type={visible ? 'text' : 'password'}
        className={`${field().control} ${css({ pr: '12' })}`}
      />
      <button
        type="button"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        className={css({
          position: 'absolute',
          right: '1',
          top: '1',
          h: '10',
          w: '10',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'textMuted',
          cursor: 'pointer',
          borderRadius: 'control',
          _hover: { color: 'text' },
        })}
      >
        <ControlIcon name={visible ? 'eyeOff' : 'eye'} size={20} />
      </button>
    </div>
  );
}
