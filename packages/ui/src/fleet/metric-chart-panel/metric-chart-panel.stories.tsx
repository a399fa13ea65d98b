import type { IotRange } from '@robomarket/api-client/enums';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { daySeries } from '../../internal/fixtures/devices';
import { canvasWidth, STATUS_ARG_TYPES } from '../../internal/fixtures/story-layout';
import { WELL_KNOWN_METRICS } from '../../views/device-view';
import { MetricChartPanel, type MetricChartPanelProps } from './metric-chart-panel';

/** The panel with its range and selection kept in state, as a page keeps them. */
function Stateful(args: MetricChartPanelProps) {
  const [range, setRange] = useState<IotRange>(args.range);
  const [selected, setSelected] = useState<readonly string[]>(args.selected);
  const series = args.series && daySeries(selected, range);
  return (
    <MetricChartPanel
      {...args}
      range={range}
      selected={selected}
      series={series}
      onRangeChange={(next) => {
        setRange(next);
        args.onRangeChange(next);
      }}
      onSelectedChange={(next) => {
        setSelected(next);
        args.onSelectedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Fleet/MetricChartPanel',
  component: MetricChartPanel,
  args: {
    status: 'ready',
    range: '24h',
    metrics: WELL_KNOWN_METRICS,
    selected: ['battery', 'temperature'],
    series: daySeries(['battery', 'temperature']),
    onRangeChange: fn(),
    onSelectedChange: fn(),
    onRetry: fn(),
  },
  argTypes: STATUS_ARG_TYPES,
  render: Stateful,
  decorators: [canvasWidth(820)],
} satisfies Meta<typeof MetricChartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Battery and temperature over 24 hours: the chart, an axis per unit, and the summary screen readers read. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Telemetry' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '24 h' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Battery' })).toBeChecked();
    await expect(
      canvas.getByRole('img', { name: /Chart of Battery \(%\), Temperature \(°C\)/ }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    const summary = canvas.getByRole('table', { name: /Last, lowest and highest/ });
    const battery = within(summary).getByRole('row', { name: /Battery/ });
    await expect(
      within(battery)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['54.3%', '12.4%', '99%']);
  },
};

/** Picking 7 d asks for that range. */
export const SwitchRange: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '7 d' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('7d');
    await expect(canvas.getByRole('radio', { name: '7 d' })).toBeChecked();
  },
};

/** Ticking a metric adds a line; the last one left cannot be unticked. */
export const PickMetrics: Story = {
  args: { selected: ['battery'], series: daySeries(['battery']) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Battery' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Utilisation' }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(['battery', 'utilisation']);
    await expect(
      within(canvas.getByRole('table', { name: /Last, lowest/ })).getByRole('row', { name: /Utilisation/ }),
    ).toBeVisible();
  },
};

/** Dragging across the chart zooms in; Reset zoom shows the whole range again. */
export const Zoom: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const over = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('.u-over');
      if (!found) throw new Error('no chart yet');
      return found;
    });
    const box = over.getBoundingClientRect();
    const y = box.top + box.height / 2;
    // uPlot ignores a move of 0 px while the button is down, so each move says how far it went.
    const at = (x: number) => ({
      clientX: box.left + x,
      clientY: y,
      movementX: 40,
      bubbles: true,
      button: 0,
    });
    over.dispatchEvent(new MouseEvent('mousedown', at(box.width * 0.2)));
    over.dispatchEvent(new MouseEvent('mousemove', at(box.width * 0.5)));
    over.ownerDocument.dispatchEvent(new MouseEvent('mouseup', at(box.width * 0.5)));
    const reset = await canvas.findByRole('button', { name: 'Reset zoom' });
    await userEvent.click(reset);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Reset zoom' })).toBeNull());
  },
};

export const Loading: Story = {
  args: { status: 'loading', series: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart...');
    await expect(canvas.getByRole('radio', { name: '24 h' })).toBeChecked();
  },
};

export const Empty: Story = {
  args: { series: { ...daySeries(['battery']), series: [{ metric: 'battery', unit: '%', points: [] }] } },
  render: (args) => <MetricChartPanel {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data in this range')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', series: undefined, error: 'No response received from server' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response received from server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
