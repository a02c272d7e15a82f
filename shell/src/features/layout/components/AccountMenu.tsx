import { Divider, ListItemIcon } from '@mui/material';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';

/**
 * The signed-in header's account menu. Its own module, loaded on the first click (Header.tsx): a menu's
 * popover, modal and transitions are ~15 KB gzip no first visit needs.
 */
export function AccountMenu({
  anchor,
  dueToday,
  onClose,
  onGo,
  onLogout,
}: {
  anchor: HTMLElement | null;
  dueToday: number | undefined;
  onClose: () => void;
  onGo: (to: string) => void;
  onLogout: () => void;
}) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem onClick={() => onGo('/dashboard')}>
        <ListItemIcon>
          <DashboardIcon fontSize="small" />
        </ListItemIcon>
        Dashboard
      </MenuItem>
      <MenuItem onClick={() => onGo('/review')}>
        <ListItemIcon>
          <SchoolIcon fontSize="small" />
        </ListItemIcon>
        {dueToday === undefined ? 'Review' : `Review · Due today: ${dueToday}`}
      </MenuItem>
      <MenuItem onClick={() => onGo('/settings')}>
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        Settings
      </MenuItem>
      <Divider />
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
