import type { ReactElement } from 'react';
import type { CalculatorType } from '@36x/common';
import Shield from '@mui/icons-material/Shield';
import TrendingUp from '@mui/icons-material/TrendingUp';
import ShowChart from '@mui/icons-material/ShowChart';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Public from '@mui/icons-material/Public';
import HomeWork from '@mui/icons-material/HomeWork';
import RequestQuote from '@mui/icons-material/RequestQuote';
import BeachAccess from '@mui/icons-material/BeachAccess';
import JoinInner from '@mui/icons-material/JoinInner';
import Timeline from '@mui/icons-material/Timeline';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import Domain from '@mui/icons-material/Domain';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Savings from '@mui/icons-material/Savings';
import EventRepeat from '@mui/icons-material/EventRepeat';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Paid from '@mui/icons-material/Paid';
import Payments from '@mui/icons-material/Payments';

/** One icon per calculator or tool, used by the item row and the Advanced Financial Tools cards. */
export const TOOL_ICONS: Record<CalculatorType, ReactElement> = {
  'term-insurance': <Shield fontSize="small" />,
  'sip-calculator': <TrendingUp fontSize="small" />,
  'black-scholes': <ShowChart fontSize="small" />,
  'ltcg-calculator': <ReceiptLong fontSize="small" />,
  'dtaa-calculator': <Public fontSize="small" />,
  'income-tax': <AccountBalanceWallet fontSize="small" />,
  'loan-amortization': <HomeWork fontSize="small" />,
  'bonds-calculator': <RequestQuote fontSize="small" />,
  'retirement-calculator': <BeachAccess fontSize="small" />,
  'fixed-deposit': <Savings fontSize="small" />,
  'recurring-deposit': <EventRepeat fontSize="small" />,
  'ppf-calculator': <AccountBalance fontSize="small" />,
  'lumpsum-calculator': <Paid fontSize="small" />,
  'swp-calculator': <Payments fontSize="small" />,
  'mutual-fund-overlap': <JoinInner fontSize="small" />,
  'rolling-returns': <Timeline fontSize="small" />,
  'balance-transfer': <SwapHoriz fontSize="small" />,
  'health-insurance': <HealthAndSafety fontSize="small" />,
  'company-formation': <Domain fontSize="small" />,
};
