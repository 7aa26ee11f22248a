// Positions for a statechart model, computed locally by ELK's layered algorithm (no network, no worker
// file: elk.bundled.js runs in the calling thread, in Node and in the browser alike). States are nested
// ELK nodes laid out together (hierarchyHandling INCLUDE_CHILDREN) so edges may cross levels; every
// coordinate comes back relative to the root (json.shapeCoords/edgeCoords ROOT), ready to draw.
import type { ELK, ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api.js';
import type { AnyStateMachine } from 'xstate';
import { edgeLabel, type StatechartEdge, type StatechartModel, type StatechartNode, statechartModel } from './model';
import { FONT, lineHeight, textWidth } from './text';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutNode extends Box {
  node: StatechartNode;
  /** Lines under the state's name: tags, invoked actors, transitions that do not leave the state. */
  details: string[];
  /** Nesting depth, 0 for the root. */
  depth: number;
}

export interface LaidOutEdge {
  edge: StatechartEdge;
  /** One polyline per target (a transition into parallel regions has several). */
  routes: ElkPoint[][];
  label?: Box & { text: string };
}

export interface InitialMarker {
  /** The compound state whose initial child the marker points at. */
  parent: string;
  target: string;
  dot: Box;
  route: ElkPoint[];
}

export interface StatechartLayout {
  model: StatechartModel;
  width: number;
  height: number;
  /** Parents before their children, so drawing in this order nests correctly. */
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
  initials: InitialMarker[];
}

export const PADDING = 14;
const DOT = 10;
const INITIAL_SUFFIX = '::initial';
const CANVAS = '::canvas';

/**
 * Where ELK comes from. In Node (tests, scripts, the QA report) elk.bundled.js is imported by a name the
 * bundler does not follow: bundled into the app, its CommonJS `require` calls would add a shim to the
 * runtime chunk that every page loads first (docs/architecture.md#performance budget). The visualizer loads the same
 * file as a script instead (src/dev/inspect/elk-script.ts) and says so with provideElk().
 */
let createEngine = async (): Promise<ELK> => {
  const specifier = 'elkjs/lib/elk.bundled.js';
  const { default: Elk } = (await import(/* @vite-ignore */ specifier)) as { default: new () => ELK };
  return new Elk();
};

// One engine per page or process: ELK keeps no state between layouts.
let engine: Promise<ELK> | undefined;

export function provideElk(load: () => Promise<ELK>) {
  createEngine = load;
  engine = undefined;
}

export async function layoutMachine(machine: AnyStateMachine): Promise<StatechartLayout> {
  return layoutModel(statechartModel(machine));
}

export async function layoutModel(model: StatechartModel): Promise<StatechartLayout> {
  engine ??= createEngine();
  const elk = await engine;
  const details = nodeDetails(model);
  const { graph, containers } = toElkGraph(model, details);
  placeEdges(model, graph, containers);
  const result = await elk.layout(graph, {
    layoutOptions: { 'elk.json.shapeCoords': 'ROOT', 'elk.json.edgeCoords': 'ROOT' },
  });
  return fromElk(model, result, details);
}

/** Lines drawn inside a state: `#busy`, `invoke loadSession`, `on tick [hasTime]` (targetless). */
function nodeDetails(model: StatechartModel): Map<string, string[]> {
  const details = new Map<string, string[]>();
  const add = (id: string, line: string) => details.set(id, [...(details.get(id) ?? []), line]);
  const visit = (node: StatechartNode) => {
    if (node.tags.length) add(node.id, node.tags.map((tag) => `#${tag}`).join(' '));
    for (const invoke of node.invokes) add(node.id, `invoke ${invoke}`);
    node.children.forEach(visit);
  };
  visit(model.root);
  for (const edge of model.edges) {
    if (edge.targets.length === 0) add(edge.source, `on ${edgeLabel(edge)}`);
  }
  return details;
}

function headerHeight(lines: string[]) {
  return 10 + lineHeight(FONT.title) + lines.length * lineHeight(FONT.detail) + 4;
}

function contentWidth(node: StatechartNode, lines: string[]) {
  return Math.max(textWidth(node.key, FONT.title), ...lines.map((line) => textWidth(line, FONT.detail)));
}

function toElkGraph(model: StatechartModel, details: Map<string, string[]>) {
  const containers = new Map<string, ElkNode>();
  const parents = new Map<string, string>();
  const build = (node: StatechartNode): ElkNode => {
    const lines = details.get(node.id) ?? [];
    const elk: ElkNode = { id: node.id, edges: [] };
    containers.set(node.id, elk);
    if (node.children.length === 0) {
      elk.width = Math.max(64, contentWidth(node, lines) + 2 * PADDING);
      elk.height = headerHeight(lines) + 6;
      return elk;
    }
    elk.children = node.children.map((child) => {
      parents.set(child.id, node.id);
      return build(child);
    });
    if (node.initial) {
      elk.children.unshift({ id: `${node.id}${INITIAL_SUFFIX}`, width: DOT, height: DOT });
      elk.edges?.push({
        id: `${node.id}${INITIAL_SUFFIX}-edge`,
        sources: [`${node.id}${INITIAL_SUFFIX}`],
        targets: [node.initial],
      });
    }
    elk.layoutOptions = {
      'elk.padding': `[top=${headerHeight(lines) + 8},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${contentWidth(node, lines) + 2 * PADDING}, 40)`,
    };
    return elk;
  };
  // The machine is a node of its own inside a canvas, so its own transitions (to its children) can be
  // edges: ELK cannot connect edges to the root of the layout.
  const graph: ElkNode = { id: CANVAS, children: [build(model.root)], edges: [] };
  containers.set(CANVAS, graph);
  parents.set(model.root.id, CANVAS);
  graph.layoutOptions = {
    'elk.padding': '[top=1,left=1,bottom=1,right=1]',
    'elk.direction': 'DOWN',
    'elk.algorithm': 'layered',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.layered.spacing.nodeNodeBetweenLayers': '36',
    'elk.spacing.nodeNode': '28',
    'elk.spacing.edgeLabel': '4',
    'elk.spacing.edgeNode': '14',
    'elk.edgeLabels.placement': 'CENTER',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.randomSeed': '1',
  };
  return { graph, containers: { nodes: containers, parents } };
}

/**
 * Each edge goes into the ELK node that contains both ends (ELK's own containment rule): the lowest
 * common ancestor, or the source itself when the transition goes into one of its descendants.
 */
function placeEdges(
  model: StatechartModel,
  graph: ElkNode,
  containers: { nodes: Map<string, ElkNode>; parents: Map<string, string> },
) {
  const ancestors = (id: string) => {
    const chain = [id];
    for (let current = containers.parents.get(id); current; current = containers.parents.get(current)) {
      chain.push(current);
    }
    return chain;
  };
  for (const edge of model.edges) {
    edge.targets.forEach((target, index) => {
      const sourceChain = ancestors(edge.source);
      const targetChain = new Set(ancestors(target));
      let container: string;
      if (target === edge.source) container = containers.parents.get(edge.source) ?? graph.id;
      else if (targetChain.has(edge.source)) container = edge.source;
      else container = sourceChain.find((id) => targetChain.has(id)) ?? graph.id;
      const labels: ElkLabel[] =
        index === 0
          ? [
              {
                text: edgeLabel(edge),
                width: textWidth(edgeLabel(edge), FONT.label) + 8,
                height: lineHeight(FONT.label) + 2,
              },
            ]
          : [];
      const elkEdge: ElkExtendedEdge = { id: `${edge.id}>${index}`, sources: [edge.source], targets: [target], labels };
      containers.nodes.get(container)?.edges?.push(elkEdge);
    });
  }
}

function fromElk(model: StatechartModel, graph: ElkNode, details: Map<string, string[]>): StatechartLayout {
  const boxes = new Map<string, Box>();
  const elkEdges = new Map<string, ElkExtendedEdge>();
  const collect = (elk: ElkNode) => {
    boxes.set(elk.id, { x: elk.x ?? 0, y: elk.y ?? 0, width: elk.width ?? 0, height: elk.height ?? 0 });
    for (const edge of elk.edges ?? []) elkEdges.set(edge.id, edge);
    elk.children?.forEach(collect);
  };
  collect(graph);

  const nodes: LaidOutNode[] = [];
  const visit = (node: StatechartNode, depth: number) => {
    const box = boxes.get(node.id) ?? { x: 0, y: 0, width: 0, height: 0 };
    nodes.push({ ...box, node, details: details.get(node.id) ?? [], depth });
    for (const child of node.children) visit(child, depth + 1);
  };
  visit(model.root, 0);

  const edges: LaidOutEdge[] = model.edges
    .filter((edge) => edge.targets.length > 0)
    .map((edge) => {
      const parts = edge.targets.map((_, index) => elkEdges.get(`${edge.id}>${index}`));
      const label = parts[0]?.labels?.[0];
      return {
        edge,
        routes: parts.map(route),
        label: label
          ? {
              x: label.x ?? 0,
              y: label.y ?? 0,
              width: label.width ?? 0,
              height: label.height ?? 0,
              text: label.text ?? '',
            }
          : undefined,
      };
    });

  const initials: InitialMarker[] = nodes
    .filter(({ node }) => node.initial)
    .map(({ node }) => ({
      parent: node.id,
      target: node.initial ?? '',
      dot: boxes.get(`${node.id}${INITIAL_SUFFIX}`) ?? { x: 0, y: 0, width: DOT, height: DOT },
      route: route(elkEdges.get(`${node.id}${INITIAL_SUFFIX}-edge`)),
    }));

  return { model, width: graph.width ?? 0, height: graph.height ?? 0, nodes, edges, initials };
}

function route(edge: ElkExtendedEdge | undefined): ElkPoint[] {
  const section = edge?.sections?.[0];
  if (!section) return [];
  return [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
}
