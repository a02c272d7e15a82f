import {
  AppBar,
  Avatar,
  Box,
  Button,
  Container,
  IconButton,
  Toolbar,
  Typography,
  useMediaQuery,
  useScrollTrigger,
  useTheme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { LIMITS, useSession } from '@ccl/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLogout } from '../../auth/hooks/useLogout';
import { useDueToday } from '../../learning/hooks/useDueToday';
import { Brand } from './Brand';

// Loaded when first needed, not with the page: the account menu on its first click, the drawer (small screens
// only; it has no swipe to open) as the menu button is touched. Fetched while the page loads, even when idle, it
// was a download the page's own data shared the phone's bandwidth with (issue #14).
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
const loadMobileDrawer = () => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer');
const MobileDrawer = lazy(() => loadMobileDrawer().then((m) => ({ default: m.MobileDrawer })));

export function Header() {
  const user = useSession((s) => s.user);
  const theme = useTheme();
  // A page drawn on the server, and the browser's render that takes it over, cannot know the screen's width: they
  // draw a phone's header, as most candidates have; a wider screen gets its own header right after.
  const small = useMediaQuery(theme.breakpoints.down('md'), { defaultMatches: true });
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: LIMITS.headerScrollThreshold });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first press on: unmounting it when it closes would cut its closing transition.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first click on: unmounting it when it closes would cut its closing transition.
  const [menuWanted, setMenuWanted] = useState(false);
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
              <IconButton
                edge="end"
                aria-label="Open menu"
                onPointerDown={() => void loadMobileDrawer()}
                onClick={() => {
                  setDrawerWanted(true);
                  setDrawerOpen(true);
                }}
              >
                <MenuIcon />
              </IconButton>
              {drawerWanted && (
                <Suspense fallback={null}>
                  <MobileDrawer
                    open={drawerOpen}
                    onOpen={() => setDrawerOpen(true)}
                    onClose={() => setDrawerOpen(false)}
                    onLogout={logout}
                  />
                </Suspense>
              )}
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
              <IconButton
                aria-label="Account menu"
                aria-haspopup="menu"
                onClick={(e) => {
                  setMenuWanted(true);
                  setMenuAnchor(e.currentTarget);
                }}
              >
                <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 15 }}>{user.name.charAt(0).toUpperCase()}</Avatar>
              </IconButton>
              {menuWanted && (
                <Suspense fallback={null}>
                  <AccountMenu
                    anchor={menuAnchor}
                    dueToday={dueToday}
                    onClose={() => setMenuAnchor(null)}
                    onGo={go}
                    onLogout={() => {
                      setMenuAnchor(null);
                      void logout();
                    }}
                  />
                </Suspense>
              )}
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
