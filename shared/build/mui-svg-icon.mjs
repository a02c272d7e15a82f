// @mui/icons-material imports '@mui/material/SvgIcon' by deep path, which would bundle a second MUI
// into each app (and lose the theme's defaultProps). This alias target hands icons the shared copy.
export { createSvgIcon } from '@mui/material';
