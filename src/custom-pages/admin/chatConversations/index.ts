/** The chatConversations resource (DESIGN §3; page /admin/chat-conversations): lazily loaded list page, icon, record name. */
import ForumIcon from '@mui/icons-material/Forum';
import { lazyPage } from '../../../routing/lazyPage';
import { visitorLabel } from './labels';

export default {
  list: lazyPage(() => import('./ChatConversationsPage')),
  icon: ForumIcon,
  recordRepresentation: visitorLabel,
};
