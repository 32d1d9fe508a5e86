import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ShowChartOutlinedIcon from '@mui/icons-material/ShowChartOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import PieChartOutlineIcon from '@mui/icons-material/PieChartOutline';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import TrackChangesOutlinedIcon from '@mui/icons-material/TrackChangesOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import BalanceOutlinedIcon from '@mui/icons-material/BalanceOutlined';
import CopyrightOutlinedIcon from '@mui/icons-material/CopyrightOutlined';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import CandlestickChartOutlinedIcon from '@mui/icons-material/CandlestickChartOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import DonutSmallOutlinedIcon from '@mui/icons-material/DonutSmallOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import type { ContentIcon } from '../../content/types';

/** The content's icon keys drawn as MUI icons (imported one file each, only on this page). */
export const serviceIcons: Record<ContentIcon, typeof AccountBalanceOutlinedIcon> = {
  ca: AccountBalanceOutlinedIcon,
  cfa: ShowChartOutlinedIcon,
  cs: GavelOutlinedIcon,
  tax: CalculateOutlinedIcon,
  audit: FactCheckOutlinedIcon,
  ledger: MenuBookOutlinedIcon,
  advisory: BusinessCenterOutlinedIcon,
  compliance: VerifiedUserOutlinedIcon,
  portfolio: PieChartOutlineIcon,
  research: QueryStatsOutlinedIcon,
  planning: TrackChangesOutlinedIcon,
  risk: ShieldOutlinedIcon,
  wealth: DiamondOutlinedIcon,
  legal: BalanceOutlinedIcon,
  trademark: CopyrightOutlinedIcon,
  license: AssignmentTurnedInOutlinedIcon,
  governance: AccountTreeOutlinedIcon,
  documents: DescriptionOutlinedIcon,
  loan: HomeWorkOutlinedIcon,
  insurance: HealthAndSafetyOutlinedIcon,
  broking: CandlestickChartOutlinedIcon,
  deposit: SavingsOutlinedIcon,
  unlisted: LockClockOutlinedIcon,
  'mutual-fund': DonutSmallOutlinedIcon,
  algo: SmartToyOutlinedIcon,
  consultancy: LightbulbOutlinedIcon,
};
