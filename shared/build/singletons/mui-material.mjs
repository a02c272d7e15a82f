/**
 * What every app gets for `import { … } from '@mui/material'`: the federation shares this module as the
 * `@mui/material` singleton instead of MUI's whole barrel. A shared module is never tree-shaken, so the
 * whole barrel cost ~147 KB gzip on every first visit; this one holds exactly the components the apps use,
 * still one copy of each (one theme, one set of contexts). ESLint (eslint.config.mjs) reads this list and
 * refuses an import from '@mui/material' of a name that is not here: add it here first.
 * Deep paths on purpose: '@mui/material' itself would be this module again.
 */
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardActionArea } from '@mui/material/CardActionArea';
export { default as CardActions } from '@mui/material/CardActions';
export { default as CardContent } from '@mui/material/CardContent';
export { default as Chip } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Collapse } from '@mui/material/Collapse';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Divider } from '@mui/material/Divider';
export { default as Grid } from '@mui/material/Grid';
export { default as IconButton } from '@mui/material/IconButton';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Link } from '@mui/material/Link';
export { default as List } from '@mui/material/List';
export { default as ListItem } from '@mui/material/ListItem';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { default as useScrollTrigger } from '@mui/material/useScrollTrigger';
export { createTheme, keyframes, ThemeProvider, useTheme } from '@mui/material/styles';
// For @mui/icons-material, which imports '@mui/material/SvgIcon' (aliased to ../mui-svg-icon.mjs).
export { createSvgIcon } from '@mui/material/utils';
