/**
 * Personas through the chat prescreen dialogue for the 20 studies with reviewers' criterion-by-criterion notes
 * (the criteria-review notes of the shared data): see ./suite.ts for what is checked and ./reviewedStudies.ts for the people.
 */
import { REVIEWED_STUDIES } from './reviewedStudies';
import { personaSuite } from './suite';

personaSuite('personas in the chat prescreen: the 20 reviewed studies', REVIEWED_STUDIES);
