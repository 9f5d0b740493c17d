// Finding the account screens' fields and buttons by what a visitor reads on them.
import { screen } from '@testing-library/react';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

const t = accountCopy.accountForms;

export const accountScreen = {
  emailField: () => screen.getByLabelText(t.fields.email),
  passwordField: () => screen.getByLabelText(t.fields.password),
  findEmailField: () => screen.findByLabelText(t.fields.email),
  signInButton: () => screen.getByRole('button', { name: t.signIn.submit }),
  createAccountButton: () => screen.getByRole('button', { name: t.signUp.submit }),
  adultCheckbox: () => screen.getByRole('checkbox', { name: copy.auth.signUp.adultConfirmation }),
  alert: () => screen.findByRole('alert'),
};
