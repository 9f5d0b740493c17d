// Texts of the layout around every page: the call-now bar, the promotion banner, the
// announcement dialog, the account notice, the cookie choice, the mobile menu and the
// decorative theme (written by the layout feature).
export const layout = {};
