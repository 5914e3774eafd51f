/** The prescreenForms resource (DESIGN §3; page /admin/prescreen-forms, list and builder): lazily loaded page, icon, record name. */
import QuizIcon from '@mui/icons-material/Quiz';
import { lazyPage } from '../../../routing/lazyPage';

export default {
  list: lazyPage(() => import('./PrescreenFormsPage')),
  icon: QuizIcon,
  recordRepresentation: 'name',
};
