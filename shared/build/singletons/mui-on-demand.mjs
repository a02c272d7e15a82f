/**
 * The heavier MUI components, each its own singleton, imported by deep path in the apps
 * (`import Dialog from '@mui/material/Dialog'`) and downloaded only by a page that draws one.
 * The federation provides only what a build imports, so the shell's entry includes this module: the shell
 * then provides every one of them (lazily), and a remote's Dialog is the shell's copy — not one the remote
 * bundled, which would come with its own internal contexts (a DialogTitle must share its Dialog's).
 * Add a component here before an app imports it by deep path (eslint.config.mjs enforces it).
 */
export const MUI_ON_DEMAND_LOADERS = {
  Checkbox: () => import('@mui/material/Checkbox'),
  Dialog: () => import('@mui/material/Dialog'),
  DialogActions: () => import('@mui/material/DialogActions'),
  DialogContent: () => import('@mui/material/DialogContent'),
  DialogContentText: () => import('@mui/material/DialogContentText'),
  DialogTitle: () => import('@mui/material/DialogTitle'),
  FormControlLabel: () => import('@mui/material/FormControlLabel'),
  FormGroup: () => import('@mui/material/FormGroup'),
  Menu: () => import('@mui/material/Menu'),
  MenuItem: () => import('@mui/material/MenuItem'),
  Radio: () => import('@mui/material/Radio'),
  RadioGroup: () => import('@mui/material/RadioGroup'),
  Step: () => import('@mui/material/Step'),
  StepLabel: () => import('@mui/material/StepLabel'),
  Stepper: () => import('@mui/material/Stepper'),
  SwipeableDrawer: () => import('@mui/material/SwipeableDrawer'),
  Switch: () => import('@mui/material/Switch'),
  Tab: () => import('@mui/material/Tab'),
  Tabs: () => import('@mui/material/Tabs'),
  Table: () => import('@mui/material/Table'),
  TableBody: () => import('@mui/material/TableBody'),
  TableCell: () => import('@mui/material/TableCell'),
  TableContainer: () => import('@mui/material/TableContainer'),
  TableHead: () => import('@mui/material/TableHead'),
  TableRow: () => import('@mui/material/TableRow'),
  TextField: () => import('@mui/material/TextField'),
  Tooltip: () => import('@mui/material/Tooltip'),
};
