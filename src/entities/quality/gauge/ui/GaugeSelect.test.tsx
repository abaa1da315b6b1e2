import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { GaugeSelect } from './GaugeSelect';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gauge = {
  model: '500-196-30',
  calibrationCycleDays: 365,
  state: 'IN_USE',
  overdue: false,
  daysToDue: 106,
};
// Two calipers of openapi/examples/scm/qmGaugeList.yaml: GJ-0001 in use, GJ-0010 past its calibration on 11-24.
const calipers = [
  { ...gauge, id: '1716352000000547001', code: 'GJ-0001', name: '数显卡尺', nextCalibrationDate: '2027-03-15' },
  {
    ...gauge,
    id: '1716352000000547010',
    code: 'GJ-0010',
    name: '数显卡尺',
    model: '111-101-40G',
    state: 'PENDING_CALIBRATION',
    overdue: true,
    daysToDue: -5,
    nextCalibrationDate: '2026-11-24',
  },
];

describe('GaugeSelect', () => {
  it('lists an overdue gauge red and disabled with why, and picks one in use', async () => {
    const calls = serve({ '/scm/qmGauge/list': ok(calipers) });
    const onChange = vi.fn();
    renderWithProviders(<GaugeSelect id="gauge" keyword="卡尺" onChange={onChange} />);
    await waitFor(() => expect(calls.map((call) => call.body)).toEqual([{ keyword: '卡尺' }]));
    await userEvent.click(screen.getByRole('combobox'));

    const overdue = await screen.findByTitle(
      '量检具 GJ-0010 数显卡尺已超过校准有效期（下次校准 2026-11-24），请先登记校准',
    );
    expect(overdue.getAttribute('aria-disabled')).toBe('true');
    expect(overdue.textContent).toBe('GJ-0010 数显卡尺 111-101-40G（已超期，下次校准 2026-11-24）');
    await userEvent.click(overdue);
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTitle('GJ-0001 数显卡尺 500-196-30'));
    expect(onChange).toHaveBeenCalledWith('1716352000000547001');
  });

  it('marks the select invalid when the gauge it holds has fallen due', async () => {
    serve({ '/scm/qmGauge/list': ok(calipers) });
    renderWithProviders(<GaugeSelect id="gauge" value="1716352000000547010" />);
    await waitFor(() => expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true'));
  });
});
