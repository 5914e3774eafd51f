/** The chatAgents resource (DESIGN §3; page /admin/chat-agents): lazily loaded list page, icon, record name. */
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { lazyPage } from '../../../routing/lazyPage';

export default {
  list: lazyPage(() => import('./ChatAgentsPage')),
  icon: SmartToyIcon,
  recordRepresentation: 'name',
};
