// The address of an advisor's public profile page (issue 22): the router's pattern and each
// card's link. Its texts and the page itself load only when it is opened (routes/advisor-profile.tsx).
export const advisorProfileRoute = '/advisors/:extension';

export const advisorProfilePath = (agentId: string) => `/advisors/${agentId}`;
