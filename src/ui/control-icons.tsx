// Glyphs of controls no first screen shows (password eye, check), apart from src/ui/icon.tsx like the social
// ones so they load with the forms and lists that use them (docs/architecture.md#performance).
import { IconSvg } from './icon';

const paths = {
  eye: 'M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  eyeOff:
    'm3.3 2 18.7 18.7-1.4 1.4-3.4-3.4A10.6 10.6 0 0 1 12 19c-5 0-9-4.5-10-7 .6-1.5 2.2-3.7 4.5-5.3L1.9 3.4 3.3 2ZM12 5c5 0 9 4.5 10 7-.4 1-1.2 2.3-2.3 3.6L16 11.9A4 4 0 0 0 12.1 8L9.4 5.3c.8-.2 1.7-.3 2.6-.3Z',
  check: 'm9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
} as const;

export type ControlIconName = keyof typeof paths;

export const isControlIconName = (name: string): name is ControlIconName => Object.hasOwn(paths, name);

export function ControlIcon({
  name,
  size = 24,
  className,
}: {
  name: ControlIconName;
  size?: number;
  className?: string;
}) {
  return <IconSvg d={paths[name]} size={size} className={className} />;
}
