// Inline SVG icons: no icon font to download on slow networks. A missing name logs an error and shows
// the help icon (docs/product.md#errors-handling).
const paths = {
  live: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm-7.07-3.07 1.41 1.41A7.97 7.97 0 0 0 4 12c0 2.2.9 4.2 2.34 5.66l-1.41 1.41A9.96 9.96 0 0 1 2 12c0-2.76 1.12-5.26 2.93-7.07Zm14.14 0A9.96 9.96 0 0 1 22 12c0 2.76-1.12 5.26-2.93 7.07l-1.41-1.41A7.97 7.97 0 0 0 20 12c0-2.2-.9-4.2-2.34-5.66l1.41-1.41Z',
  sport:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 3.3 2.8 2-1 3.2h-3.6l-1-3.2L13 5.3ZM5.7 9.4l2.6-.9 1 3.1-2.2 3-2.5-.2a7.9 7.9 0 0 1 1.1-5Zm3 9.4-.8-2.6 2.2-3h3.8l2.2 3-.8 2.6a8 8 0 0 1-6.6 0Zm10.7-4.4-2.5.2-2.2-3 1-3.1 2.6.9a7.9 7.9 0 0 1 1.1 5Z',
  ticket:
    'M4 5h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4V6a1 1 0 0 1 1-1Zm5 3v2h6V8H9Zm0 4v2h6v-2H9Z',
  games:
    'M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3Zm2 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm-4 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm-4 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z',
  wallet:
    'M4 6a2 2 0 0 1 2-2h12v3h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6Zm2 0v1h10V6H6Zm11 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  globe:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 9h-3a15.7 15.7 0 0 0-1.3-5.6A8 8 0 0 1 18.9 11ZM12 4.1c.9 1.2 1.7 3.4 1.9 6.9h-3.8c.2-3.5 1-5.7 1.9-6.9ZM9.4 5.4A15.7 15.7 0 0 0 8.1 11h-3a8 8 0 0 1 4.3-5.6ZM5.1 13h3c.2 2.2.6 4.1 1.3 5.6A8 8 0 0 1 5.1 13Zm6.9 6.9c-.9-1.2-1.7-3.4-1.9-6.9h3.8c-.2 3.5-1 5.7-1.9 6.9Zm2.6-1.3c.7-1.5 1.1-3.4 1.3-5.6h3a8 8 0 0 1-4.3 5.6Z',
  chevronDown: 'M7 9.5 12 14.5 17 9.5 18.4 10.9 12 17.3 5.6 10.9Z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12 19 17.6 17.6 19 12 13.4 6.4 19 5 17.6 10.6 12 5 6.4Z',
  help: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 17h-2v-2h2v2Zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3A2 2 0 1 0 10 9H8a4 4 0 1 1 7.1 2.3Z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, className }: { name: IconName | string; size?: number; className?: string }) {
  const d = paths[name as IconName];
  if (!d) console.error(`Missing icon: ${name}`);
  return <IconSvg d={d ?? paths.help} size={size} className={className} />;
}

/** One 24×24 glyph, decorative (its control carries the name). */
export function IconSvg({ d, size, className }: { d: string; size: number; className?: string | undefined }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
