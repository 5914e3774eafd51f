/** The audit-events resource (DESIGN §3; admin page /admin/audit-log only): lazily loaded list, icon. */
import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../../routing/lazyPage';
import { actionLabel, entityLabel } from './describe';

export default {
  list: lazyPage(() => import('./AuditLogList')),
  icon: HistoryIcon,
  recordRepresentation: (e: { action: string; entity: string }) => `${actionLabel(e)} ${entityLabel(e.entity).toLowerCase()}`,
};
