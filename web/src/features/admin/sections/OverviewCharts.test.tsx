import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test-utils';
import { OverviewCharts, calculatorName } from './OverviewCharts';
import { api } from '../../../lib/api-client';

// The chart stand-in shows the series it was given, so the data handed to MUI X Charts can be read.
vi.mock('@mui/x-charts/BarChart', () => ({
  BarChart: (p: { series: { label: string; data: number[]; stack?: string }[] }) => (
    <ul>
      {p.series.map((s) => (
        <li key={s.label}>{`${s.label}${s.stack ? ` [${s.stack}]` : ''}: ${s.data.join(',')}`}</li>
      ))}
    </ul>
  ),
}));
vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);

const week = (weekStart: string, n: number) => ({ weekStart, new: n, contacted: 1, closed: 0, spam: 0 });

describe('OverviewCharts', () => {
  beforeEach(() => {
    apiMock.get.mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/contacts/weekly'
          ? [week('2026-11-16', 2), week('2026-11-23', 5)]
          : [
              { calculatorType: 'sip-calculator', count: 9 },
              { calculatorType: 'loan-amortization', count: 4 },
            ],
      ),
    );
  });

  it('when data comes, then enquiries are stacked by status per week and calculators are named and counted', async () => {
    renderAdmin(<OverviewCharts />);
    expect(await screen.findByText('New [enquiries]: 2,5')).toBeInTheDocument();
    expect(screen.getByText('Contacted [enquiries]: 1,1')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Enquiries per week for 12 weeks: 9 in all' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Most-used calculators: SIP 9, Loan amortization 4' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Uses: 9,4')).toBeInTheDocument();
  });

  it.each([
    ['sip-calculator', 'SIP'],
    ['ltcg-calculator', 'LTCG'],
    ['mutual-fund-overlap', 'Mutual fund overlap'],
    ['hybrid-term-insurance', 'Hybrid term insurance'],
  ])('names %s as %s', (type, name) => {
    expect(calculatorName(type)).toBe(name);
  });
});
