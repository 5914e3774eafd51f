/** The organizations resource (DESIGN §3; admin pages only): lazily loaded grid and edit page. */
import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../../routing/lazyPage';

export default {
  list: lazyPage(() => import('./OrganizationList')),
  edit: lazyPage(() => import('./OrganizationEdit')),
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
