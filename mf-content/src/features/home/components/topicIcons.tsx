import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenterOutlined';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import LocalHospitalIcon from '@mui/icons-material/LocalHospitalOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivismOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import type { CategoryName } from '@ccl/shared';
import type { ReactElement } from 'react';

/** One icon per topic category of spec §3. */
export const TOPIC_ICONS: Record<CategoryName, ReactElement> = {
  Business: <BusinessCenterIcon />,
  'Consumer Affairs': <ShoppingCartIcon />,
  Employment: <WorkIcon />,
  Health: <LocalHospitalIcon />,
  'Immigration/Settlement': <FlightLandIcon />,
  Legal: <GavelIcon />,
  Community: <GroupsIcon />,
  Education: <SchoolIcon />,
  Financial: <AccountBalanceIcon />,
  Housing: <HomeIcon />,
  Insurance: <ShieldIcon />,
  'Social Services': <VolunteerActivismIcon />,
};
