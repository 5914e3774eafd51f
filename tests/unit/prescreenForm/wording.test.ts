/**
 * Questions from a criterion's own words (server/domain/prescreenForm/wording.ts): markdown escapes and the registry's
 * footnote marks are not part of the question, and medical words are put in plain words once, without repeating a
 * word ("topical skin preparations" → "creams, ointments or lotions put on the skin", not "skin skin preparations").
 */
import { describe, expect, it } from 'vitest';
import { negatedTextQuestion, textQuestion } from '../../../server/domain/prescreenForm/wording';

describe('textQuestion', () => {
  it('drops footnote marks after a word and undoes markdown escapes', () => {
    expect(textQuestion('Currently taking antibiotics/drugs for urinary tract infection\\^')).toBe(
      'Are you currently taking antibiotics/drugs for urinary tract infection?',
    );
    expect(textQuestion('Currently taking antibiotics for urinary tract infection^')).toBe(
      'Are you currently taking antibiotics for urinary tract infection?',
    );
    expect(textQuestion('History of cancer†')).toBe('Have you ever had cancer?');
    expect(negatedTextQuestion('No prior chemotherapy*')).toBe('Have you had chemotherapy before?');
  });

  it('puts catheters and skin preparations in plain words without a broken or repeated phrase', () => {
    expect(textQuestion('Currently using intermittent or indwelling catheter')).toBe(
      'Are you currently using catheter (a thin tube that drains urine from the bladder), whether put in now and then or left in?',
    );
    expect(textQuestion('Known allergy to topical skin preparations')).not.toMatch(/skin skin/);
  });
});
