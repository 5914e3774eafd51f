/**
 * parseAnswer: a table of free-text phrasings per answer type, with expectations worked out by hand (now =
 * 2025-06-15; 1 in = 2.54 cm, 1 lb = 0.45359237 kg, 1 stone = 14 lb, month = 30.4375 d, year = 365.25 d).
 */
import { describe, expect, it } from 'vitest';
import { parseAnswer, type ParseOptions } from '../../../server/domain/conversation';
import type { Question } from '../../../server/domain/prescreenForm';

const NOW = new Date('2025-06-15T10:00:00Z');
const opts: ParseOptions = { now: NOW };

const q = (answerType: Question['answerType'], fields: Partial<Question> = {}): Question => ({
  id: 'q',
  text: 'Question?',
  answerType,
  answerKey: 'k',
  answerPart: 'value',
  criteria: [],
  ...fields,
});

const yesNo = q('yes_no_unsure');
const age = q('number', { unit: 'years', answerKey: 'age' });
const ageMonths = q('number', { unit: 'months', answerKey: 'ageMonths' });
const height = q('number', { unit: 'cm', answerKey: 'height' });
const weight = q('number', { unit: 'kg', answerKey: 'weight' });
const hba1c = q('number', { unit: '%', answerKey: 'hba1c' });
const systolic = q('number', { unit: 'mmHg', answerKey: 'systolicBp' });
const diastolic = q('number', { unit: 'mmHg', answerKey: 'diastolicBp' });
const karnofsky = q('number', { unit: '%', answerKey: 'karnofsky' });
const date = q('date', { answerPart: 'lastAt' });
const duration = q('duration', { answerPart: 'daysAgo' });
const sex = q('choice', {
  answerKey: 'sex',
  choices: [
    { value: 'FEMALE', label: 'Female' },
    { value: 'MALE', label: 'Male' },
  ],
});
const ecog = q('choice', {
  answerKey: 'ecog',
  choices: [
    { value: 0, label: 'I am fully active and can do everything I did before my illness' },
    { value: 1, label: 'I cannot do heavy physical work, but I can walk and do light work, such as housework or office work' },
    { value: 2, label: 'I can walk and look after myself, but I cannot work; I am up and about more than half of the day' },
    { value: 3, label: 'I can only partly look after myself; I am in bed or a chair more than half of the day' },
    { value: 4, label: 'I cannot look after myself at all and stay in bed or a chair' },
  ],
});
const text = q('text');
const count = q('number', { answerKey: 'text:wartCount' });
const smoking = q('choice', {
  answerKey: 'text:smokingStatus',
  choices: [
    { value: 'current', label: 'I smoke now' },
    { value: 'former', label: 'I used to smoke but have stopped' },
    { value: 'never', label: 'I have never smoked' },
  ],
});

/** [question, what the visitor types, the value expected (undefined = not understood)] */
const TABLE: Array<[string, Question, string, unknown]> = [
  // yes / no / not sure
  ['yes', yesNo, 'yes', 'yes'],
  ['yes', yesNo, 'Yep', 'yes'],
  ['yes', yesNo, 'yeah', 'yes'],
  ['yes', yesNo, 'y', 'yes'],
  ['yes', yesNo, 'Sure!', 'yes'],
  ['yes', yesNo, 'Correct', 'yes'],
  ['yes', yesNo, 'I do', 'yes'],
  ['yes', yesNo, 'Yes, I do.', 'yes'],
  ['yes', yesNo, 'yup', 'yes'],
  ['yes', yesNo, 'of course', 'yes'],
  ['no', yesNo, 'no', 'no'],
  ['no', yesNo, 'Nope', 'no'],
  ['no', yesNo, 'nah', 'no'],
  ['no', yesNo, 'Never', 'no'],
  ['no', yesNo, 'not really', 'no'],
  ['no', yesNo, "I don't", 'no'],
  ['no', yesNo, 'No, never had it', 'no'],
  ['no', yesNo, "I haven't", 'no'],
  ['no', yesNo, 'not at all', 'no'],
  ['hedge', yesNo, 'I think so', 'unsure'],
  ['hedge', yesNo, 'probably not', 'unsure'],
  ['hedge', yesNo, "I don't think so", 'unsure'],
  ['unsure', yesNo, 'not sure', 'unsure'],
  ['unsure', yesNo, "don't know", 'unsure'],
  ['unsure', yesNo, 'maybe', 'unsure'],
  ['unsure', yesNo, 'idk', 'unsure'],
  ['unsure', yesNo, 'I\u2019m not sure', 'unsure'],
  ['unsure', yesNo, 'no idea', 'unsure'],
  ['unsure', yesNo, "I can't remember", 'unsure'],
  ['unread', yesNo, 'purple', undefined],
  ['unread', yesNo, "I'm 52", undefined],
  // age in years
  ['age', age, '52', 52],
  ['age', age, "I'm 52", 52],
  ['age', age, '52 years old', 52],
  ['age', age, 'fifty-two', 52],
  ['age', age, 'ninety nine', 99],
  ['age', age, 'I am forty one years old', 41],
  ['age', age, 'age 67', 67],
  ['age', age, '200', undefined],
  ['age', age, 'old enough', undefined],
  // age in months
  ['months', ageMonths, '18 months', 18],
  ['months', ageMonths, '2 years', 24],
  ['months', ageMonths, '1 year and 6 months', 18],
  // height → cm
  ['height', height, '5\'10"', 177.8],
  ['height', height, '5 ft 10', 177.8],
  ['height', height, '5 feet 10 inches', 177.8],
  ['height', height, '5\u2032 10\u2033', 177.8],
  ['height', height, '178 cm', 178],
  ['height', height, '1.78 m', 178],
  ['height', height, '1,78m', 178],
  ['height', height, '70 inches', 177.8],
  ['height', height, "I'm 6 foot", 182.9],
  ['height', height, '178', 178],
  ['height', height, '1.65', 165],
  ['height', height, '70', undefined],
  // weight → kg
  ['weight', weight, '180 lb', 81.6],
  ['weight', weight, '180 lbs', 81.6],
  ['weight', weight, '82 kg', 82],
  ['weight', weight, '82 kilos', 82],
  ['weight', weight, '82,5 kg', 82.5],
  ['weight', weight, '12 stone', 76.2],
  ['weight', weight, '12 st 4 lb', 78],
  ['weight', weight, 'about 200 pounds', 90.7],
  ['weight', weight, '82', undefined],
  // lab values, blood pressure, scores
  ['hba1c', hba1c, '7.2%', 7.2],
  ['hba1c', hba1c, '7,2', 7.2],
  ['hba1c', hba1c, '7.2 percent', 7.2],
  ['hba1c', hba1c, 'my last one was 6.8', 6.8],
  ['hba1c', hba1c, '53 mmol/mol', { value: 53, unit: 'mmol/mol' }],
  ['hba1c', hba1c, '7 or 8', undefined],
  ['bp', systolic, '130/85', 130],
  ['bp', diastolic, '130/85', 85],
  ['bp', systolic, '120 over 80', 120],
  ['karnofsky', karnofsky, '80%', 80],
  ['karnofsky', karnofsky, '150', undefined],
  // dates (now = 2025-06-15)
  ['date', date, 'March 2021', '2021-03'],
  ['date', date, 'mar 2021', '2021-03'],
  ['date', date, '03/2021', '2021-03'],
  ['date', date, '2021-03-14', '2021-03-14'],
  ['date', date, '14 March 2021', '2021-03-14'],
  ['date', date, 'March 14th, 2021', '2021-03-14'],
  ['date', date, '14/03/2021', '2021-03-14'],
  ['date', date, '03/14/2021', '2021-03-14'],
  ['date', date, '03/04/2021', undefined],
  ['date', date, 'last year', '2024-07'],
  ['date', date, 'about 6 months ago', '2024-12'],
  ['date', date, '2 years ago', '2023-06'],
  ['date', date, 'two weeks ago', '2025-06-01'],
  ['date', date, 'since 2019', '2019-07'],
  ['date', date, 'early 2020', '2020-03'],
  ['date', date, 'this year', '2025-03'],
  ['date', date, 'in March', '2025-03'],
  ['date', date, 'August', '2024-08'],
  ['date', date, 'yesterday', '2025-06-14'],
  ['date', date, 'July 2026', undefined],
  ['date', date, 'a while back', undefined],
  // durations → days before now
  ['duration', duration, 'two weeks', { value: 14, unit: 'days' }],
  ['duration', duration, '2 weeks ago', { value: 14, unit: 'days' }],
  ['duration', duration, '3 days', { value: 3, unit: 'days' }],
  ['duration', duration, '6 months', { value: 183, unit: 'days' }],
  ['duration', duration, 'about 6 months ago', { value: 183, unit: 'days' }],
  ['duration', duration, '2 years', { value: 731, unit: 'days' }],
  ['duration', duration, 'a year ago', { value: 365, unit: 'days' }],
  ['duration', duration, '1.5 years', { value: 548, unit: 'days' }],
  ['duration', duration, 'one and a half years', { value: 548, unit: 'days' }],
  ['duration', duration, '1 year and 6 months', { value: 548, unit: 'days' }],
  ['duration', duration, 'a couple of months', { value: 61, unit: 'days' }],
  ['duration', duration, 'a few weeks', { value: 21, unit: 'days' }],
  ['duration', duration, 'yesterday', { value: 1, unit: 'days' }],
  ['duration', duration, 'last week', { value: 7, unit: 'days' }],
  ['duration', duration, 'since March 2025', { value: 92, unit: 'days' }],
  ['duration', duration, 'forever', undefined],
  ['duration', duration, 'in 2 weeks', undefined],
  ['date', date, 'in 2019', '2019-07'],
  // choices: by position, by label or value, by words
  ['choice', sex, '2', 'MALE'],
  ['choice', sex, 'Female', 'FEMALE'],
  ['choice', sex, ' FEMALE ', 'FEMALE'],
  ['choice', sex, 'woman', 'FEMALE'],
  ['choice', sex, 'm', 'MALE'],
  ['choice', sex, 'option 1', 'FEMALE'],
  ['choice', sex, 'the second one', 'MALE'],
  ['choice', sex, '3', undefined],
  ['choice', sex, 'both', undefined],
  ['choice', ecog, '1', 0],
  ['choice', ecog, 'fully active', 0],
  ['choice', ecog, 'light work', 1],
  ['choice', ecog, 'stay in bed', 4],
  ['choice', ecog, 'I can walk', undefined],
  // values inside sentences, and what is not one value (precision first: asked again)
  ['age', age, "I'll be 60 in August", 59],
  ['age', age, 'almost 60', 59],
  ['age', age, "I'm 61 and my husband is 64", 61],
  ['age', age, 'Retired, 71', 71],
  ['age', age, 'about 50', undefined],
  ['age', age, 'over 50', undefined],
  ['age', age, "I'm turning 50 this year", undefined],
  ['height', height, '1 meter 62', 162],
  ['height', height, "1.68m (5'6)", 168],
  ['height', height, "I'm 5 foot 4 and 150 pounds", 162.6],
  ['height', height, 'my husband is 6 foot and I am a head shorter', undefined],
  ['height', height, "I used to be 5'7 but I've shrunk", undefined],
  ['weight', weight, '210 lbs like I said', 95.3],
  ['weight', weight, '11 stone 4', 71.7],
  ['weight', weight, '13 and a half stone', 85.7],
  ['weight', weight, 'about 75 kg now, used to be 90', 75],
  ['weight', weight, 'I was 90 kg but I have lost a bit since then', undefined],
  ['weight', weight, 'over 100 kg', undefined],
  ['weight', weight, '80 or 85 kg', undefined],
  ['weight', weight, 'maybe 80 or 90', undefined],
  ['weight', weight, '<b>72 kg</b>', undefined],
  ['hba1c', hba1c, 'my last A1c was 6.8 in March', 6.8],
  ['hba1c', hba1c, 'seven point two', 7.2],
  ['hba1c', hba1c, 'It was 9 but now it is 7.5', 7.5],
  ['hba1c', hba1c, '48', { value: 48, unit: 'mmol/mol' }],
  ['hba1c', hba1c, '53 mmol', { value: 53, unit: 'mmol/mol' }],
  ['hba1c', hba1c, '7.2 mmol/l', undefined],
  ['hba1c', hba1c, 'my doctor said 7 is good', undefined],
  ['hba1c', hba1c, 'never been tested', 'unsure'],
  ['count', count, '6 warts on my hands', 6],
  ['count', count, 'none', 0],
  ['count', count, 'a dozen', 12],
  ['count', count, '7 on my hands and 2 on my feet', 9],
  ['count', count, 'I had 5 but two went away, so 3 now', 3],
  ['count', count, 'just one big one on my foot', 1],
  ['count', count, '3 kg', undefined],
  ['count', count, 'a few', undefined],
  ['count', count, '10+', undefined],
  ['date', date, 'spring 2015', '2015-04'],
  ['date', date, 'last summer', '2024-07'],
  ['date', date, 'Christmas 2018', '2018-12'],
  ['date', date, 'in May, 2 years ago', '2023-05'],
  ['date', date, 'Prostate cancer, 2019', '2019-07'],
  ['date', date, 'I was diagnosed with type 2 in march 2018', '2018-03'],
  ['date', date, 'October last year', '2024-10'],
  ['date', date, 'the end of 2020', '2020-10'],
  ['date', date, "back in '98", '1998-07'],
  ['date', date, 'Septmber 2016', '2016-09'],
  ['date', date, 'marzo de 2019', '2019-03'],
  ['date', date, 'hace dos años', '2023-06'],
  ['date', date, '2019 or 2020', undefined],
  ['date', date, '2019, maybe 2020', undefined],
  ['duration', duration, 'type 2 for about 12 years', { value: 4383, unit: 'days' }],
  ['duration', duration, 'a decade', { value: 3653, unit: 'days' }],
  ['duration', duration, 'over 10 years', undefined],
  ['duration', duration, 'more than 5 years', undefined],
  ['choice', sex, 'oh lol femal', 'FEMALE'],
  ['choice', sex, "I'm a guy", 'MALE'],
  ['choice', sex, 'F, 52', 'FEMALE'],
  ['choice', sex, 'make', undefined],
  ['choice', sex, 'non-binary', undefined],
  ['choice', smoking, 'I quit 10 years ago', 'former'],
  ['choice', smoking, 'I smoked in my twenties', 'former'],
  ['choice', smoking, 'a pack a day', 'current'],
  ['choice', smoking, 'never touched a cigarette', 'never'],
  ['choice', smoking, 'I quit last year but sometimes have one at parties', 'current'],
  ['choice', smoking, 'I smoke weed sometimes, not tobacco', undefined],
  ['choice', smoking, 'a pack a day for 30 years', undefined],
  ['choice', smoking, 'yes', undefined],
  ['choice', ecog, 'heavy physical work', undefined],
  // text, and "not sure" for every type
  ['text', text, '  I work nights ', 'I work nights'],
  ['unsure', age, "don't know", 'unsure'],
  ['unsure', date, 'not sure', 'unsure'],
  ['unsure', duration, "can't remember", 'unsure'],
  ['unsure', sex, 'prefer not to say', 'unsure'],
  ['unsure', weight, 'no idea', 'unsure'],
  ['unsure', weight, 'no sé', 'unsure'],
];

describe('parseAnswer', () => {
  it(`has a table of at least 60 phrasings (${TABLE.length})`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE.map(([kind, question, input, expected]) => [kind, input, question, expected] as const))(
    '%s: %j',
    (_kind, input, question, expected) => {
      const r = parseAnswer(question, input, opts);
      if (expected === undefined) {
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.reason).toMatch(/\w/);
          expect(r.example).toMatch(/^For example|Please|Just/);
        }
      } else {
        expect(r).toMatchObject({ ok: true, value: expected });
      }
    },
  );

  it('marks hedges, and words the reading for the visitor', () => {
    expect(parseAnswer(yesNo, 'I think so', opts)).toEqual({ ok: true, value: 'unsure', normalized: 'not sure', hedged: true, lean: 'yes' });
    expect(parseAnswer(yesNo, 'yes', opts)).toEqual({ ok: true, value: 'yes', normalized: 'yes' });
    expect(parseAnswer(height, '5\'10"', opts)).toEqual({ ok: true, value: 177.8, normalized: '177.8 cm' });
    expect(parseAnswer(date, 'March 2021', opts)).toEqual({ ok: true, value: '2021-03', normalized: 'March 2021' });
    expect(parseAnswer(duration, 'yesterday', opts)).toMatchObject({ normalized: 'yesterday (1 day)' });
    // "I'm a man" says who, not whether: no to a pregnancy question, not understood elsewhere
    const pregnant = q('yes_no_unsure', { answerKey: 'pregnant' });
    expect(parseAnswer(pregnant, "I'm a man", opts)).toEqual({ ok: true, value: 'no', normalized: 'no' });
    expect(parseAnswer(pregnant, 'no, I am male', opts)).toMatchObject({ value: 'no' });
    expect(parseAnswer(yesNo, 'I am a man', opts).ok).toBe(false);
    expect(parseAnswer({ ...yesNo, text: 'Are you a smoker?' }, "I'm a smoker", opts)).toMatchObject({ value: 'yes' });
    // a yes about something the question does not ask about answers nothing
    expect(
      parseAnswer({ ...yesNo, text: 'Have you taken a weight-loss medicine in the past 90 days?' }, 'I have a bit of heart trouble', opts).ok,
    ).toBe(false);
    expect(parseAnswer(duration, 'last week', opts)).toMatchObject({ normalized: 'last week (7 days)' });
    expect(parseAnswer(duration, '2 years', opts)).toMatchObject({ normalized: '2 years ago (731 days)' });
    expect(parseAnswer(sex, '1', opts)).toEqual({ ok: true, value: 'FEMALE', normalized: 'Female' });
  });

  it('gives an example for the re-ask, per type and unit', () => {
    const example = (question: Question, input: string) => {
      const r = parseAnswer(question, input, opts);
      return r.ok ? null : r.example;
    };
    expect(example(height, 'tall')).toBe('For example: 5\'10" or 178 cm');
    expect(example(weight, '82')).toBe('For example: 82 kg or 180 lb');
    expect(example(yesNo, 'purple')).toBe('For example: yes, no or not sure');
    expect(example(hba1c, 'high')).toBe('For example: 7.2%');
    expect(example(sex, 'both')).toBe('For example: 1 or "Female"');
    expect(example(date, 'soon')).toMatch(/March 2021/);
    expect(example(duration, 'forever')).toMatch(/6 months/);
  });

  it('reads "when I was 40" from the birth date the record gives, and asks again without it', () => {
    // born February 1973: 40 in February 2013; the middle of that year of life is six months on, August 2013
    expect(parseAnswer(date, 'when I was 40', { now: NOW, candidate: { birthDate: '1973-02-10' } })).toMatchObject({ ok: true, value: '2013-08' });
    expect(parseAnswer(date, 'when I was 40', opts).ok).toBe(false);
  });

  it('is deterministic and reads nothing from the clock but `now`', () => {
    const later = { now: new Date('2026-01-10T00:00:00Z') };
    expect(parseAnswer(date, 'last year', later)).toMatchObject({ value: '2025-07' });
    expect(parseAnswer(date, 'last year', opts)).toEqual(parseAnswer(date, 'last year', opts));
  });
});
