/** The trialCriteria resource (DESIGN §3; page /admin/trial-criteria, a trial's criteria editor): lazily loaded page, icon, record name. */
import RuleIcon from '@mui/icons-material/Rule';
import { lazyPage } from '../../../routing/lazyPage';

export default {
  edit: lazyPage(() => import('./TrialCriteriaPage')),
  icon: RuleIcon,
  recordRepresentation: 'title',
};
