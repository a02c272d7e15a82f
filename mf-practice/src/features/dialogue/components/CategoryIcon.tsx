import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import SchoolIcon from '@mui/icons-material/School';
import ShieldIcon from '@mui/icons-material/Shield';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TopicIcon from '@mui/icons-material/Topic';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkIcon from '@mui/icons-material/Work';
import type { CategoryName } from '@ccl/shared';

const ICONS: Record<CategoryName, typeof TopicIcon> = {
  Business: BusinessCenterIcon,
  'Consumer Affairs': ShoppingCartIcon,
  Employment: WorkIcon,
  Health: LocalHospitalIcon,
  'Immigration/Settlement': FlightLandIcon,
  Legal: GavelIcon,
  Community: GroupsIcon,
  Education: SchoolIcon,
  Financial: AccountBalanceIcon,
  Housing: HomeIcon,
  Insurance: ShieldIcon,
  'Social Services': VolunteerActivismIcon,
};

/** The topic icon shown beside a dialogue's category; a generic one for a category we don't know. */
export function CategoryIcon({ category }: { category: string | undefined }) {
  const Icon = (category && ICONS[category as CategoryName]) || TopicIcon;
  return <Icon fontSize="small" color="primary" aria-hidden data-testid={`category-icon-${category ?? 'none'}`} />;
}
