// The colours the portrait sets are drawn in: a range of skin tones and hair colours, jewel-toned
// clothes, and night skies.

export const skin = {
  porcelain: '#f7dccb',
  fair: '#f1c9a5',
  light: '#e6b38d',
  golden: '#d49a66',
  tan: '#c08149',
  olive: '#a97650',
  brown: '#8d5524',
  deep: '#683c22',
  espresso: '#4a2a1a',
} as const;

export const hair = {
  black: '#1c1416',
  darkBrown: '#3a241a',
  chestnut: '#6a3b22',
  auburn: '#8c3a1e',
  copper: '#b5562b',
  honey: '#c99a4e',
  platinum: '#e6dccb',
  silver: '#b9b6b2',
  plum: '#4b2250',
} as const;

export const cloth = {
  emerald: '#17795e',
  sapphire: '#274b9f',
  amethyst: '#6a3d9a',
  ruby: '#9c2847',
  teal: '#137b80',
  marigold: '#c98a1b',
  midnight: '#26295a',
  rose: '#b34d75',
  forest: '#2f5d43',
  burgundy: '#6e1f35',
  slate: '#4a5a78',
  rust: '#a4552d',
} as const;

export const trim = { gold: '#e2b84d', silver: '#d9dde6', pearl: '#f3eee4' } as const;

export const lips = {
  rose: '#c0566a',
  berry: '#8e2f4a',
  coral: '#d46a5c',
  plum: '#7a3446',
  natural: '#a8615a',
  deep: '#5e2a2a',
} as const;

export const sky = {
  indigo: ['#140f33', '#3c2670'],
  tealNight: ['#0b1b33', '#1d4e63'],
  dusk: ['#22103a', '#7a3768'],
  violet: ['#1a0f2e', '#5b2a86'],
  navy: ['#0d1530', '#2e3f7f'],
  deepSea: ['#07172a', '#134350'],
} as const satisfies Record<string, readonly [string, string]>;
