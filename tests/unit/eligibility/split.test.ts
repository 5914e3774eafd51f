/**
 * splitCriteria on real records. Expected counts and texts were read off the records by hand (the raw text is
 * quoted in the comments where it explains a count).
 */
import { describe, expect, it } from 'vitest';
import { itemFullText, splitCriteria } from '../../../server/domain/eligibility';
import { criteriaText } from './records';

const split = (id: string) => splitCriteria(criteriaText(id));

describe('splitCriteria: counts of inclusion / exclusion items on real records', () => {
  it.each([
    // "Key Inclusion Criteria:" / "Key Exclusion Criteria:", numbered 1.–10. and 1.–13., escaped \> \<
    ['NCT05925803', 10, 13],
    // "Exclusion Criteria" without colon; exclusion 3 has nested 1./2./i./c.…j. sub-items kept with it
    ['NCT04886388', 8, 6],
    // no inclusion header ("To be eligible … must:"), then "III.6 EXCLUSION CRITERIA"
    ['NCT05266716', 9, 7],
    // "• Inclusion Criteria:" bullet headers, unmarked paragraphs
    ['NCT05464836', 6, 10],
    // headings "Index Participants" / "Study Participants", nested 1./a./b./* lists, trailing Note
    ['NCT05897541', 10, 12],
    // "Eligibility criteria:" + "For adolescent participants:" / "For parent participants:" lead-ins
    ['NCT03630471', 9, 8],
    // "Major Eligibility Criteria:" only: everything is inclusion
    ['NCT02782117', 7, 0],
    // numbered with 1./2./… sub-items and "a." under "5."; 20 exclusion items
    ['NCT05536349', 8, 20],
    // nested 1.–6. under "2.", roman i.–v. and "g." inline
    ['NCT02650414', 8, 7],
    // "*" and "-" bullets under unmarked headings ("Obesity-related", "Glycaemia-related for participant without T2D")
    ['NCT05813925', 7, 6],
    // "Inclusion:" / "Exclusion:"
    ['NCT02560883', 2, 1],
    // exclusion 1.–14. then "16) Acting out …; 17) Diagnosis …" on one line
    ['NCT05365607', 11, 16],
    // one paragraph of inclusion; exclusion "1) …, 2) …, … 6) …, 8) …" on one line
    ['NCT06868446', 1, 7],
    // "Exclusion Criteria:" then "Exclusion Criteria: All answers must be NO … " as one run-on paragraph
    ['NCT06383962', 3, 1],
    ['NCT06883097', 7, 6],
    ['NCT05164042', 8, 12],
    // TREC legacy XML: "-  INCLUSION CRITERIA", "Inclusion criteria for all participants:" / "for SCD patients:" …,
    // three parts A/B/C, 35 inclusion and 29 exclusion items
    ['NCT00495638', 35, 29],
  ])('%s → %i inclusion, %i exclusion', (id, inclusion, exclusion) => {
    const s = split(id);
    expect(s.inclusion).toHaveLength(inclusion);
    expect(s.exclusion).toHaveLength(exclusion);
  });
});

describe('splitCriteria: item texts, nesting, context and notes', () => {
  it('keeps verbatim text without the marker, with markdown escapes undone', () => {
    const s = split('NCT05925803');
    expect(s.inclusion[0].text).toBe('Adult patients from 18 to 70 years of age inclusive');
    expect(s.inclusion[5].text).toBe('mRSS > 10 with early disease or rapid progression as defined by the protocol');
    expect(s.exclusion[2].text).toContain('(estimated glomerular filtration rate(eGFR) < 45 mL/min)');
    expect(s.exclusion[12].text).toMatch(/^Any condition that, in the opinion of the investigator or AstraZeneca/);
    // "\*Note- patients …" (NCT02650414) and "=\<" (NCT04874480) lose their backslashes.
    expect(split('NCT02650414').exclusion[6].text).toContain('screening visit. *Note- patients who have received anti-CD19');
    expect(split('NCT04874480').inclusion.map((i) => i.text)).toContain('Bilirubin =< 2.5 mg/dL');
  });

  it('keeps sub-items with their parent (children), whatever their marker', () => {
    const s = split('NCT04886388');
    const reveal = s.exclusion[2];
    expect(reveal.text).toBe('Have self-reported measures, collected during screening interview, that reveal:');
    expect(reveal.children[0].text).toBe('An active eating disorder');
    const full = itemFullText(reveal);
    expect(full).toContain('A history of bariatric surgery or planned bariatric surgery during the study;');
    expect(full).toContain('For women only: pregnant (or lactating)');
    expect(s.exclusion[3].text).toBe('Has a current HbA1c level ≥11%, at the screening assessment;');

    const hepatic = split('NCT05536349').inclusion[3];
    expect(hepatic.text).toBe('Adequate hepatic function');
    expect(hepatic.children.map((c) => c.text.slice(0, 15))).toEqual(['Total bilirubin', 'ALT and AST ≤3.']);
    const renal = split('NCT05536349').inclusion[4];
    expect(renal.children[0].text).toBe('Creatinine clearance ≥ 50 ml/min (calculated using CKD-EPI formula)');

    const relapse = split('NCT02650414').inclusion[1];
    expect(relapse.text).toBe('Relapsed or refractory B-cell ALL:');
    expect(relapse.children.length).toBeGreaterThanOrEqual(6);
    expect(itemFullText(relapse)).toContain('Lack of suitable donor');
  });

  it('attaches lead-in lines and headings as context, not as criteria', () => {
    const adolescents = split('NCT03630471');
    expect(adolescents.inclusion[0].context).toEqual(['For adolescent participants:']);
    expect(adolescents.inclusion[6].context).toEqual(['For parent participants:']);
    expect(adolescents.inclusion[6].text).toBe('A primary parental caregiver or guardian for the index adolescent');
    expect(adolescents.exclusion[7].text).toBe('Intoxicated at the point of consent or assessment');

    const covid = split('NCT05897541');
    expect(covid.inclusion[0].context[0]).toBe('Index Participants');
    expect(covid.inclusion[3].context[0]).toBe('Study Participants');
    expect(covid.inclusion[3].text).toBe('≥ 12 years of age at the time of signing the informed consent');
    expect(itemFullText(covid.inclusion[8])).toContain('Is a WOCBP and using a contraceptive method');
    expect(covid.notes).toEqual(['Note: Other protocol-defined Inclusion/Exclusion criteria may apply.']);

    const obesity = split('NCT05813925');
    expect(obesity.inclusion[3].context).toEqual(['Diabetes-related for participant with T2D']);
    expect(obesity.exclusion[0].context).toEqual(['Obesity-related']);
    expect(obesity.exclusion[1].context).toEqual(['Glycaemia-related for participant without T2D']);
    expect(obesity.exclusion[2].text).toBe('History of type 1 or type 2 diabetes');

    expect(split('NCT05266716').inclusion[0].context[0]).toMatch(/^To be eligible to participate in the study/);
  });

  it('splits one-line enumerations "1) …, 2) …"', () => {
    const s = split('NCT06868446');
    expect(s.exclusion[0].text).toBe('Score of 24 or lower on the ASI-3');
    expect(s.exclusion[3].text).toBe('active psychosis');
    expect(s.exclusion[6].text).toBe('If applicable, medical illness that would prevent the completion of interoceptive exposure exercises.');
    const p = split('NCT05365607');
    expect(p.exclusion[13].text).toBe('Known sleepwalking;');
    expect(p.exclusion[14].text).toBe('Acting out of dreams prior to PTSD trauma');
    expect(p.exclusion[15].text).toBe('Diagnosis or suspicion of dementia');
  });

  it('reads a header followed by text on the same line', () => {
    const s = split('NCT06383962');
    expect(s.exclusion[0].text).toMatch(/^All answers must be NO to be eligible for the study\. Moderate to advanced spondylosis/);
  });

  it('reads legacy XML texts: \\r\\n, hard-wrapped lines, part headers as context, part titles as notes', () => {
    const raw = criteriaText('NCT00495638');
    expect(raw).toContain('\r\n');
    const s = splitCriteria(raw);
    expect(s.inclusion[0].text).toBe('The informed consent has been signed by the participant, parent or legal guardian as appropriate.');
    expect(s.inclusion[0].context).toEqual(['Inclusion criteria for all participants']);
    expect(s.inclusion[2].context).toEqual(['Inclusion criteria for SCD patients']);
    expect(s.exclusion[0].text).toBe('Age of less than 3 years or 21 years or more at time of enrollment.');
    expect(s.notes[0]).toBe('For PAH in children and adolescents with SCD:');
    expect(s.inclusion.every((i) => !/[\r\n]/.test(i.text))).toBe(true);

    const hiv = split('NCT00000717');
    expect(hiv.inclusion).toHaveLength(6);
    expect(hiv.inclusion[1].text).toBe('HIV positive by ELISA, p24 antigen or culture.');
    expect(hiv.inclusion[1].context).toEqual(['Patients must have the following for inclusion:']);
    expect(hiv.exclusion.map((i) => i.text)).toContain(
      'History of allergy to clindamycin, lincomycin, or related drugs; or to primaquine or related drugs.',
    );
  });

  it('returns empty lists for a missing text (partial AACT records)', () => {
    expect(splitCriteria(undefined)).toEqual({ inclusion: [], exclusion: [], notes: [] });
    expect(splitCriteria('')).toEqual({ inclusion: [], exclusion: [], notes: [] });
  });
});
