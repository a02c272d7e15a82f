import {
  AppBar,
  Avatar,
  Box,
  Button,
  Container,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
  useMediaQuery,
  useScrollTrigger,
  useTheme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { LIMITS, useSession } from '@ccl/shared';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLogout } from '../../auth/hooks/useLogout';
import { useDueToday } from '../../learning/hooks/useDueToday';
import { Brand } from './Brand';
import { MobileDrawer } from './MobileDrawer';

export function Header() {
  const user = useSession((s) => s.user);
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: LIMITS.headerScrollThreshold });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const logout = useLogout();
  const dueToday = useDueToday(user?.id, Boolean(menuAnchor));

  const go = (to: string) => {
    setMenuAnchor(null);
    navigate(to);
  };

  return (
    <AppBar
      position="sticky"
      elevation={scrolled ? 3 : 0}
      color="inherit"
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        bgcolor: scrolled ? 'rgba(255,255,255,0.96)' : 'background.default',
        backdropFilter: scrolled ? 'blur(6px)' : 'none',
        borderBottom: '1px solid',
        borderColor: scrolled ? 'divider' : 'transparent',
        transition: 'background-color 200ms, box-shadow 200ms',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          {small ? (
            <>
              {user && (
                <Typography sx={{ mr: 1, fontWeight: 600 }} noWrap>
                  Hello, {user.name}
                </Typography>
              )}
              <IconButton edge="end" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
              <MobileDrawer open={drawerOpen} onOpen={() => setDrawerOpen(true)} onClose={() => setDrawerOpen(false)} onLogout={logout} />
            </>
          ) : user ? (
            <>
              <Typography sx={{ mr: 1, fontWeight: 600 }}>Hello, {user.name}</Typography>
              <Button component={RouterLink} to="/dashboard" color="inherit">
                Dashboard
              </Button>
              <Button component={RouterLink} to="/discussions" color="inherit">
                Discussions
              </Button>
              <IconButton aria-label="Account menu" aria-haspopup="menu" onClick={(e) => setMenuAnchor(e.currentTarget)}>
                <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 15 }}>{user.name.charAt(0).toUpperCase()}</Avatar>
              </IconButton>
              <Menu
                anchorEl={menuAnchor}
                open={Boolean(menuAnchor)}
                onClose={() => setMenuAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
              >
                <MenuItem onClick={() => go('/dashboard')}>
                  <ListItemIcon>
                    <DashboardIcon fontSize="small" />
                  </ListItemIcon>
                  Dashboard
                </MenuItem>
                <MenuItem onClick={() => go('/review')}>
                  <ListItemIcon>
                    <SchoolIcon fontSize="small" />
                  </ListItemIcon>
                  {dueToday === undefined ? 'Review' : `Review · Due today: ${dueToday}`}
                </MenuItem>
                <MenuItem onClick={() => go('/settings')}>
                  <ListItemIcon>
                    <SettingsIcon fontSize="small" />
                  </ListItemIcon>
                  Settings
                </MenuItem>
                <Divider />
                <MenuItem
                  onClick={() => {
                    setMenuAnchor(null);
                    void logout();
                  }}
                >
                  <ListItemIcon>
                    <LogoutIcon fontSize="small" />
                  </ListItemIcon>
                  Logout
                </MenuItem>
              </Menu>
            </>
          ) : (
            <>
              <Button component={RouterLink} to="/discussions" color="inherit">
                Discussion
              </Button>
              <Button component={RouterLink} to="/login" variant="outlined">
                Login
              </Button>
              <Button component={RouterLink} to="/signup" variant="contained">
                Sign Up
              </Button>
            </>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
