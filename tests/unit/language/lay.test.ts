/**
 * Lay language (server/domain/language/lay.ts): the words a patient sees when a criterion is asked from its
 * own text (`layText`), on criteria phrases the reviewers found unclear (the shared criteria review), and the
 * jargon detector (`jargonIn`) on plain questions, on jargon, and over the criteria of all 146 shared studies.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, JARGON, isAmerican, jargonIn, layText } from '../../../server/domain/language/lay';
import { textQuestion } from '../../../server/domain/prescreenForm/wording';
import { sharedData } from '../../helpers/sharedData';
import { allTrials } from '../prescreenForm/studies';

/** The reviewed criteria texts (one row per criterion of 20 studies). */
const reviewed: string[] = readFileSync(sharedData('criteria-review/reviews.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { text: string }).text);
const reviewedPhrase = (start: string) => {
  const found = reviewed.find((t) => t.startsWith(start));
  if (!found) throw new Error(`no reviewed criterion starts with ${start}`);
  return found.split('\n', 1)[0];
};

describe('layText on criteria the reviewers found unclear', () => {
  it.each([
    ['Known diagnosis of OSA', 'Known diagnosis of obstructive sleep apnoea (OSA: breathing stops and starts during sleep)'],
    ['Nocturia that causes awakening from sleep', 'Night-time waking to pass urine (nocturia) that causes awakening from sleep'],
    ['Operative or cesarean delivery', 'Birth with forceps or a vacuum cup, or by C-section (operative or cesarean delivery)'],
    [
      'Current use of non-dihydropyridines',
      'Current use of heart rhythm and blood pressure medicines such as diltiazem or verapamil (non-dihydropyridines)',
    ],
    [
      'Diagnosis of an active disorder of arousal from non-rapid eye movement sleep',
      'Diagnosis of an active sleep disorder with sleepwalking, night terrors or confused half-awake episodes (disorder of arousal from non-rapid eye movement sleep)',
    ],
    ['Has carcinomatous meningitis', 'Has cancer that has spread to the lining of the brain and spinal cord (carcinomatous meningitis)'],
    ['Episiotomy', 'Cut made to widen the opening of the vagina during birth (episiotomy)'],
    ['Multiples', 'Twins or more babies (multiples)'],
    [
      'Third- or fourth-degree perineal laceration',
      'Severe tear during birth that reaches the muscle around the back passage (third- or fourth-degree perineal laceration)',
    ],
  ])('%s', (criterion, lay) => {
    expect(layText(reviewedPhrase(criterion))).toBe(lay);
  });

  it('explains the abbreviations SUI/SMUI, PFMT, UI and NSCLC where the criterion uses them', () => {
    expect(layText(reviewedPhrase('Self-reported SUI/SMUI'))).toBe(
      'Self-reported leaking urine when you cough, sneeze, laugh or exercise, sometimes also with a sudden need to go (SUI/SMUI) symptoms of ≥ three months duration',
    );
    expect(layText(reviewedPhrase('Previous PFMT'))).toMatch(
      /^Previous pelvic floor muscle training \(PFMT: exercises to strengthen the muscles that control the bladder, also called Kegel exercises\): 2 visits/,
    );
    expect(layText(reviewedPhrase('Currently taking, or has taken within the last 2 months, medication to treat UI'))).toBe(
      'Currently taking, or has taken within the last 2 months, medication to treat leaking urine (UI)',
    );
    expect(layText(reviewedPhrase('Have histologically- or cytologically-confirmed diagnosis of StageIIIB/C or IV NSCLC'))).toBe(
      'Have biopsy-confirmed diagnosis of StageIIIB/C or IV non-small cell lung cancer (NSCLC).',
    );
  });

  it('words organs in everyday words and keeps the meaning of "CNS metastases" and "renal and/or hepatic impairment"', () => {
    expect(layText(reviewedPhrase('Has known active central nervous system (CNS) metastases'))).toBe(
      'Has known active cancer that has spread to the brain or spinal cord (CNS metastases);',
    );
    expect(layText(reviewedPhrase('severe renal and/or hepatic impairment'))).toBe(
      'severe kidney or liver problems (renal and/or hepatic impairment)',
    );
    expect(layText(reviewedPhrase('Prior augmentation cystoplasty'))).toBe(
      'Prior operation to make the bladder bigger (augmentation cystoplasty) or artificial valve fitted around the urine tube to stop leaks (artificial sphincter)',
    );
    expect(layText(reviewedPhrase('Current use of beta-blockers'))).toBe(
      'Current use of beta-blockers (medicines that slow the heart and lower blood pressure) (unless eye drops)',
    );
  });

  it('turns the wording into American spelling when the criterion is written in it, and keeps the term as written', () => {
    expect(isAmerican('history of sleep apnea or anemia')).toBe(true);
    expect(isAmerican('Known diagnosis of OSA')).toBe(false);
    expect(layText('OSA or anemia')).toBe(
      'Obstructive sleep apnea (OSA: breathing stops and starts during sleep) or anemia (too few red blood cells)',
    );
    expect(layText('obstructive sleep apnea (OSA)')).toBe('obstructive sleep apnea (OSA: breathing stops and starts during sleep)');
    expect(layText('AML with leukaemia cutis')).toBe(
      'Acute myeloid leukaemia (AML: a fast-growing blood cancer) with leukaemia (blood cancer) cutis',
    );
  });

  it('does not read words in capitals as abbreviations, nor "all" as leukaemia', () => {
    expect(layText('ALL PATIENTS MUST HAVE AML or ALL')).toBe(
      'ALL PATIENTS MUST HAVE acute myeloid leukaemia (AML: a fast-growing blood cancer) or acute lymphoblastic leukaemia (ALL: a fast-growing blood cancer)',
    );
    expect(layText('Able to attend all visits')).toBe('Able to attend all visits');
  });

  it('puts every criterion into the same words when run twice', () => {
    const lines = allTrials.flatMap((t) => t.criteria.map((c) => c.text.split('\n', 1)[0]));
    const unstable = lines.filter((l) => layText(layText(l)) !== layText(l));
    expect(unstable).toEqual([]);
  });

  it('is the wording of questions asked from a criterion’s own text', () => {
    expect(textQuestion('Known diagnosis of OSA')).toBe(
      'Has a doctor ever told you that you have obstructive sleep apnoea (OSA: breathing stops and starts during sleep)?',
    );
    expect(textQuestion('Has carcinomatous meningitis')).toBe(
      'Do you have cancer that has spread to the lining of the brain and spinal cord (carcinomatous meningitis)?',
    );
  });
});

describe('the glossary', () => {
  /** The shortest text a glossary form matches: optional parts left out, the first alternative of each group. */
  const example = (form: string) => {
    let s = form.replace(/\(\?<?[!=][^()]*\)/g, '').replace(/\[([^\]])[^\]]*\]/g, '$1');
    for (let prev = ''; prev !== s;) {
      prev = s;
      s = s.replace(/\(\?:[^()]*\)\?/g, '').replace(/\(\?:([^()|]*)(?:\|[^()]*)?\)(?!\?)/g, '$1');
    }
    return s
      .replace(/\\?.\?/g, (m) => (m.endsWith('?') && m.length > 1 ? '' : m))
      .replace(/\\(.)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
  };
  const terms = GLOSSARY.flatMap((g) => g.forms.filter((f) => !f.includes('\\(')).map(example)).filter(
    (t) => !/^(?:ALL|ART|PE|PD|ASD|AIs?|multiples|blasts|decompression)$/.test(t),
  );

  it('has at least 300 entries; every term, put in lay words, has no jargon left and stays as it is when put in lay words again', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(300);
    expect(terms.filter((t) => jargonIn(layText(t)).length > 0).map((t) => `${t} → ${layText(t)}: ${jargonIn(layText(t)).join(', ')}`)).toEqual([]);
    expect(terms.filter((t) => layText(layText(t)) !== layText(t)).map((t) => `${t} → ${layText(t)} → ${layText(layText(t))}`)).toEqual([]);
  });

  it('JARGON lists words a lay wording never uses outside brackets', () => {
    expect(JARGON.length).toBeGreaterThan(100);
    expect(JARGON.some((re) => re.test('History of renal failure'))).toBe(true);
    expect(JARGON.some((re) => re.test('history of kidney failure (renal failure)'))).toBe(false);
    const bare = GLOSSARY.map((g) => g.lay.replace(/\([^()]*\)/g, ''));
    expect(bare.filter((w) => JARGON.some((re) => re.test(w)))).toEqual([]);
  });
});

describe('jargonIn', () => {
  it.each([
    'Has a doctor ever told you that you have type 2 diabetes?',
    'Are you able and willing to come to all study visits and follow the study instructions?',
    'Have you had a heart attack in the last 6 months?',
    'How old are you?',
    'Do you own a smartphone?',
    'Are you pregnant or breastfeeding?',
    'Have you had an MRI scan or an X-ray in the last year?',
    'Has a doctor ever told you that you have HIV, ADHD or PTSD?',
    'Have you ever had COVID-19?',
    'Do you own an Apple Watch?',
    'Are you willing to download and use the Affect app?',
    'Are you taking Imfinzi (durvalumab), a cancer medicine?',
    "Has a doctor ever told you that you have Parkinson's disease?",
    'Do you speak English?',
    'Is your cancer stage IIIB or IV?',
  ])('finds nothing in "%s"', (question) => {
    expect(jargonIn(question)).toEqual([]);
  });

  it.each([
    ['Do you have nocturia?', ['nocturia']],
    ['Known diagnosis of OSA', ['OSA']],
    ['Current use of non-dihydropyridines', ['non-dihydropyridines']],
    ['Previous PFMT', ['PFMT']],
    ['StageIIIB/C or IV NSCLC', ['NSCLC']],
    ['NAS ≥ 4', ['NAS']],
    ['Does this apply to you: "T2DM treated with insulin"?', ['T2DM']],
    ['Do you have dyspnoea or orthopnoea?', ['dyspnoea', 'orthopnoea']],
    ['Has a doctor told you that you have spondylolisthesis?', ['spondylolisthesis']],
    ['Is your eGFR below 30?', ['eGFR']],
  ])('finds the jargon in "%s"', (question, words) => {
    expect(jargonIn(question)).toEqual(words);
  });

  it('finds none left in the lay wording of the same texts', () => {
    for (const text of [
      'Do you have nocturia?',
      'Known diagnosis of OSA',
      'Current use of non-dihydropyridines',
      'Previous PFMT',
      'StageIIIB/C or IV NSCLC',
    ])
      expect(jargonIn(layText(text)), text).toEqual([]);
  });

  it('accepts an abbreviation explained in brackets and names given as examples', () => {
    expect(jargonIn('Do you use a BiPAP (a breathing machine) at night?')).toEqual([]);
    expect(jargonIn('Do you take a medicine for your heart rhythm, such as diltiazem or verapamil?')).toEqual([]);
    expect(jargonIn('Have you ever taken tirzepatide?')).toEqual([]);
    expect(jargonIn('Have you ever had tirzepatide?')).toEqual(['tirzepatide']);
  });

  it('measures the jargon left in the first lines of all 146 studies’ criteria after layText', () => {
    const lines = allTrials.flatMap((t) => t.criteria.map((c) => c.text.split('\n', 1)[0].replace(/\\([\\<>=*[\]().+-])/g, '$1')));
    const before = lines.filter((l) => jargonIn(l).length > 0).length;
    const left = lines.map((l) => jargonIn(layText(l)));
    const after = left.filter((words) => words.length > 0).length;
    const counts = new Map<string, number>();
    for (const w of left.flat()) counts.set(w.toLowerCase(), (counts.get(w.toLowerCase()) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 30);
    const pct = (n: number) => `${((100 * n) / lines.length).toFixed(1)} %`;
    console.log(
      `criteria first lines: ${lines.length}; with jargon before layText ${before} (${pct(before)}), after ${after} (${pct(after)})\n` +
        `most frequent jargon left: ${top.map(([w, n]) => `${w} ${n}`).join(', ')}`,
    );
    expect(lines.length).toBeGreaterThan(2000);
    expect(after).toBeLessThan(before);
  });
});
