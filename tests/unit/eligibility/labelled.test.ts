/**
 * Our own labelling of criteria of shared studies the coordinators' review did not cover (a sotatercept study in
 * pulmonary arterial hypertension, a weight-loss study recruiting people with and without type 2 diabetes, a digital
 * dementia test), read against the text by the rule a coordinator would use: what a person can answer truthfully is
 * asked, exactly (a rule that tests the whole text, or the criterion in its own words); what only the site can check,
 * what depends on a branch the person cannot know, and what is worded so that a yes or a no would be guessed, is the
 * site's — and the form can never fail anyone on it.
 */
import { describe, expect, it } from 'vitest';
import { textKey, type Criterion } from '../../../server/domain/eligibility';
import { canFail } from '../../../server/domain/prescreenForm';
import { AS_OF, criterionOf, formOf } from './studyForms';

type Handling = 'site' | 'own words' | 'exact rule' | 'informational';

/** [NCT ID, kind, criterion text (its start), handling, why]. */
const LABELS: Array<[string, 'inclusion' | 'exclusion', string, Handling, string]> = [
  ['NCT05818137', 'inclusion', 'Documented diagnostic RHC at any time prior to screening', 'site', 'a right-heart catheterisation report'],
  ['NCT05818137', 'inclusion', 'PAH classified as WHO FC I or symptomatic PAH', 'site', 'a clinician-rated functional class'],
  ['NCT05818137', 'inclusion', 'On stable doses of background PAH therapy', 'site', 'doses and their stability come from the records'],
  ['NCT05818137', 'exclusion', 'Diagnosis of PH WHO Groups 2, 3, 4, or 5.', 'site', 'a classification the patient does not know'],
  ['NCT05818137', 'exclusion', 'Is on the waiting list for lung transplant', 'own words', 'a person knows whether they are on the list'],
  ['NCT05818137', 'exclusion', 'Pregnant or breastfeeding women.', 'exact rule', 'pregnancy and breastfeeding, asked of women 10–60'],
  ['NCT05818137', 'exclusion', 'Pulmonary function test (PFT) values', 'site', 'a lung-function test at screening'],
  ['NCT05818137', 'exclusion', 'Left ventricular ejection fraction (LVEF) < 45%', 'site', 'an echocardiogram value'],
  ['NCT05818137', 'exclusion', 'Cerebrovascular accident within 3 months prior to the screening visit.', 'exact rule', 'a stroke and its date'],
  ['NCT05818137', 'exclusion', 'Weight at the screening is over 85 kg.', 'exact rule', 'the weight, in kg or lb'],
  [
    'NCT05818137',
    'exclusion',
    'Healthy volunteers are not accepted (ClinicalTrials.gov eligibility)',
    'informational',
    'the inclusions say who the study is for',
  ],
  ['NCT05813925', 'inclusion', 'HbA1c 7.0-10.0 percent', 'site', 'a central-laboratory value'],
  [
    'NCT05813925',
    'inclusion',
    'Treatment with either lifestyle intervention, or treatment with 1-3 marketed oral antidiabetic drugs',
    'site',
    'either branch qualifies: a "no" to the medicines is not a failure',
  ],
  ['NCT05813925', 'inclusion', 'Treatment with oral antidiabetic drugs should be stable', 'site', 'applies only to those taking them'],
  [
    'NCT05813925',
    'exclusion',
    'History of type 1 or type 2 diabetes',
    'exact rule',
    'for the participants without type 2 diabetes only (subgroup header)',
  ],
  [
    'NCT05813925',
    'exclusion',
    'Uncontrolled and potentially unstable diabetic retinopathy or maculopathy',
    'site',
    'verified by a fundus examination',
  ],
  ['NCT06615167', 'inclusion', 'Participants must be between 55 and 85 years old (both men and women).', 'exact rule', 'an age range'],
  ['NCT06615167', 'exclusion', 'Participants with no literacy or illiteracy.', 'site', 'a negation under exclusions reads both ways'],
  ['NCT06615167', 'exclusion', 'Participants with a history of suicidal ideation', 'site', 'suicide risk is assessed by a clinician, with care'],
  [
    'NCT06615167',
    'exclusion',
    'Other conditions as deemed inappropriate for study participant by the Principal Investigator',
    'site',
    "the investigator's judgement",
  ],
];

/** How the engine handles a criterion. */
function handling(c: Criterion): Handling {
  if (c.informational) return 'informational';
  if (c.answerableBy === 'site') return 'site';
  if (!c.rule) {
    expect(c.answerKeys).toEqual([textKey(c.text)]);
    return 'own words';
  }
  return c.scope === undefined || c.scope === 'exact' ? 'exact rule' : ('rule with a scope' as Handling);
}

describe('criteria of shared studies we labelled ourselves', () => {
  it.each(LABELS)('%s %s "%s" → %s (%s)', (nctId, kind, text, expected) => {
    const c = criterionOf(nctId, kind, text);
    expect(handling(c)).toBe(expected);
    if (expected === 'site' || expected === 'informational') expect(canFail(formOf(nctId).content, c, AS_OF)).toBe(false);
  });
});
