import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TY_2026_27 } from '@36x/common/finance';
import { mockUsageFetch, renderAt } from '../test-utils';
import LtcgCalculator from './LtcgCalculator';

vi.mock('../components/charts', async () => (await import('../test-utils')).chartsStub());

// Listed shares bought 1 June 2023 for ₹10 lakh, sold 15 July 2026 for ₹12 lakh: a long-term gain of ₹2,00,000
// under the Income-tax Act, 2025 (tax year 2026-27).
const LINK =
  '/calculator/ltcg-calculator?purchasePrice=1000000&salePrice=1200000&improvementCost=0' +
  '&purchaseDate=2023-06-01&saleDate=2026-07-15&assetType=equity';

describe('LtcgCalculator and the back office’s edited rules (CALC-LTCG)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('uses the shipped rules when nothing is edited: 12.5% above ₹1.25 lakh', async () => {
    mockUsageFetch();
    renderAt(<LtcgCalculator />, LINK);
    // (2,00,000 − 1,25,000) × 12.5% = 9,375
    await waitFor(() => expect(screen.getByTestId('stat-ltcgTax')).toHaveTextContent('₹9,375'));
  });

  it('applies an admin’s edited rate and exemption once they arrive', async () => {
    const edited = {
      ...TY_2026_27,
      capitalGains: {
        ...TY_2026_27.capitalGains,
        equityLongTermRate: { ...TY_2026_27.capitalGains.equityLongTermRate, value: 15 },
        equityExemption: { ...TY_2026_27.capitalGains.equityExemption, value: 150_000 },
      },
    };
    mockUsageFetch(false, [{ startYear: 2026, rules: edited }]);
    renderAt(<LtcgCalculator />, LINK);
    // (2,00,000 − 1,50,000) × 15% = 7,500
    await waitFor(() => expect(screen.getByTestId('stat-ltcgTax')).toHaveTextContent('₹7,500'));
    expect(screen.getByTestId('stat-exemption')).toHaveTextContent('₹1,50,000');
  });
});
