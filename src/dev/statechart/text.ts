// Text metrics without a DOM: diagrams use a monospace font, so a label's width is its length times
// the advance of one character (0.6 em for the usual monospace faces) and ELK can size boxes in Node.
export const FONT_FAMILY = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace';

export const FONT = { title: 13, detail: 11, label: 11 } as const;

const ADVANCE_EM = 0.62;

export function textWidth(text: string, size: number): number {
  return Math.ceil([...text].length * size * ADVANCE_EM);
}

export function lineHeight(size: number): number {
  return Math.round(size * 1.35);
}
