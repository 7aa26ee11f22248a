// A form's general error (a refusal that belongs to no one field): announced as an alert, shown in the danger
// colours above the form's submit button; nothing when there is no message.
import { css } from 'styled-system/css';

export function FormAlert({ message, testId }: { message: string | null | undefined; testId: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className={css({ color: 'danger', bg: 'coral.500/12', borderRadius: 'control', px: '3', py: '2' })}
    >
      {message}
    </p>
  );
}
