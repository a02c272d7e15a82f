// @mui/icons-material imports '@mui/material/SvgIcon' by deep path, which would bundle a second MUI
// into each app (and lose the theme's defaultProps). This alias target hands icons the shared barrel's copy.
export { createSvgIcon, SvgIcon as default } from '@mui/material';
