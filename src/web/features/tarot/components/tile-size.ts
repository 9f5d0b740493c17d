// How wide a card is drawn on the board: a third of the row at most, never wider than 8rem, and
// short enough (18% of the screen's height each) that the three rows and the reveal button fit
// in the modal on a laptop or a phone without scrolling past the cards.
export const tileWidth = 'w-[min(100%,8rem,calc(18dvh*0.6))]';
