// Texts of the content pages: about, services, contact, pricing, terms, privacy, cookies,
// testimonials, welcome and horoscope (written by the content pages feature).
export const content = {};
