// Texts of the home page and its live advisor board (written by the advisor board feature).
export const board = {};
