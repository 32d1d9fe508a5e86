import { Box, Grid, Skeleton } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { CONTACT_STATUSES } from '@36x/common';
import { useCalculatorUsageTop, useContactWeeks } from '../api/overview';
import { EmptyState } from '../components/EmptyState';
import { LoadError } from '../components/LoadError';
import { SectionCard } from '../components/SectionCard';

const STATUS_COLORS = { new: '#0288d1', contacted: '#ed6c02', closed: '#2e7d32', spam: '#9e9e9e' } as const;
const SHORT_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const ACRONYMS = new Set(['sip', 'ltcg', 'dtaa', 'emi']);

/** 'sip-calculator' -> 'SIP', 'loan-amortization' -> 'Loan amortization' (the usage log's ids, readable). */
export function calculatorName(type: string): string {
  const words = type.replace(/-calculator$/, '').split('-');
  return words
    .map((w, i) => (ACRONYMS.has(w) ? w.toUpperCase() : i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SectionCard title={title} sx={{ height: '100%' }}>
      {children}
    </SectionCard>
  );
}

function EnquiriesPerWeek() {
  const weeks = useContactWeeks();
  if (weeks.isPending) return <Skeleton variant="rounded" height={280} />;
  if (weeks.isError) return <LoadError what="the weekly enquiries" onRetry={() => void weeks.refetch()} />;
  const labels = weeks.data.map((w) => SHORT_DATE.format(new Date(`${w.weekStart}T00:00:00Z`)));
  const total = weeks.data.reduce((n, w) => n + w.new + w.contacted + w.closed + w.spam, 0);
  return (
    <Box role="img" aria-label={`Enquiries per week for 12 weeks: ${total} in all`}>
      <BarChart
        height={280}
        xAxis={[{ data: labels, scaleType: 'band', label: 'Week starting (Monday)' }]}
        yAxis={[{ width: 36, tickMinStep: 1 }]}
        series={CONTACT_STATUSES.map((s) => ({
          data: weeks.data.map((w) => w[s.value]),
          label: s.label,
          stack: 'enquiries',
          color: STATUS_COLORS[s.value],
        }))}
        margin={{ left: 0, right: 8 }}
      />
    </Box>
  );
}

function MostUsedCalculators() {
  const top = useCalculatorUsageTop();
  if (top.isPending) return <Skeleton variant="rounded" height={280} />;
  if (top.isError) return <LoadError what="calculator usage" onRetry={() => void top.refetch()} />;
  if (top.data.length === 0) return <EmptyState message="No calculator has been used yet" />;
  const rows = top.data.slice(0, 8);
  return (
    <Box
      role="img"
      aria-label={`Most-used calculators: ${rows.map((r) => `${calculatorName(r.calculatorType)} ${r.count}`).join(', ')}`}
    >
      <BarChart
        height={280}
        layout="horizontal"
        yAxis={[{ data: rows.map((r) => calculatorName(r.calculatorType)), scaleType: 'band', width: 120 }]}
        xAxis={[{ tickMinStep: 1, label: 'Uses' }]}
        series={[{ data: rows.map((r) => r.count), label: 'Uses', color: '#0f3d3e' }]}
        hideLegend
        margin={{ left: 0, right: 16 }}
      />
    </Box>
  );
}

/** The overview's charts (CONTACT-LEADS): enquiries per week by status, and the calculators visitors use most. */
export function OverviewCharts() {
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <ChartCard title="Enquiries per week">
          <EnquiriesPerWeek />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <ChartCard title="Most-used calculators">
          <MostUsedCalculators />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
