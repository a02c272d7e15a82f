import { Box, Button, Divider, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import { useSession } from '@ccl/shared';
import { useNavigate } from 'react-router-dom';

/** The small-screen menu: the header's items in a drawer that slides up (spec §9 drawer constants). */
export function MobileDrawer({
  open,
  onOpen,
  onClose,
  onLogout,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onLogout: () => Promise<void>;
}) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const items = user
    ? [
        ['Dashboard', '/dashboard'],
        ['Review', '/review'],
        ['Discussions', '/discussions'],
        ['Settings', '/settings'],
      ]
    : [
        ['Discussion', '/discussions'],
        ['Login', '/login'],
        ['Sign Up', '/signup'],
      ];

  return (
    <SwipeableDrawer
      anchor="bottom"
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      transitionDuration={500}
      hysteresis={0.25}
      minFlingVelocity={400}
      disableSwipeToOpen
      slotProps={{ paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, pb: 2 } } }}
    >
      <Box role="navigation" aria-label="Menu" sx={{ pt: 1 }}>
        <Box sx={{ width: 40, height: 4, bgcolor: 'divider', borderRadius: 2, mx: 'auto', mb: 1 }} aria-hidden />
        {user && <Typography sx={{ px: 2, py: 1, fontWeight: 700 }}>Hello, {user.name}</Typography>}
        <List>
          {items.map(([label, to]) => (
            <ListItemButton key={to} onClick={() => go(to!)}>
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
        </List>
        {user && (
          <>
            <Divider />
            <Box sx={{ px: 2, pt: 2 }}>
              <Button
                fullWidth
                variant="outlined"
                color="error"
                onClick={() => {
                  onClose();
                  void onLogout();
                }}
              >
                Logout
              </Button>
            </Box>
          </>
        )}
      </Box>
    </SwipeableDrawer>
  );
}
