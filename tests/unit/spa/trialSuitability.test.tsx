// @vitest-environment jsdom
/**
 * The trials list's "Unsuited to prescreen" chip (src/resources/trials/SuitabilityChip.tsx): shown only for a trial a
 * self-report prescreen does not suit, naming every reason; nothing for a suitable trial or one without the field.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SuitabilityChip } from '../../../src/resources/trials/SuitabilityChip';
import type { PrescreenSuitability } from '../../../src/dataProvider/types';

afterEach(cleanup);

describe('SuitabilityChip', () => {
  const closed: PrescreenSuitability = {
    suitable: false,
    reasons: [
      { code: 'not_recruiting', message: 'Not recruiting (ClinicalTrials.gov status: Completed)' },
      {
        code: 'inpatient_or_emergency',
        message: 'Enrols people in hospital or emergency care (inclusion: “Admitted to the Royal Columbian Hospital”)',
      },
    ],
  };

  it('names the reasons of a flagged trial, in its label and its tooltip', async () => {
    render(<SuitabilityChip suitability={closed} />);
    const chip = screen.getByLabelText(
      'Unsuited to a self-report prescreen: Not recruiting (ClinicalTrials.gov status: Completed); Enrols people in hospital or emergency care (inclusion: “Admitted to the Royal Columbian Hospital”)',
    );
    expect(chip.textContent).toBe('Unsuited to prescreen');
    fireEvent.mouseOver(chip);
    expect(await screen.findByText('Not recruiting (ClinicalTrials.gov status: Completed)')).toBeTruthy();
  });

  it('shows nothing for a suitable trial or a record without the field', () => {
    const { container } = render(
      <>
        <SuitabilityChip suitability={{ suitable: true, reasons: [] }} />
        <SuitabilityChip suitability={undefined} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
