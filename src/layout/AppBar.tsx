/**
 * The app bar: logo, the page title, the organisation switcher (spec §4) and the user menu (My account, Sign out → /sign-out).
 */
import { forwardRef } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useUserMenu } from 'react-admin';
import { Link } from 'react-router';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { Logo } from './Logo';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { PATHS } from '../routing/paths';

/** A user-menu entry that navigates to `to` and closes the menu. */
const UserMenuLink = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode }>(function UserMenuLink(
  { to, label, icon },
  ref,
) {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

/** The Phases app bar. */
export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      userMenu={
        <UserMenu>
          <UserMenuLink to={PATHS.account} label="My account" icon={<AccountCircleIcon fontSize="small" />} />
          <UserMenuLink to={PATHS.signOut} label="Sign out" icon={<LogoutIcon fontSize="small" />} />
        </UserMenu>
      }
    >
      <Box component={Link} to={PATHS.trials} aria-label="Phases home" sx={{ color: 'inherit', textDecoration: 'none', display: 'flex' }}>
        <Logo size="sm" tone="light" />
      </Box>
      <TitlePortal sx={{ ml: 3 }} />
      <OrganizationSwitcher />
    </RaAppBar>
  );
}
