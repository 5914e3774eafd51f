/** The users resource (DESIGN §3; admin page only): lazily loaded grid with its edit dialog. */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyPage } from '../../routing/lazyPage';

export default {
  list: lazyPage(() => import('./UserList')),
  icon: ManageAccountsIcon,
  recordRepresentation: 'name',
};
