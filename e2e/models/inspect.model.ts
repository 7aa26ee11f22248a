import { expect, type Page } from '@playwright/test';

/**
 * /inspect, the machine visualizer (src/dev/inspect): the machine list, the live actor's state
 * (data-state-value on the state summary) and the statechart, whose state nodes carry
 * data-state-id and data-active.
 */
export class InspectModel {
  constructor(readonly page: Page) {}

  heading = () => this.page.getByRole('heading', { level: 1, name: 'Machine visualizer' });
  machines = () => this.page.getByRole('navigation', { name: 'Machines' });
  machineLink = (title: string) => this.machines().getByRole('link', { name: new RegExp(`^${title} \\d+ live$`) });
  machineTitle = () => this.page.locator('main').getByRole('heading', { level: 2 }).first();
  liveState = () => this.page.getByTestId('live-state');
  /** The selected actor's last event and context, as JSON (redacted by the app tab). */
  liveEvent = () => this.page.getByTestId('live-event');
  liveContext = () => this.page.getByTestId('live-context');
  noLiveActor = () => this.page.getByTestId('no-live-actor');
  actorPicker = () => this.page.getByLabel('Live actor');
  diagram = () => this.page.getByRole('region', { name: /^Diagram of / });
  stateNode = (id: string) => this.diagram().locator(`[data-state-id="${id}"]`);
  eventLog = () => this.page.getByTestId('event-log');

  /** Opens the visualizer with inspection on for this tab (what `?inspect` does in a production build). */
  async open(machine = 'session') {
    await this.page.goto(`/inspect?inspect&machine=${machine}`);
    await expect(this.heading()).toBeVisible();
  }

  /** The selected live actor is in a state whose value matches (`unauthenticated`, /^authenticated\./). */
  async expectState(value: string | RegExp) {
    await expect(this.liveState()).toHaveAttribute('data-state-value', value);
  }

  /** Exactly these state ids are highlighted in the diagram (parents included). */
  async expectActive(ids: string[]) {
    await expect(this.diagram().locator('[data-active="true"]')).toHaveCount(ids.length);
    for (const id of ids) await expect(this.stateNode(id)).toHaveAttribute('data-active', 'true');
  }
}
