/**
 * The app bar: logo, the page title, the organisation switcher (spec §4) and the user menu (My account, Sign out → /sign-out).
 * The title element is the page's one `h1`: pages name themselves there with react-admin's `<Title>` (lists and
 * records by default), so a screen reader finds each page's heading in the same place. While no page has put a title
 * in it, it is not rendered at all (no empty heading), and a page without a `<Title>` (the not-found page) brings its
 * own `h1`.
 */
import { forwardRef } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useGetIdentity, useUserMenu } from 'react-admin';
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

/**
 * The user menu button's accessible name: it starts with the name the button shows (WCAG 2.5.3 label in name), so a
 * person using speech input can say what they see; without a name yet, "Account menu".
 */
function userMenuLabel(fullName: string | undefined): string {
  return fullName ? `${fullName}, account menu` : 'Account menu';
}

/** The Phases app bar. */
export function AppBar() {
  const { identity } = useGetIdentity();
  return (
    <RaAppBar
      color="primary"
      userMenu={
        <UserMenu label={userMenuLabel(identity?.fullName)}>
          <UserMenuLink to={PATHS.account} label="My account" icon={<AccountCircleIcon fontSize="small" />} />
          <UserMenuLink to={PATHS.signOut} label="Sign out" icon={<LogoutIcon fontSize="small" />} />
        </UserMenu>
      }
    >
      <Box component={Link} to={PATHS.trials} aria-label="Phases home" sx={{ color: 'inherit', textDecoration: 'none', display: 'flex' }}>
        <Logo size="sm" tone="light" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, ml: 3 }}>
        <TitlePortal component="h1" sx={{ '&:empty': { display: 'none' } }} />
      </Box>
      <OrganizationSwitcher />
    </RaAppBar>
  );
}
