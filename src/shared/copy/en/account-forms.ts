// Labels, buttons and hints of the sign-in, sign-up, reset and phone-code screens and the header's
// account menu (written by the web accounts feature).
export const accountForms = {};
