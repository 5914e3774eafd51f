/**
 * Personas through the chat prescreen dialogue for 14 more shared studies, recruiting or not yet recruiting (several
 * therapeutic areas, children and adults, women-only and men-only studies): see ./suite.ts for what is checked and
 * ./recruitingStudies.ts for the people.
 */
import { RECRUITING_STUDIES } from './recruitingStudies';
import { personaSuite } from './suite';

personaSuite('personas in the chat prescreen: 14 recruiting studies', RECRUITING_STUDIES);
