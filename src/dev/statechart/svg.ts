// A statechart as one standalone <svg> string: inline attributes only (no stylesheet, no ids), so it
// can be pasted into any HTML page (the QA report) or injected into the visualizer as is.
import type { AnyStateMachine } from 'xstate';
import { type LaidOutEdge, type LaidOutNode, layoutMachine, PADDING, type StatechartLayout } from './layout';
import type { ElkPoint } from 'elkjs/lib/elk-api.js';
import { FONT, FONT_FAMILY, lineHeight } from './text';

export interface StatechartSvgOptions {
  /**
   * State ids to highlight: `session.authenticated.ready` (the ids of model.ts, see activeStateIds) or
   * the same without the machine id (`authenticated.ready`).
   */
  active?: readonly string[];
}

const COLOURS = {
  text: '#0f172a',
  muted: '#475569',
  stroke: '#64748b',
  fill: '#ffffff',
  compoundFill: '#f8fafc',
  activeStroke: '#1d4ed8',
  activeFill: '#dbeafe',
  activeCompoundFill: '#eff6ff',
  edge: '#475569',
  error: '#b91c1c',
  done: '#15803d',
} as const;

export async function renderStatechartSvg(
  machine: AnyStateMachine,
  options: StatechartSvgOptions = {},
): Promise<string> {
  return renderLayoutSvg(await layoutMachine(machine), options);
}

/** The drawing of a layout already computed (the visualizer redraws on every snapshot without ELK). */
export function renderLayoutSvg(layout: StatechartLayout, options: StatechartSvgOptions = {}): string {
  const machineId = layout.model.machineId;
  const active = new Set(
    (options.active ?? []).map((id) =>
      id === machineId || id.startsWith(`${machineId}.`) ? id : `${machineId}.${id}`,
    ),
  );
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(`Statechart of the ${machineId} machine`)}" font-family="${escapeXml(FONT_FAMILY)}" data-machine="${escapeXml(machineId)}">`,
    `<title>${escapeXml(`Statechart of the ${machineId} machine`)}</title>`,
    ...layout.nodes.map((node) => drawNode(node, active.has(node.node.id))),
    ...layout.initials.map((marker) =>
      [
        `<circle cx="${n(marker.dot.x + marker.dot.width / 2)}" cy="${n(marker.dot.y + marker.dot.height / 2)}" r="${n(marker.dot.width / 2)}" fill="${COLOURS.text}" data-initial-of="${escapeXml(marker.parent)}"/>`,
        drawRoute(marker.route, COLOURS.text, ''),
      ].join(''),
    ),
    ...layout.edges.map(drawEdge),
    ...layout.edges.map(drawLabel),
    '</svg>',
  ];
  return parts.join('\n');
}

function drawNode(laidOut: LaidOutNode, isActive: boolean): string {
  const { node, x, y, width, height, details } = laidOut;
  const compound = node.children.length > 0;
  const fill = isActive
    ? compound
      ? COLOURS.activeCompoundFill
      : COLOURS.activeFill
    : compound
      ? COLOURS.compoundFill
      : COLOURS.fill;
  const stroke = isActive ? COLOURS.activeStroke : COLOURS.stroke;
  const strokeWidth = isActive ? 2.5 : 1.2;
  const dash = node.type === 'parallel' ? ' stroke-dasharray="6 4"' : '';
  const titleY = y + 10 + FONT.title;
  const lines = details.map(
    (line, index) =>
      `<text x="${n(x + PADDING)}" y="${n(titleY + 4 + (index + 1) * lineHeight(FONT.detail))}" font-size="${FONT.detail}" fill="${COLOURS.muted}">${escapeXml(line)}</text>`,
  );
  const finalRing =
    node.type === 'final'
      ? `<rect x="${n(x + 3)}" y="${n(y + 3)}" width="${n(width - 6)}" height="${n(height - 6)}" rx="6" fill="none" stroke="${stroke}" stroke-width="1"/>`
      : '';
  const title = node.path.length === 0 ? `${node.key} (machine)` : node.key;
  return [
    `<g data-state-id="${escapeXml(node.id)}" data-state-type="${node.type}" data-active="${isActive}">`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"${dash}/>`,
    finalRing,
    `<text x="${n(x + PADDING)}" y="${n(titleY)}" font-size="${FONT.title}" font-weight="700" fill="${COLOURS.text}">${escapeXml(title)}</text>`,
    ...lines,
    '</g>',
  ].join('');
}

function edgeColour(edge: LaidOutEdge) {
  if (edge.edge.kind === 'error') return COLOURS.error;
  if (edge.edge.kind === 'done') return COLOURS.done;
  return COLOURS.edge;
}

function drawEdge(laidOut: LaidOutEdge): string {
  // Timers dashed, eventless (always) transitions dotted: the kind shows without reading the label.
  const dash = laidOut.edge.kind === 'after' ? '6 3' : laidOut.edge.kind === 'always' ? '2 3' : '';
  const routes = laidOut.routes.map((points) => drawRoute(points, edgeColour(laidOut), dash)).join('');
  return `<g data-edge-id="${escapeXml(laidOut.edge.id)}" data-event="${escapeXml(laidOut.edge.eventType)}">${routes}</g>`;
}

function drawLabel(laidOut: LaidOutEdge): string {
  const label = laidOut.label;
  if (!label) return '';
  return [
    `<g data-label-of="${escapeXml(laidOut.edge.id)}">`,
    `<rect x="${n(label.x)}" y="${n(label.y)}" width="${n(label.width)}" height="${n(label.height)}" rx="3" fill="#ffffff" fill-opacity="0.92"/>`,
    `<text x="${n(label.x + 4)}" y="${n(label.y + label.height - 5)}" font-size="${FONT.label}" fill="${edgeColour(laidOut) === COLOURS.edge ? COLOURS.text : edgeColour(laidOut)}">${escapeXml(label.text)}</text>`,
    '</g>',
  ].join('');
}

function drawRoute(points: ElkPoint[], colour: string, dash: string): string {
  if (points.length < 2) return '';
  const d = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${n(point.x)} ${n(point.y)}`).join(' ');
  const dashAttribute = dash ? ` stroke-dasharray="${dash}"` : '';
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.4"${dashAttribute}/>${arrowHead(points, colour)}`;
}

/** A filled triangle at the end of the last segment (markers would need ids, unique per document). */
function arrowHead(points: ElkPoint[], colour: string): string {
  const end = points[points.length - 1] as ElkPoint;
  const before = points[points.length - 2] as ElkPoint;
  const angle = Math.atan2(end.y - before.y, end.x - before.x);
  const size = 8;
  const corner = (offset: number) =>
    `${n(end.x - size * Math.cos(angle + offset))},${n(end.y - size * Math.sin(angle + offset))}`;
  return `<polygon points="${n(end.x)},${n(end.y)} ${corner(0.45)} ${corner(-0.45)}" fill="${colour}"/>`;
}

const n = (value: number) => String(Math.round(value * 10) / 10);

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
