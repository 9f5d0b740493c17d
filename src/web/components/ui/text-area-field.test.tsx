// The multi-line field as a screen reader meets it: named by its label, described by its hint,
// its count and its error (only those showing), marked invalid with an error, and typed into.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#tests/support/web/render.tsx';
import { TextAreaField } from './text-area-field.tsx';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="Your message"
      hint="Say why."
      count={`${value.length} of 200`}
      maxLength={200}
      value={value}
      onValueChange={setValue}
      error={error}
    />
  );
}

describe('TextAreaField', () => {
  it('is named by its label and described by its hint and count, and takes typing', async () => {
    renderWithProviders(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Your message' });
    expect(field).toHaveAccessibleDescription('Say why. 0 of 200');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, 'Hello');
    expect(field).toHaveValue('Hello');
    expect(field).toHaveAccessibleDescription('Say why. 5 of 200');
    expect(field).toHaveAttribute('maxlength', '200');
  });

  it('shows its error, reads it with the rest and marks the field invalid', () => {
    renderWithProviders(<Harness error="Please write a message." />);
    const field = screen.getByRole('textbox', { name: 'Your message' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Say why. 0 of 200 Please write a message.');
  });
});
