/**
 * prescreenSuitability: which trials a self-report prescreen cannot serve (not recruiting, invitation only,
 * retrospective, records only, patient registry, enrolled in hospital or emergency care), on the 146 real
 * ClinicalTrials.gov records of the shared reference data (tests/helpers/sharedData.ts) and on small records made by hand for each rule
 * and for the wordings that must not flag a trial.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prescreenSuitability, type SuitabilityCode } from '../../../server/domain/eligibility';
import { sharedData } from '../../helpers/sharedData';
import { DEMO_CHAT_AGENTS } from '../../../server/seed';

const studies: any[] = readFileSync(sharedData('ctgov/studies.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const nctOf = (s: any): string => s.protocolSection?.identificationModule?.nctId;
const record = (nctId: string) => {
  const s = studies.find((x) => nctOf(x) === nctId);
  if (!s) throw new Error(`${nctId} not in studies.jsonl`);
  return s;
};
const judge = (nctId: string) => prescreenSuitability({ sourceRecord: record(nctId) });
const codes = (nctId: string) => judge(nctId).reasons.map((r) => r.code);

/** A minimal API v2 record: a recruiting interventional study with the given parts. */
function study(
  parts: {
    status?: string;
    title?: string;
    officialTitle?: string;
    criteria?: string;
    summary?: string;
    design?: object;
    population?: string;
    keywords?: string[];
  } = {},
) {
  return {
    protocolSection: {
      identificationModule: {
        nctId: 'NCT00000001',
        briefTitle: parts.title ?? 'A study of a new cream for eczema',
        officialTitle: parts.officialTitle,
      },
      statusModule: { overallStatus: parts.status ?? 'RECRUITING' },
      descriptionModule: { briefSummary: parts.summary ?? 'This study tests a cream.' },
      conditionsModule: { conditions: ['Eczema'], keywords: parts.keywords ?? [] },
      designModule: parts.design ?? { studyType: 'INTERVENTIONAL', phases: ['PHASE2'] },
      eligibilityModule: {
        eligibilityCriteria:
          parts.criteria ?? 'Inclusion Criteria:\n\n* Adults 18 to 65 years\n* Moderate eczema\n\nExclusion Criteria:\n\n* Pregnancy',
        studyPopulation: parts.population,
      },
    },
  };
}
const OBSERVATIONAL = {
  studyType: 'OBSERVATIONAL',
  designInfo: { observationalModel: 'COHORT', timePerspective: 'PROSPECTIVE' },
  patientRegistry: false,
};
const inclusion = (...items: string[]) => `Inclusion Criteria:\n\n${items.map((i) => `* ${i}`).join('\n')}\n\nExclusion Criteria:\n\n* Pregnancy`;
const codesOf = (parts: Parameters<typeof study>[0]) => prescreenSuitability({ sourceRecord: study(parts) }).reasons.map((r) => r.code);

describe('the 146 shared ClinicalTrials.gov records', () => {
  const all = studies.map((s) => ({ nctId: nctOf(s), result: prescreenSuitability({ sourceRecord: s }) }));
  const with_ = (code: SuitabilityCode) => all.filter((x) => x.result.reasons.some((r) => r.code === code)).map((x) => x.nctId);

  it('flags 78 of 146: 72 not recruiting, 1 by invitation, and the design and setting reasons of the studies listed', () => {
    expect(all).toHaveLength(146);
    expect(all.filter((x) => !x.result.suitable)).toHaveLength(78);
    expect(with_('not_recruiting')).toHaveLength(72);
    expect(with_('invitation_only')).toEqual(['NCT04040387']);
    expect(with_('retrospective')).toEqual(['NCT05894499', 'NCT05774990']);
    expect(with_('records_only')).toEqual(['NCT05894499', 'NCT05774990']);
    expect(with_('registry')).toEqual(['NCT06109051', 'NCT05991167', 'NCT02560883', 'NCT04600544']);
    expect(with_('inpatient_or_emergency')).toEqual(['NCT04652622', 'NCT05989841', 'NCT05305235', 'NCT06171568']);
    // suitable exactly when there is no reason
    for (const x of all) expect(x.result.suitable).toBe(x.result.reasons.length === 0);
  });

  it('every status that is not open is a reason; the two partial records without a status are not', () => {
    for (const s of studies) {
      const status = s.protocolSection?.statusModule?.overallStatus;
      const flagged = codes(nctOf(s)).some((c) => c === 'not_recruiting' || c === 'invitation_only');
      expect(flagged, `${nctOf(s)} ${status}`).toBe(status !== undefined && status !== 'RECRUITING' && status !== 'NOT_YET_RECRUITING');
    }
    expect(judge('NCT04646330').reasons).toEqual([{ code: 'not_recruiting', message: 'Not recruiting (ClinicalTrials.gov status: Completed)' }]);
    expect(judge('NCT05466149').reasons[0].message).toBe('Not recruiting (ClinicalTrials.gov status: Active, not recruiting)');
    expect(judge('NCT04040387').reasons).toEqual([
      { code: 'invitation_only', message: 'Enrolling by invitation only (ClinicalTrials.gov status: Enrolling by invitation)' },
    ]);
  });

  it('names the inclusion criterion, study population or title that puts people in hospital or emergency care', () => {
    // delirium in acute care: the inclusion requires admission
    expect(judge('NCT04652622').reasons[1]).toEqual({
      code: 'inpatient_or_emergency',
      message: 'Enrols people in hospital or emergency care (inclusion: “Admitted to the Royal Columbian Hospital”)',
    });
    // recruiting, yet only women presenting for emergency care within 72 hours of an assault can join
    expect(judge('NCT05989841')).toMatchObject({
      suitable: false,
      reasons: [{ code: 'inpatient_or_emergency', message: expect.stringContaining('presenting for emergency care <72 hours post-assault') }],
    });
    // observational: the study population is hospitalised neurosurgery patients
    expect(judge('NCT06171568').reasons).toEqual([
      {
        code: 'inpatient_or_emergency',
        message: 'Enrols people in hospital or emergency care (study population: “Patients hospitalized at Lariboisière hospital...”)',
      },
    ]);
  });

  it('names the design: retrospective time perspective, claims or medical-record data, patient registry', () => {
    expect(judge('NCT05774990').reasons).toEqual([
      { code: 'retrospective', message: 'Retrospective study (ClinicalTrials.gov time perspective: Retrospective)' },
      {
        code: 'records_only',
        message: 'Uses existing records only (summary: “Data will be collected from medical records, hospital databases, and national databases.”)',
      },
    ]);
    expect(judge('NCT05894499').reasons[2].message).toMatch(/^Uses existing records only \(study population: “.*claim database/);
    expect(judge('NCT04600544').reasons).toEqual([{ code: 'registry', message: 'Patient registry (ClinicalTrials.gov: patient registry)' }]);
    // a record from before the patientRegistry field: its title names the registry
    expect(judge('NCT02560883').reasons).toEqual([
      { code: 'registry', message: 'Patient registry (title: “Hairy Cell Leukemia Patient Data Registry”)' },
    ]);
  });

  it('does not flag what only looks like hospital, emergency, records or registry', () => {
    // "ED/hospital visit or prednisone course for asthma in past six months": a past visit (the study is closed anyway)
    expect(codes('NCT06651385')).toEqual(['not_recruiting']);
    // "Onset of stroke within four weeks prior to randomization": weeks after a stroke, not in the emergency
    expect(codes('NCT05146765')).toEqual(['not_recruiting']);
    // "Patient hospitalized in … or attending a general medical consultation": outpatients may join
    expect(codes('NCT03968276')).toEqual(['not_recruiting']);
    // "Patients recently hospitalized": after discharge
    expect(codes('NCT05144685')).toEqual(['not_recruiting']);
    // "Patients planned for one of the selected surgery types": planned surgery, asked beforehand
    expect(codes('NCT05184725')).toEqual(['not_recruiting']);
    // recruiting: "not requiring general anaesthesia", a probability sample planned for transplant
    expect(judge('NCT03466944')).toEqual({ suitable: true, reasons: [] });
    // recruiting outpatient COVID-19 trial: "COVID-19 symptom within 24 hours before … consent"
    expect(judge('NCT05897541')).toEqual({ suitable: true, reasons: [] });
    // prospective time perspective with a retrospective cohort beside the prospective one
    expect(judge('NCT06383962')).toEqual({ suitable: true, reasons: [] });
    // "PSSG Registry" in the title, but the record says it is not a patient registry
    expect(judge('NCT04601363')).toEqual({ suitable: true, reasons: [] });
    // exclusion criteria never count: "Planning surgery …", "Pelvic surgery within the past 6 months"
    expect(judge('NCT06797245')).toEqual({ suitable: true, reasons: [] });
  });

  it('the trials of the demo seed’s published chat agents are suitable', () => {
    for (const nctId of Object.values(DEMO_CHAT_AGENTS)) expect(judge(nctId), nctId).toEqual({ suitable: true, reasons: [] });
  });
});

describe('hand-made records and stored fields', () => {
  it('reads the status as stored (any spelling) before the record, and needs nothing else', () => {
    expect(prescreenSuitability({ overallStatus: 'Active, not recruiting' }).reasons).toEqual([
      { code: 'not_recruiting', message: 'Not recruiting (ClinicalTrials.gov status: Active, not recruiting)' },
    ]);
    for (const [status, label] of [
      ['SUSPENDED', 'Suspended'],
      ['WITHDRAWN', 'Withdrawn'],
      ['TERMINATED', 'Terminated'],
      ['UNKNOWN', 'Unknown status'],
      ['Unknown status', 'Unknown status'],
      ['NO_LONGER_AVAILABLE', 'No longer available'],
    ]) {
      expect(prescreenSuitability({ overallStatus: status }).reasons[0].message).toBe(`Not recruiting (ClinicalTrials.gov status: ${label})`);
    }
    expect(prescreenSuitability({ overallStatus: 'enrolling_by_invitation' }).reasons.map((r) => r.code)).toEqual(['invitation_only']);
    for (const open of ['RECRUITING', 'NOT_YET_RECRUITING', 'Recruiting', 'AVAILABLE', null, '', 'SOMETHING_NEW']) {
      expect(prescreenSuitability({ overallStatus: open }), String(open)).toEqual({ suitable: true, reasons: [] });
    }
    // staff set a closed study back to recruiting: the stored status wins over the imported record
    expect(prescreenSuitability({ sourceRecord: study({ status: 'COMPLETED' }), overallStatus: 'RECRUITING' }).suitable).toBe(true);
    expect(prescreenSuitability({ sourceRecord: study({ status: 'RECRUITING' }), overallStatus: 'COMPLETED' }).suitable).toBe(false);
  });

  it('never throws on a partial or malformed record', () => {
    for (const sourceRecord of [
      null,
      undefined,
      {},
      'text',
      [],
      { protocolSection: null },
      { protocolSection: { designModule: 'x', eligibilityModule: { eligibilityCriteria: 42 } } },
    ]) {
      expect(prescreenSuitability({ sourceRecord }), JSON.stringify(sourceRecord)).toEqual({ suitable: true, reasons: [] });
    }
  });

  it('retrospective: from the time perspective, or from the title of an observational study without one', () => {
    expect(codesOf({ design: { ...OBSERVATIONAL, designInfo: { timePerspective: 'RETROSPECTIVE' } } })).toEqual(['retrospective']);
    expect(
      prescreenSuitability({
        sourceRecord: study({ title: 'Outcomes of hip fractures: a retrospective cohort', design: { studyType: 'OBSERVATIONAL' } }),
      }).reasons,
    ).toEqual([{ code: 'retrospective', message: 'Retrospective study (title: “Outcomes of hip fractures: a retrospective cohort”)' }]);
    // a trial stored by hand, without a record
    expect(prescreenSuitability({ title: 'A retrospective look at statin use' }).reasons.map((r) => r.code)).toEqual(['retrospective']);
    // not: prospective and retrospective together, an explicit prospective time perspective, an interventional study
    expect(codesOf({ title: 'A retrospective and prospective cohort of gout', design: { studyType: 'OBSERVATIONAL' } })).toEqual([]);
    expect(codesOf({ title: 'A retrospective cohort of gout', design: OBSERVATIONAL })).toEqual([]);
    expect(codesOf({ title: 'Drug X after a retrospective analysis suggested benefit' })).toEqual([]);
  });

  it('records only: chart review, claims data, data from records, for studies that do not treat anyone', () => {
    const obs = { design: OBSERVATIONAL };
    expect(prescreenSuitability({ sourceRecord: study({ ...obs, title: 'Sepsis outcomes: a chart review' }) }).reasons).toEqual([
      { code: 'records_only', message: 'Uses existing records only (title: “Sepsis outcomes: a chart review”)' },
    ]);
    expect(codesOf({ ...obs, summary: 'We use insurance claims data from 2010 to 2020.' })).toEqual(['records_only']);
    expect(codesOf({ ...obs, population: 'Adults identified through review of electronic medical records.' })).toEqual(['records_only']);
    expect(codesOf({ ...obs, summary: 'Data will be extracted from the national cancer registry.' })).toEqual(['records_only']);
    // an interventional trial that also reviews charts treats its participants
    expect(codesOf({ summary: 'Adverse events are confirmed by chart review.' })).toEqual([]);
    // a prospective cohort that visits its participants
    expect(codesOf({ ...obs, summary: 'Participants attend three visits and fill in questionnaires.' })).toEqual([]);
  });

  it('registry: the patientRegistry field, else an observational title or keyword', () => {
    expect(codesOf({ design: { ...OBSERVATIONAL, patientRegistry: true } })).toEqual(['registry']);
    expect(codesOf({ design: { studyType: 'OBSERVATIONAL' }, keywords: ['Registry'] })).toEqual(['registry']);
    expect(codesOf({ design: OBSERVATIONAL, title: 'The Gout Registry' })).toEqual([]); // the record says it is not one
    expect(codesOf({ title: 'A registry-based randomised trial of aspirin' })).toEqual([]); // interventional
  });

  it('inpatient or emergency: inclusion criteria that require hospital, ICU, emergency care, ventilation, surgery in progress or the first hours after an acute event', () => {
    const cases = [
      'Currently hospitalized with community-acquired pneumonia',
      'Hospitalised patients with COVID-19 requiring oxygen',
      'Admitted to the intensive care unit for at least 24 hours',
      'Patients admitted to the medical ward with heart failure',
      'Critically ill adults',
      'Receiving invasive mechanical ventilation',
      'Presenting to the emergency department with chest pain',
      'Treatment can start within 4.5 hours of stroke onset',
      'Acute ischaemic stroke with symptom onset less than 6 hours before randomisation',
      'Randomised within 6 hours after out-of-hospital cardiac arrest',
      'Enrolled during surgery after the tumour is exposed',
      'Neonates in the NICU born before 32 weeks',
      'Inpatients on a psychiatric ward',
    ];
    for (const item of cases) {
      const result = prescreenSuitability({ sourceRecord: study({ criteria: inclusion('Age 18 years or older', item) }) });
      expect(
        result.reasons.map((r) => r.code),
        item,
      ).toEqual(['inpatient_or_emergency']);
      expect(result.reasons[0].message, item).toContain(item.slice(0, 20));
    }
    // the title alone
    expect(codesOf({ title: 'Vitamin C in Critically Ill Patients With Sepsis' })).toEqual(['inpatient_or_emergency']);
    expect(prescreenSuitability({ title: 'Early mobilisation of patients in the ICU' }).reasons[0]).toEqual({
      code: 'inpatient_or_emergency',
      message: 'Enrols people in hospital or emergency care (title: “Early mobilisation of patients in the ICU”)',
    });
  });

  it('inpatient or emergency: not for exclusions, negations, past stays, outpatient alternatives, planned surgery or look-alike words', () => {
    const traps = [
      'Not currently hospitalized',
      'Non-hospitalized adults with mild COVID-19',
      'No hospitalization for asthma in the past 3 months',
      'Hospitalized within the last 3 months for any reason',
      'At least one emergency department visit for asthma in the past 12 months',
      'Two or more exacerbations per year requiring hospitalization',
      'Recently discharged from hospital after heart failure',
      'Inpatients or outpatients with bipolar disorder',
      'Uses non-invasive ventilation at home',
      'Scheduled for elective knee replacement surgery',
      'Symptoms of COVID-19 that began within 72 hours of screening',
      'Men with ED for at least 6 months',
      'Able to operate a smartphone',
      'Signed consent prior to admission to the trial',
    ];
    for (const item of traps) expect(codesOf({ criteria: inclusion('Age 18 years or older', item) }), item).toEqual([]);
    // exclusion criteria are reasons to leave people out, not a setting they must be in
    const exclusions =
      'Inclusion Criteria:\n\n* Adults with asthma\n\nExclusion Criteria:\n\n* Hospitalized within the last 3 months\n* Currently in the intensive care unit\n* Mechanically ventilated';
    expect(codesOf({ criteria: exclusions })).toEqual([]);
  });

  it('lists every reason that applies, in a fixed order', () => {
    const s = study({
      status: 'COMPLETED',
      title: 'Delirium in the ICU: a chart review',
      design: { studyType: 'OBSERVATIONAL', patientRegistry: true, designInfo: { timePerspective: 'RETROSPECTIVE' } },
    });
    expect(prescreenSuitability({ sourceRecord: s }).reasons.map((r) => r.code)).toEqual([
      'not_recruiting',
      'retrospective',
      'records_only',
      'registry',
      'inpatient_or_emergency',
    ]);
  });
});
