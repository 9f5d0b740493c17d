// The texts of the emails and SMS the product sends (written by the accounts feature).
export const messages = {};
