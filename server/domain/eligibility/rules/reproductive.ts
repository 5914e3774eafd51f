/** Pregnancy, breastfeeding and contraception recognisers. */
import type { ContraceptionRule, PregnancyRule } from '../types';

const PREGNANT = /pregnan(?:t|cy)(?!\s+test)|positive\s+(?:\w+\s+){0,4}(?:pregnancy|(?:β|beta)?-?hcg)\s+test/;
const BREASTFEEDING = /breast[- ]?feed|lactat|nursing(?!\s+(?:home|facilit|staff|care))/;
const PLANNING = /(?:plan|intend|intention|wish|desire|expect)\w*\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:become\s+pregnant|pregnan|conceive|breast[- ]?feed)/;
const NOT_PREGNANT =
  /negative\s+[^.;]{0,80}?pregnancy test|pregnancy test\s+(?:\w+\s+){0,3}negative|\bnot\s+(?:be\s+|currently\s+)?(?:pregnant|breast[- ]?feeding|lactating)|non-?pregnant/;

/**
 * Pregnancy / breastfeeding / planned pregnancy: "Pregnancy, lactation or plan to breastfeed" → states
 * [pregnant, breastfeeding, planning_pregnancy]; "Women of childbearing potential with a negative urine pregnancy
 * test" → [pregnant] negated (the statement is "not pregnant"). `s` is normalised text.
 */
export function recognisePregnancy(s: string): PregnancyRule | null {
  const states: PregnancyRule['states'] = [];
  const planning = PLANNING.test(s);
  if (PREGNANT.test(s.replace(PLANNING, ' ')) || NOT_PREGNANT.test(s)) states.push('pregnant');
  if (BREASTFEEDING.test(s.replace(PLANNING, ' '))) states.push('breastfeeding');
  if (planning) states.push('planning_pregnancy');
  if (!states.length) return null;
  return { type: 'pregnancy', states, negated: NOT_PREGNANT.test(s) };
}

const CONTRACEPTION = /contracept|birth control|barrier method|abstinen/;
const REFUSES = /unwilling|not willing|refus|unable|not able|not agree|do(?:es)? not (?:use|want)|without (?:\w+\s+){0,2}contracept/;

/** Agreement to use contraception ("must agree to use effective contraception"); "unwilling to use …" is negated. */
export function recogniseContraception(s: string): ContraceptionRule | null {
  if (!CONTRACEPTION.test(s)) return null;
  return { type: 'contraception', negated: REFUSES.test(s) };
}
