/**
 * The side menu (spec §2): Trials, Candidates, Prescreen results, Settings for everyone; an "Admin" group (Dashboard,
 * Organizations, Users, Candidates, Trials, Trial criteria, Prescreen forms, Chat agents, Chat conversations, Audit
 * log) with the pages canAccess lets the person's role list, expanded while an /admin page is open. Every item
 * preloads its page on hover or focus (spec §9, 50 ms).
 * ARIA: react-admin's menu is a `menu` whose children must be menu items or groups, so the Admin toggle is a menu
 * item (aria-expanded, aria-controls) and the admin pages a `group` named "Admin" — not a button and a list.
 */
import { useId, useState, type ReactElement } from 'react';
import { Box, Collapse, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Menu, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router';
import ScienceIcon from '@mui/icons-material/Science';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DashboardIcon from '@mui/icons-material/Dashboard';
import BusinessIcon from '@mui/icons-material/Business';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import BiotechIcon from '@mui/icons-material/Biotech';
import RuleIcon from '@mui/icons-material/Rule';
import QuizIcon from '@mui/icons-material/Quiz';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import ForumIcon from '@mui/icons-material/Forum';
import HistoryIcon from '@mui/icons-material/History';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { canAccess } from '../../contracts/access';
import { useRole } from './RequireAccess';
import { usePreloadOnIntent } from '../routing/usePreloadOnIntent';
import { PATHS } from '../routing/paths';

/** A menu link that preloads its target on intent. */
function PreloadMenuItem({ to, primaryText, leftIcon }: { to: string; primaryText: string; leftIcon: ReactElement }) {
  const intent = usePreloadOnIntent(to);
  return <Menu.Item to={to} primaryText={primaryText} leftIcon={leftIcon} {...intent} />;
}

/** The /admin pages with the resource (or page) whose `list` access shows them. */
const ADMIN_ITEMS = [
  { to: PATHS.adminDashboard, text: 'Dashboard', icon: <DashboardIcon />, resource: 'dashboard' },
  { to: PATHS.adminOrganizations, text: 'Organizations', icon: <BusinessIcon />, resource: 'organizations' },
  { to: PATHS.adminUsers, text: 'Users', icon: <ManageAccountsIcon />, resource: 'users' },
  { to: PATHS.adminCandidates, text: 'Candidates', icon: <GroupAddIcon />, resource: 'candidates' },
  { to: PATHS.adminTrials, text: 'Trials', icon: <BiotechIcon />, resource: 'trials' },
  { to: PATHS.adminTrialCriteria, text: 'Trial criteria', icon: <RuleIcon />, resource: 'trialCriteria' },
  { to: PATHS.adminPrescreenForms, text: 'Prescreen forms', icon: <QuizIcon />, resource: 'prescreenForms' },
  { to: PATHS.adminChatAgents, text: 'Chat agents', icon: <SmartToyIcon />, resource: 'chatAgents' },
  { to: PATHS.adminChatConversations, text: 'Chat conversations', icon: <ForumIcon />, resource: 'chatConversations' },
  { to: PATHS.adminAuditLog, text: 'Audit log', icon: <HistoryIcon />, resource: 'audit-events' },
];

/** The side menu; the Admin group holds the pages the role may open. */
export function AppMenu() {
  const role = useRole();
  const adminItems = ADMIN_ITEMS.filter((item) => canAccess(role, item.resource, 'list'));
  const { pathname } = useLocation();
  const inAdmin = pathname.startsWith(`${PATHS.admin}/`);
  const [adminOpen, setAdminOpen] = useState(inAdmin);
  const [sidebarOpen] = useSidebarState();
  const groupId = useId();
  const open = adminOpen || inAdmin;
  return (
    <Menu aria-label="Main menu">
      <PreloadMenuItem to={PATHS.trials} primaryText="Trials" leftIcon={<ScienceIcon />} />
      <PreloadMenuItem to={PATHS.candidates} primaryText="Candidates" leftIcon={<PeopleIcon />} />
      <PreloadMenuItem to={PATHS.prescreenResults} primaryText="Prescreen results" leftIcon={<FactCheckIcon />} />
      {adminItems.length > 0 && (
        <>
          {/* tabIndex 0 like react-admin's items, so Tab reaches it; with the sidebar closed only the icon shows, so it is named by aria-label */}
          <MenuItem
            onClick={() => setAdminOpen(!open)}
            aria-expanded={open}
            aria-controls={open ? groupId : undefined}
            aria-label={sidebarOpen ? undefined : 'Admin'}
            tabIndex={0}
            sx={{ color: 'text.secondary' }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <AdminPanelSettingsIcon />
            </ListItemIcon>
            {sidebarOpen && <ListItemText primary="Admin" />}
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </MenuItem>
          <Collapse in={open} unmountOnExit>
            <Box id={groupId} role="group" aria-label="Admin" sx={{ pl: sidebarOpen ? 1.5 : 0 }}>
              {adminItems.map((item) => (
                <PreloadMenuItem key={item.to} to={item.to} primaryText={item.text} leftIcon={item.icon} />
              ))}
            </Box>
          </Collapse>
        </>
      )}
      <PreloadMenuItem to={PATHS.account} primaryText="Settings" leftIcon={<SettingsIcon />} />
    </Menu>
  );
}
