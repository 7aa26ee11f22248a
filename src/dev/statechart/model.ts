// A machine as a plain graph: the nested states of `machine.root` and every transition between them,
// with readable labels. The SVG renderer (through the ELK layout), the visualizer page and the Mermaid
// docs all start from this, so they always agree on what a machine contains.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { describeAction, describeEvent, describeGuard } from './labels';

export type StatechartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StatechartNode {
  /** Machine id then the state's path from the root: `session.authenticated.ready` (the root is `session`). */
  id: string;
  key: string;
  /** Keys from the root, empty for the root. */
  path: string[];
  type: StatechartNodeType;
  /** Id of the initial child of a compound state. */
  initial?: string;
  tags: string[];
  /** Ids of the actors the state invokes. */
  invokes: string[];
  children: StatechartNode[];
}

export type StatechartEdgeKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface StatechartEdge {
  id: string;
  source: string;
  /** Empty for a targetless transition (actions only, the state is not left). */
  targets: string[];
  kind: StatechartEdgeKind;
  /** The raw event type (`xstate.after.…`, `xstate.done.actor.…`, `''` for always). */
  eventType: string;
  /** `session.authorize`, `after message (5 s)`, `done: loadSession`, `always`. */
  event: string;
  guard?: string;
  actions: string[];
  /** Exits and re-enters its own source (a self transition with `reenter: true`). */
  reenter: boolean;
}

export interface StatechartModel {
  machineId: string;
  root: StatechartNode;
  edges: StatechartEdge[];
}

export function statechartModel(machine: AnyStateMachine): StatechartModel {
  const edges: StatechartEdge[] = [];
  const nodeId = (stateNode: AnyStateNode) => [machine.id, ...stateNode.path].join('.');

  const visit = (stateNode: AnyStateNode): StatechartNode => {
    const id = nodeId(stateNode);
    const transitions: AnyTransitionDefinition[] = [
      ...[...stateNode.transitions.values()].flat(),
      ...(stateNode.always ?? []),
    ];
    transitions.forEach((transition, index) => {
      edges.push(toEdge(machine, transition, `${id}#${index}`, id, nodeId));
    });
    const initialTarget = stateNode.initial?.target?.[0] as AnyStateNode | undefined;
    return {
      id,
      key: stateNode.key,
      path: [...stateNode.path],
      type: stateNode.type,
      initial: initialTarget ? nodeId(initialTarget) : undefined,
      tags: [...stateNode.tags],
      invokes: stateNode.invoke.map((invoke) => invoke.id),
      children: Object.values(stateNode.states as Record<string, AnyStateNode>).map(visit),
    };
  };

  return { machineId: machine.id, root: visit(machine.root), edges };
}

function toEdge(
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
  id: string,
  source: string,
  nodeId: (stateNode: AnyStateNode) => string,
): StatechartEdge {
  const eventType = String(transition.eventType ?? '');
  const delay = (transition as { delay?: string | number }).delay;
  const isAlways = eventType === '';
  return {
    id,
    source,
    targets: (transition.target ?? []).map((target: AnyStateNode) => nodeId(target)),
    kind: edgeKind(eventType, delay, isAlways),
    eventType,
    event: isAlways ? 'always' : describeEvent(machine, eventType, delay),
    guard: transition.guard === undefined ? undefined : describeGuard(transition.guard),
    actions: transition.actions.map(describeAction),
    reenter: transition.reenter,
  };
}

function edgeKind(eventType: string, delay: unknown, isAlways: boolean): StatechartEdgeKind {
  if (isAlways) return 'always';
  if (delay !== undefined) return 'after';
  if (eventType.startsWith('xstate.error.')) return 'error';
  if (eventType.startsWith('xstate.done.')) return 'done';
  return 'event';
}

/** Every node of the model, parents before their children. */
export function flattenNodes(root: StatechartNode): StatechartNode[] {
  return [root, ...root.children.flatMap(flattenNodes)];
}

/** `event [guard]`, the label of a transition in the SVG and in Mermaid. */
export function edgeLabel(edge: StatechartEdge): string {
  return edge.guard ? `${edge.event} [${edge.guard}]` : edge.event;
}
