/** The trials resource (DESIGN §3): lazily loaded grid and detail page, icon and record representation. */
import ScienceIcon from '@mui/icons-material/Science';
import { lazyPage } from '../../routing/lazyPage';

export default {
  list: lazyPage<{ admin?: boolean }>(() => import('./TrialList')),
  show: lazyPage(() => import('./TrialShow')),
  icon: ScienceIcon,
  recordRepresentation: 'title',
};
